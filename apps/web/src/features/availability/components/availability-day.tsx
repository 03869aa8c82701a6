import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { DraftErrors, DraftWindow } from "../lib/availability-draft";
import { weekdayName } from "../lib/availability-draft";
import { AvailabilityWindow } from "./availability-window";

type Props = {
  weekday: number;
  /** This weekday's rows, in the order they are sent. */
  rows: DraftWindow[];
  errors: DraftErrors;
  idPrefix: string;
  onAdd: () => void;
  onChange: (key: string, changes: Partial<DraftWindow>) => void;
  onRemove: (row: DraftWindow) => void;
};

/** One weekday of the pattern: its windows, or a word that it has none, and a button to add one. */
export function AvailabilityDay({ weekday, rows, errors, idPrefix, onAdd, onChange, onRemove }: Props) {
  const { t } = useTranslation("member");
  const day = weekdayName(weekday);
  const headingId = `${idPrefix}-day-${weekday}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: "xs", sm: "sm" }}
      bg="gray.0"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {day}
          </Title>
          {rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t("availability.day.noWindows")}
            </Text>
          )}
        </Group>
        {rows.length > 0 && (
          <Stack
            component="ul"
            aria-label={t("availability.day.windows", { day })}
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
          >
            {rows.map((row) => (
              <AvailabilityWindow
                key={row.key}
                row={row}
                error={errors[row.key]}
                idPrefix={`${idPrefix}-${row.key}`}
                onChange={(changes) => onChange(row.key, changes)}
                onRemove={() => onRemove(row)}
              />
            ))}
          </Stack>
        )}
        <Button
          variant="light"
          size="md"
          fullWidth
          leftSection={<IconPlus size={18} aria-hidden />}
          aria-label={t("availability.day.addLabel", { day })}
          onClick={onAdd}
        >
          {t("availability.day.add")}
        </Button>
      </Stack>
    </Paper>
  );
}
