import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Temporal } from "temporal-polyfill";
import { type DayShade, hourShades } from "../lib/day-shading";
import { hourLabel, localDate, localHour, timeRange } from "../lib/periods";
import { entryZone, type TimelineRow } from "../lib/rows";
import { HourShadeNote, shadeStyle } from "./day-shading";
import { EmployeeLabel } from "./employee-label";
import { ShiftChip } from "./shift-chip";

type Props = {
  rows: TimelineRow[];
  day: Temporal.PlainDate;
  /** An employee's availability and time off on a day (none until they have loaded). */
  shadesOf: (employeeId: number, day: Temporal.PlainDate) => DayShade[];
};

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/**
 * One day of the timeline: a row per employee, a column per hour; a shift sits in the hour it starts, and each
 * hour is shaded by the employee's availability and time off then.
 */
export function DayTimelineGrid({ rows, day, shadesOf }: Props) {
  const { t } = useTranslation("rosters");
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" miw={200}>
            {t("timeline.employee")}
          </Table.Th>
          {HOURS.map((hour) => (
            <Table.Th key={hour} scope="col" miw={175}>
              {hourLabel(hour)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const today = row.entries.filter((e) => localDate(e.from, entryZone(e)) === day.toString());
          const hours = hourShades(shadesOf(row.employeeId, day));
          return (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw="normal" style={{ verticalAlign: "top" }}>
                <EmployeeLabel name={row.key} avatar={row.avatar}>
                  <Text size="xs">{t("timeline.totalShifts", { total: row.entries.length })}</Text>
                </EmployeeLabel>
              </Table.Th>
              {HOURS.map((hour) => (
                <Table.Td
                  key={hour}
                  style={{ verticalAlign: "top", ...shadeStyle(hours[hour]?.kind) }}
                  title={hours[hour]?.label}
                >
                  <HourShadeNote shade={hours[hour] ?? null} first={hours[hour] !== hours[hour - 1]} />
                  {today
                    .filter((e) => localHour(e.from, entryZone(e)) === hour)
                    .map((e) => (
                      <ShiftChip key={e.id} color={e.shift.label_color} title={e.shift.name}>
                        <Text size="xs" style={{ whiteSpace: "nowrap" }}>
                          {timeRange(e.from, e.to, entryZone(e))}
                          {e.location.time_zone.abbr !== row.zoneAbbr && ` ${e.location.time_zone.abbr}`}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {e.area_role.name}
                        </Text>
                      </ShiftChip>
                    ))}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </>
  );
}
