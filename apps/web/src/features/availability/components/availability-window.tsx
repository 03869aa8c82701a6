import "@mantine/dates/styles.css";
import { AVAILABILITY_KINDS, type AvailabilityKind } from "@brigade/contract/availability";
import { ActionIcon, Badge, Group, Paper, SegmentedControl, SimpleGrid, Stack, Switch, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ClockTimeInput } from "../../../components/clock-time-input";
import type { DraftErrors, DraftWindow } from "../lib/availability-draft";
import { weekdayName, windowLabel } from "../lib/availability-draft";
import { KIND_STYLE } from "./kind-style";

type Props = {
  row: DraftWindow;
  error: DraftErrors[string] | undefined;
  /** Ids of this row's inputs start with it, so a refused window can be focused. */
  idPrefix: string;
  onChange: (changes: Partial<DraftWindow>) => void;
  onRemove: () => void;
};

const cssColor = (color: string) => `var(--mantine-color-${color.replace(".", "-")})`;

/** One window of a weekday: its kind, all day or from/to (past midnight allowed), and a remove button. */
export function AvailabilityWindow({ row, error, idPrefix, onChange, onRemove }: Props) {
  const { t } = useTranslation("member");
  const kindOptions = AVAILABILITY_KINDS.map((kind) => ({ value: kind, label: t(`availability.kinds.${kind}`) }));
  const day = weekdayName(row.weekday);
  const style = KIND_STYLE[row.kind];
  const label = windowLabel(row);
  const spoken = row.allDay ? t("availability.window.allDaySpoken") : windowLabel(row, "–");
  const errorId = `${idPrefix}-error`;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: "xs", sm: "sm" }}
      aria-describedby={error?.window ? errorId : undefined}
      style={{
        borderLeft: `6px solid ${cssColor(style.color)}`,
        borderColor: error?.window ? cssColor("red.8") : undefined,
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            <Badge color={style.color} variant="filled" tt="none" radius="sm">
              {t(`availability.kinds.${row.kind}`)}
            </Badge>
            <Text fw={600}>{label}</Text>
          </Group>
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="xl"
            aria-label={t("availability.window.remove", { day, window: spoken })}
            onClick={onRemove}
          >
            <IconTrash size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <SegmentedControl
          fullWidth
          size="md"
          // Four kinds side by side on a 390 px phone: a smaller font, the full height for the thumb, and a long
          // word ("No disponible") wraps rather than being cut short.
          styles={{
            label: { paddingInline: 4, fontSize: "var(--mantine-font-size-sm)", whiteSpace: "normal", lineHeight: 1.2 },
          }}
          aria-label={t("availability.window.kind", { day })}
          data={kindOptions}
          value={row.kind}
          color={style.color}
          onChange={(kind) => onChange({ kind: kind as AvailabilityKind })}
        />
        <Switch
          id={`${idPrefix}-all-day`}
          size="md"
          label={t("availability.window.allDay")}
          checked={row.allDay}
          onChange={(event) => onChange({ allDay: event.currentTarget.checked })}
        />
        {!row.allDay && (
          <SimpleGrid cols={2} spacing="xs">
            <ClockTimeInput
              id={`${idPrefix}-from`}
              label={t("availability.window.from")}
              size="md"
              value={row.from}
              error={error?.from}
              onChange={(from) => onChange({ from })}
            />
            <ClockTimeInput
              id={`${idPrefix}-to`}
              label={t("availability.window.to")}
              size="md"
              value={row.to}
              error={error?.to}
              onChange={(to) => onChange({ to })}
            />
          </SimpleGrid>
        )}
        {error?.window && (
          <Text id={errorId} c="red.9" size="sm" fw={600}>
            {error.window}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
