import { hoursOf } from "@brigade/contract/labour-hours";
import { apiDay } from "@brigade/contract/labour-period";
import { offsetTimeIn } from "@brigade/contract/local-time";
import { formatCents } from "@brigade/contract/money";
import { MONEY_EXPORT_COLUMNS, OFFLINE_MARK, TIMESHEET_EXPORT_COLUMNS } from "@brigade/contract/timesheets";
import type { WorkRules } from "@brigade/contract/work-rules";
import type { PricedPosition, PricedPunch } from "../labour";
import { attendanceOfBooking, type Person, punchesByBooking } from "./build";

// The payroll export (time-and-cost.md, "Timesheets"): one row per punch at the location in the period, its
// times in the location's zone with their UTC offset, money columns only for those who see money.

type Data = {
  location: { id: number; name: string; timeZone: string };
  period: { days: string[] };
  positions: PricedPosition[];
  punches: PricedPunch[];
  people: Person[];
  rules: WorkRules;
  now: Date;
};

/** "2027-02-01 09:00 -05:00" */
const localTime = (ms: number | null, timeZone: string): string => (ms === null ? "" : offsetTimeIn(ms, timeZone));

export function exportRows(data: Data, money: boolean): Record<string, string | number>[] {
  const { location } = data;
  const tz = location.timeZone;
  const days = new Set(data.period.days);
  const people = new Map(data.people.map((p) => [p.id, p]));
  const positions = new Map(data.positions.map((p) => [p.bookingId, p]));
  const byBooking = punchesByBooking(data.punches);
  const columns = TIMESHEET_EXPORT_COLUMNS.filter((c) => money || !MONEY_EXPORT_COLUMNS.includes(c));
  return data.punches
    .filter((p) => p.punch.locationId === location.id && days.has(p.day))
    .sort(
      (a, b) =>
        (people.get(a.employeeId)?.name ?? "").localeCompare(people.get(b.employeeId)?.name ?? "") ||
        a.startsAt - b.startsAt,
    )
    .map((p) => {
      const person = people.get(p.employeeId);
      const position = p.punch.bookingId === null ? undefined : positions.get(p.punch.bookingId);
      const breakMs = p.punch.breaks.reduce(
        (n, b) => n + ((b.endAt ?? p.punch.outAt ?? data.now.getTime()) - b.startAt),
        0,
      );
      // The offline mark rides with the flags: payroll sees which times are the phone's word.
      const flags: string[] = [...p.punch.flags, ...(p.punch.offline ? [OFFLINE_MARK] : [])];
      if (position) {
        const attendance = attendanceOfBooking(position, byBooking, data.now, data.rules);
        if (attendance === "late" || attendance === "no_show") flags.push(attendance);
      }
      const row: Record<string, string | number> = {
        Employee: person?.name ?? "",
        Email: person?.email ?? "",
        Date: apiDay(p.day),
        Location: location.name,
        Role: position?.areaRoleName ?? "",
        "Scheduled In": localTime(position?.startsAt ?? null, tz),
        "Scheduled Out": localTime(position?.endsAt ?? null, tz),
        "Clock In": localTime(p.punch.inAt, tz),
        "Clock Out": localTime(p.punch.outAt, tz),
        "Break Minutes": Math.round(breakMs / 60_000),
        "Paid Hours": hoursOf(p.paidSeconds),
        "Regular Hours": hoursOf(p.regularSeconds),
        "Overtime Hours": hoursOf(p.overtimeSeconds),
        Rate: p.rateCents === null ? "" : formatCents(p.rateCents),
        Cost: formatCents(p.costCents),
        Flags: [...new Set(flags)].join("; "),
      };
      return Object.fromEntries(columns.map((c) => [c, row[c] ?? ""]));
    });
}
