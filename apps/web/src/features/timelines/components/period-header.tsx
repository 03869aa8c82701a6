import { ActionIcon, Group, Title, Tooltip } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

type Props = { title: string; unit: "week" | "day"; onStep: (direction: 1 | -1) => void };

/** Previous and next arrows around the period shown. */
export function PeriodHeader({ title, unit, onStep }: Props) {
  const { t } = useTranslation("rosters");
  const previous = t(`period.previous.${unit}`);
  const next = t(`period.next.${unit}`);
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label={previous}>
        <ActionIcon variant="default" size="lg" aria-label={previous} onClick={() => onStep(-1)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={next}>
        <ActionIcon variant="default" size="lg" aria-label={next} onClick={() => onStep(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Title order={3} size="h5" aria-live="polite">
        {title}
      </Title>
    </Group>
  );
}
