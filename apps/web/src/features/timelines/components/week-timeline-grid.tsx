import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Temporal } from "temporal-polyfill";
import { type DayShade, daySegments } from "../lib/day-shading";
import { columnLabel, localDate, timeRange } from "../lib/periods";
import { entryZone, heldHours, type TimelineRow } from "../lib/rows";
import { DayShadeNotes, daySegmentsStyle } from "./day-shading";
import { EmployeeLabel } from "./employee-label";
import { ShiftChip } from "./shift-chip";

type Props = {
  rows: TimelineRow[];
  days: Temporal.PlainDate[];
  /** An employee's availability and time off on a day (none until they have loaded). */
  shadesOf: (employeeId: number, day: Temporal.PlainDate) => DayShade[];
  /** The week's cost of an employee and of everyone, formatted (only for those who see money, once loaded). */
  money?: { of: (employeeId: number) => string | undefined; total: string };
};

/** The employee column's width: a name of two lines and the week's hours and cost. */
const PERSON_WIDTH = 136;
/**
 * The grid's width: the employee column and seven days (cells wrap) fit a 1280 px laptop beside the navigation's
 * labelled 200 px column, the page's padding and a scroll bar.
 */
export const WEEK_GRID_WIDTH = PERSON_WIDTH + 7 * 112;

/**
 * A week of the timeline: a row per employee, a column per day from Monday, shaded by availability; each person's
 * shifts, hours (and cost) for the week, and a last row of the totals.
 */
export function WeekTimelineGrid({ rows, days, shadesOf, money }: Props) {
  const { t, i18n } = useTranslation("rosters");
  const hours = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const onDay = (day: Temporal.PlainDate) => (e: TimelineRow["entries"][number]) =>
    localDate(e.from, entryZone(e)) === day.toString();
  const all = rows.flatMap((r) => r.entries);
  const sums = (h: number, cost?: string) =>
    [t("timeline.hours", { hours: hours.format(h) }), cost].filter(Boolean).join(" · ");
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={PERSON_WIDTH}>
            {t("timeline.employee")}
          </Table.Th>
          {days.map((day) => (
            <Table.Th key={day.toString()} scope="col">
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
                <Text size="xs" fw={600}>
                  {sums(heldHours(row.entries), money?.of(row.employeeId))}
                </Text>
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
                  {row.entries.filter(onDay(day)).map((e) => (
                    <ShiftChip key={e.id} color={e.shift.label_color} title={e.shift.name}>
                      <Text size="xs">
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
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" style={{ verticalAlign: "top" }}>
            <Text size="sm" fw={600}>
              {t("timeline.weekTotal")}
            </Text>
            <Text size="xs">{t("timeline.totalShifts", { total: all.length })}</Text>
            <Text size="xs" fw={600}>
              {sums(heldHours(all), money?.total)}
            </Text>
          </Table.Th>
          {days.map((day) => (
            <Table.Td key={day.toString()} style={{ verticalAlign: "top" }}>
              <Text size="xs" fw={600}>
                {t("timeline.hours", { hours: hours.format(heldHours(all, onDay(day))) })}
              </Text>
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tfoot>
    </>
  );
}
