import { dateTimeIn } from "@brigade/contract/dates";
import type { ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import { ianaName } from "@brigade/contract/time-zones";
import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Row = VacantRosterRow | ScheduleRosterRow;

// Cells both rosters show the same way.

export function ShiftCell({ row }: { row: Row }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: 5, background: row.shift.label_color, flexShrink: 0 }}
      />
      {row.shift.name}
    </Group>
  );
}

/** Times and badges read best on one line; the table scrolls sideways on a phone instead. */
export const nowrap = { whiteSpace: "nowrap" } as const;

/** A time on the clock of the row's location. */
export const timeOf = (row: Row, at: "from" | "to") => dateTimeIn(row[at], ianaName(row.location.time_zone));

export function AreaRoleCell({ row }: { row: Row }) {
  return (
    <>
      {row.area_roles.name}
      <Text size="xs" c="dimmed">
        {row.area_roles.area.name}
      </Text>
    </>
  );
}

export function LocationCell({ row }: { row: Row }) {
  return (
    <>
      {row.location.name}
      <Text size="xs" c="dimmed">
        {row.location.time_zone.abbr}
      </Text>
    </>
  );
}

export function TypeCell({ row }: { row: Row }) {
  const { t } = useTranslation("rosters");
  return row.type === "Premium" ? (
    <Badge color="grape.9" variant="filled">
      {t("shiftType.premium", { bonus: row.shift.bonus })}
    </Badge>
  ) : (
    t("shiftType.nonPremium")
  );
}
