import { Group, Loader, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFocusOnMount } from "../../../components/step-heading";

/** Shown while the solver runs (it may take several seconds); it takes the keyboard, so Cancel is one Tab away. */
export function SolvingStatus() {
  const { t } = useTranslation("planning");
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <Paper ref={ref} tabIndex={-1} withBorder radius="sm" p="sm" role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <div>
          <Text size="sm" fw={600}>
            {t("autoFill.solving.title")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("autoFill.solving.text")}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
