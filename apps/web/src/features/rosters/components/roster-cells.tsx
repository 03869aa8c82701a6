import type { ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import { ianaName } from "@brigade/contract/time-zones";
import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { clockIn, dayLabelIn } from "../../../lib/formats";

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

/** Badges read best on one line. */
export const nowrap = { whiteSpace: "nowrap" } as const;

/**
 * A time on the clock of the row's location, in the language's formats ("DD-MM-YYYY hh:mm A" in English): the date and the time each on one line, the time
 * under the date where the column is narrow.
 */
export function TimeCell({ row, at }: { row: Row; at: "from" | "to" }) {
  const zone = ianaName(row.location.time_zone);
  const instant = new Date(row[at]);
  return (
    <>
      <span style={nowrap}>{dayLabelIn(instant, zone)}</span> <span style={nowrap}>{clockIn(instant, zone)}</span>
    </>
  );
}

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
    // Its whole text: a narrow column folds other cells, not this one into an ellipsis.
    <Badge color="grape.9" variant="filled" miw="max-content">
      {t("shiftType.premium", { bonus: row.shift.bonus })}
    </Badge>
  ) : (
    t("shiftType.nonPremium")
  );
}
