import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Temporal } from "temporal-polyfill";
import { type DayShade, daySegments } from "../lib/day-shading";
import { columnLabel, localDate, timeRange } from "../lib/periods";
import { entryZone, type TimelineRow } from "../lib/rows";
import { DayShadeNotes, daySegmentsStyle } from "./day-shading";
import { EmployeeLabel } from "./employee-label";
import { ShiftChip } from "./shift-chip";

type Props = {
  rows: TimelineRow[];
  days: Temporal.PlainDate[];
  /** An employee's availability and time off on a day (none until they have loaded). */
  shadesOf: (employeeId: number, day: Temporal.PlainDate) => DayShade[];
};

/** A week of the timeline: a row per employee, a column per day from Monday, shaded by availability. */
export function WeekTimelineGrid({ rows, days, shadesOf }: Props) {
  const { t } = useTranslation("rosters");
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" miw={220}>
            {t("timeline.employee")}
          </Table.Th>
          {days.map((day) => (
            <Table.Th key={day.toString()} scope="col" miw={175}>
              {columnLabel(day)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw="normal" style={{ verticalAlign: "top" }}>
              <EmployeeLabel name={row.key} avatar={row.avatar}>
                <Text size="xs">{t("timeline.totalShifts", { total: row.entries.length })}</Text>
                <Text size="xs" c="gray.7">
                  {row.zoneAbbr ?? t("timeline.notAvailable")}
                </Text>
              </EmployeeLabel>
            </Table.Th>
            {days.map((day) => {
              const shades = shadesOf(row.employeeId, day);
              return (
                <Table.Td
                  key={day.toString()}
                  style={{ verticalAlign: "top", ...daySegmentsStyle(daySegments(shades)) }}
                  title={shades.map((s) => s.label).join(", ") || undefined}
                >
                  <DayShadeNotes shades={shades} />
                  {row.entries
                    .filter((e) => localDate(e.from, entryZone(e)) === day.toString())
                    .map((e) => (
                      <ShiftChip key={e.id} color={e.shift.label_color} title={e.shift.name}>
                        <Text size="xs" style={{ whiteSpace: "nowrap" }}>
                          {timeRange(e.from, e.to, entryZone(e))}
                          {e.location.time_zone.abbr !== row.zoneAbbr && ` ${e.location.time_zone.abbr}`}
                        </Text>
                      </ShiftChip>
                    ))}
                </Table.Td>
              );
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </>
  );
}
