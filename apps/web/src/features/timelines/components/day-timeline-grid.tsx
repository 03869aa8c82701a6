import { Table, Text } from "@mantine/core";
import type { Temporal } from "temporal-polyfill";
import { hourLabel, localDate, localHour, timeRange } from "../lib/periods";
import { entryZone, type TimelineRow } from "../lib/rows";
import { EmployeeLabel } from "./employee-label";
import { ShiftChip } from "./shift-chip";

type Props = { rows: TimelineRow[]; day: Temporal.PlainDate };

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** One day of the timeline: a row per employee, a column per hour; a shift sits in the hour it starts. */
export function DayTimelineGrid({ rows, day }: Props) {
  return (
    <>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" miw={200}>
            Employee
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
          return (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw="normal" style={{ verticalAlign: "top" }}>
                <EmployeeLabel name={row.key} avatar={row.avatar}>
                  <Text size="xs">Total Shifts: {row.entries.length}</Text>
                </EmployeeLabel>
              </Table.Th>
              {HOURS.map((hour) => (
                <Table.Td key={hour} style={{ verticalAlign: "top" }}>
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
