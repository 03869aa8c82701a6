import { Badge, Group, Loader, Paper, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconBeach, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { usePendingTimeOffCount } from "../api/pending-time-off-count";

/** The dashboard's "Time off to decide: N", a link to the requests waiting for a decision. */
export function TimeOffToDecide({ to }: { to: string }) {
  const { t } = useTranslation("requests");
  const count = usePendingTimeOffCount();
  const value = count.isPending ? null : count.isError ? "?" : String(count.data);
  return (
    <UnstyledButton
      component={Link}
      to={to}
      display="block"
      aria-label={value === null ? undefined : t("timeOffToDecide.label", { value })}
    >
      <Paper withBorder radius="md" p="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
            <IconBeach size={20} aria-hidden />
          </ThemeIcon>
          <Text fw={600} style={{ flex: 1 }}>
            {t("timeOffToDecide.text")}{" "}
            {value === null ? (
              <Loader size="xs" aria-label={t("timeOffToDecide.loading")} />
            ) : (
              <Badge
                component="span"
                size="lg"
                radius="sm"
                color={count.data ? "blue.9" : "gray.7"}
                data-testid="time-off-to-decide"
              >
                {value}
              </Badge>
            )}
          </Text>
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
