import { holdsPosition } from "@brigade/contract/bookings";
import { hoursOf } from "@brigade/contract/labour-hours";
import type { TimelineEntry, TimelinePayload } from "@brigade/contract/timelines";

/** One employee's row of the timeline. */
export type TimelineRow = {
  key: string;
  employeeId: number;
  name: string;
  avatar: string | null;
  entries: TimelineEntry[];
  /** The time-zone abbreviation of the first shift's location, at that shift's time. */
  zoneAbbr: string | null;
};

/** The server's map (employee key to entries, in name order) as rows. */
export function timelineRows(data: TimelinePayload["data"]): TimelineRow[] {
  return Object.entries(data).flatMap(([key, entries]) => {
    const first = entries[0];
    if (!first) return [];
    return [
      {
        key,
        employeeId: first.employee_id,
        name: first.employee.user.name,
        avatar: first.employee.user.avatar_path,
        entries,
        zoneAbbr: first.location.time_zone.abbr || null,
      },
    ];
  });
}

/** The IANA zone an entry's times are read in. */
export const entryZone = (entry: TimelineEntry): string =>
  entry.location.time_zone.utc[0] ?? entry.location.time_zone.value;

/**
 * Hours scheduled: the positions held (not requests, releases or refusals), each its slot's length, as the labour
 * cost counts them; `keep` narrows the entries (a day).
 */
export function heldHours(entries: readonly TimelineEntry[], keep: (entry: TimelineEntry) => boolean = () => true) {
  let ms = 0;
  for (const e of entries) if (holdsPosition(e.status) && keep(e)) ms += Date.parse(e.to) - Date.parse(e.from);
  return hoursOf(ms / 1000);
}
