import { addTo, emptySums, hoursOf, type LabourSums } from "@brigade/contract/labour-hours";
import { apiDay } from "@brigade/contract/labour-period";
import { offsetTimeIn } from "@brigade/contract/local-time";
import { formatCents } from "@brigade/contract/money";
import {
  EXPORT_TOTAL_DATE,
  MONEY_EXPORT_COLUMNS,
  OFFLINE_MARK,
  TIMESHEET_EXPORT_COLUMNS,
  UNPRICED_PAY_FLAG,
} from "@brigade/contract/timesheets";
import type { WorkRules } from "@brigade/contract/work-rules";
import type { OwedPay } from "../compliance";
import type { PricedPosition, PricedPunch } from "../labour";
import { attendanceOfBooking, type Person, punchesByBooking } from "./build";

// The payroll export (time-and-cost.md, "Timesheets"): one row per punch at the location in the period, its
// times in the location's zone with their UTC offset, money columns only for those who see money. Each person's
// rows end with their totals (Date "Total"), which carry the change log's predictability pay (fair-workweek.md).

type Data = {
  location: { id: number; name: string; timeZone: string };
  period: { days: string[] };
  positions: PricedPosition[];
  punches: PricedPunch[];
  people: Person[];
  rules: WorkRules;
  now: Date;
  owed: ReadonlyMap<number, OwedPay>;
};

type Row = Record<string, string | number>;

/** "2027-02-01 09:00 -05:00" */
const localTime = (ms: number | null, timeZone: string): string => (ms === null ? "" : offsetTimeIn(ms, timeZone));

export function exportRows(data: Data, money: boolean): Row[] {
  const { location } = data;
  const days = new Set(data.period.days);
  const positions = new Map(data.positions.map((p) => [p.bookingId, p]));
  const byBooking = punchesByBooking(data.punches);
  const columns = TIMESHEET_EXPORT_COLUMNS.filter((c) => money || !MONEY_EXPORT_COLUMNS.includes(c));
  const punchesOf = new Map<number, PricedPunch[]>();
  for (const p of data.punches) {
    if (p.punch.locationId !== location.id || !days.has(p.day)) continue;
    const own = punchesOf.get(p.employeeId);
    if (own) own.push(p);
    else punchesOf.set(p.employeeId, [p]);
  }
  const people = data.people
    .filter((person) => punchesOf.has(person.id) || data.owed.has(person.id))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const rows: Row[] = [];
  for (const person of people) {
    const own = (punchesOf.get(person.id) ?? []).sort((a, b) => a.startsAt - b.startsAt);
    const sums = emptySums();
    for (const p of own) {
      addTo(sums, p);
      rows.push(punchRow(p, person, positions.get(p.punch.bookingId ?? -1), data, byBooking));
    }
    rows.push(totalRow(person, location.name, sums, data.owed.get(person.id)));
  }
  return rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? ""])));
}

function punchRow(
  p: PricedPunch,
  person: Person,
  position: PricedPosition | undefined,
  data: Data,
  byBooking: ReturnType<typeof punchesByBooking>,
): Row {
  const tz = data.location.timeZone;
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
  return {
    Employee: person.name,
    Email: person.email,
    Date: apiDay(p.day),
    Location: data.location.name,
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
    "Rest Premium": p.restPremiumCents > 0 ? formatCents(p.restPremiumCents) : "",
    Flags: [...new Set(flags)].join("; "),
  };
}

/** A person's totals: their punches' sums, and what the change log owes them for the period. */
function totalRow(person: Person, locationName: string, sums: LabourSums, owed: OwedPay | undefined): Row {
  return {
    Employee: person.name,
    Email: person.email,
    Date: EXPORT_TOTAL_DATE,
    Location: locationName,
    "Paid Hours": hoursOf(sums.seconds),
    "Regular Hours": hoursOf(sums.seconds - sums.overtimeSeconds),
    "Overtime Hours": hoursOf(sums.overtimeSeconds),
    Cost: formatCents(sums.costCents),
    "Predictability Pay": formatCents(owed?.cents ?? 0),
    "Rest Premium": formatCents(sums.restPremiumCents),
    Flags: owed && owed.unpriced > 0 ? UNPRICED_PAY_FLAG : "",
  };
}
