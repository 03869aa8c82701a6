import { ActionIcon, Group, Title, Tooltip } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";

type Props = { title: string; unit: "week" | "day"; onStep: (direction: 1 | -1) => void };

/** Previous and next arrows around the period shown. */
export function PeriodHeader({ title, unit, onStep }: Props) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip label={`Previous ${unit}`}>
        <ActionIcon variant="default" size="lg" aria-label={`Previous ${unit}`} onClick={() => onStep(-1)}>
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={`Next ${unit}`}>
        <ActionIcon variant="default" size="lg" aria-label={`Next ${unit}`} onClick={() => onStep(1)}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Title order={3} size="h5" aria-live="polite">
        {title}
      </Title>
    </Group>
  );
}
