import { attendanceOf } from "@brigade/contract/attendance";
import { addTo, emptySums, hoursOf, type LabourSums } from "@brigade/contract/labour-hours";
import { apiDay, type LabourPeriod } from "@brigade/contract/labour-period";
import { formatCents } from "@brigade/contract/money";
import type { Attendance, PunchFlag } from "@brigade/contract/time-clock";
import { OFFLINE_MARK, type TimesheetEmployee, type TimesheetPayload } from "@brigade/contract/timesheets";
import type { WorkRules } from "@brigade/contract/work-rules";
import type { OwedPay } from "../compliance";
import type { PricedPosition, PricedPunch } from "../labour";
import { presentPunch } from "../time-clock";

// The timesheet of a location's period (time-and-cost.md, "Timesheets"), made from its priced rows: per employee
// and local day, the scheduled positions against the punches' paid, regular and overtime hours.

export type Person = { id: number; name: string; email: string };
export type BuildInput = {
  location: { id: number; timeZone: string };
  period: LabourPeriod;
  positions: PricedPosition[];
  punches: PricedPunch[];
  people: Person[];
  approved: Set<string>;
  edited: Set<number>;
  /** The change log's pay owed each person for the period (fair-workweek.md). */
  owed: ReadonlyMap<number, OwedPay>;
  /** Whether money fields are shown. */
  money: boolean;
  currency: string;
  rules: WorkRules;
  now: Date;
};

type ByBooking = ReadonlyMap<number, PricedPunch[]>;

/** The punches of each booking. */
export function punchesByBooking(punches: readonly PricedPunch[]): ByBooking {
  return groupBy(
    punches.filter((p) => p.punch.bookingId !== null),
    (p) => p.punch.bookingId as number,
  );
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** A booking's attendance from the punches that name it. */
export function attendanceOfBooking(position: PricedPosition, byBooking: ByBooking, now: Date, rules: WorkRules) {
  const own = byBooking.get(position.bookingId) ?? [];
  return attendanceOf(
    { startsAt: position.startsAt },
    own.map((p) => ({ inAt: p.punch.inAt, flags: p.punch.flags })),
    now.getTime(),
    rules,
  );
}

const NOTABLE: readonly Attendance[] = ["late", "no_show", "missed_clock_out"];

/** Rows of each employee by local day: one lookup per person, then one per day by the day's own string. */
function byEmployeeAndDay<T extends { employeeId: number; day: string }>(rows: readonly T[]) {
  const out = new Map<number, Map<string, T[]>>();
  for (const row of rows) {
    let days = out.get(row.employeeId);
    if (!days) {
      days = new Map();
      out.set(row.employeeId, days);
    }
    const list = days.get(row.day);
    if (list) list.push(row);
    else days.set(row.day, [row]);
  }
  return out;
}

const NONE = new Map<string, never[]>();

export function buildTimesheet(input: BuildInput): TimesheetPayload {
  const { location, period, money, rules, now } = input;
  const here = <T extends { locationId: number }>(rows: T[]) => rows.filter((r) => r.locationId === location.id);
  const positions = here(input.positions);
  const punches = here(input.punches.map((p) => Object.assign(p, { locationId: p.punch.locationId })));
  const cost = (cents: number) => (money ? formatCents(cents) : undefined);
  const byBooking = punchesByBooking(input.punches);
  // Grouped once: a month of a busy location is a thousand positions and punches for forty people, on 1,200
  // person-days, half of them empty. Days are written as the API writes them once, not per person.
  const positionsOf = byEmployeeAndDay(positions);
  const punchesOf = byEmployeeAndDay(punches);
  const apiDays = period.days.map(apiDay);
  const zeroCost = cost(0);
  const positionOfBooking = new Map(positions.map((p) => [p.bookingId, p]));
  // Each booking's attendance once: its position row and its punches' rows both show it.
  const attendance = new Map<number, Attendance>();
  const attendanceAt = (p: PricedPosition) => {
    let known = attendance.get(p.bookingId);
    if (known === undefined) {
      known = attendanceOfBooking(p, byBooking, now, rules);
      attendance.set(p.bookingId, known);
    }
    return known;
  };
  const all = { scheduled: 0, punched: emptySums(), owedCents: 0 };

  const employees: TimesheetEmployee[] = input.people.map((person) => {
    const totals = { scheduled: 0, punched: emptySums() };
    const positionDays = positionsOf.get(person.id) ?? NONE;
    const punchDays = punchesOf.get(person.id) ?? NONE;
    let approvedDays = 0;
    let activeDays = 0;
    const sheetDays = period.days.map((day, index) => {
      const dayPositions = positionDays.get(day);
      const dayPunches = punchDays.get(day);
      const approved = input.approved.has(`${person.id}|${day}`);
      const status = approved ? ("approved" as const) : ("open" as const);
      if (!dayPositions && !dayPunches) {
        return {
          day: apiDays[index] ?? apiDay(day),
          scheduled: [],
          punches: [],
          scheduled_hours: 0,
          paid_hours: 0,
          regular_hours: 0,
          overtime_hours: 0,
          cost: zeroCost,
          flags: [],
          status,
        };
      }
      activeDays += 1;
      if (approved) approvedDays += 1;
      let scheduledSeconds = 0;
      // The punches' flags, then what attendance adds (late, no-show, missed clock-out).
      const flags = new Set<PunchFlag | Attendance | typeof OFFLINE_MARK>();
      const notable: Attendance[] = [];
      const scheduled = (dayPositions ?? []).map((p) => {
        scheduledSeconds += p.paidSeconds;
        const seen = attendanceAt(p);
        if (NOTABLE.includes(seen)) notable.push(seen);
        return {
          booking_id: p.bookingId,
          shift_name: p.shiftName,
          area_role_name: p.areaRoleName,
          from: new Date(p.startsAt).toISOString(),
          to: new Date(p.endsAt).toISOString(),
          hours: hoursOf(p.paidSeconds),
          attendance: seen,
        };
      });
      const sums = emptySums();
      const dayPunchItems = (dayPunches ?? []).map((p) => {
        addTo(sums, p);
        for (const f of p.punch.flags) flags.add(f as PunchFlag);
        if (p.punch.offline) flags.add(OFFLINE_MARK);
        // Object.assign, not a spread: V8 spreads an object of this size many times slower.
        return Object.assign(presentPunch(storedOf(p), attendanceForPunch(p, positionOfBooking, attendanceAt)), {
          paid_hours: hoursOf(p.paidSeconds),
          regular_hours: hoursOf(p.regularSeconds),
          overtime_hours: hoursOf(p.overtimeSeconds),
          cost: cost(p.costCents),
          edited: input.edited.has(p.punch.id),
        });
      });
      for (const seen of notable) flags.add(seen);
      totals.scheduled += scheduledSeconds;
      mergeSums(totals.punched, sums);
      return {
        day: apiDays[index] ?? apiDay(day),
        scheduled,
        punches: dayPunchItems,
        scheduled_hours: hoursOf(scheduledSeconds),
        paid_hours: hoursOf(sums.seconds),
        regular_hours: hoursOf(sums.seconds - sums.overtimeSeconds),
        overtime_hours: hoursOf(sums.overtimeSeconds),
        cost: cost(sums.costCents),
        flags: [...flags],
        status,
      };
    });
    all.scheduled += totals.scheduled;
    mergeSums(all.punched, totals.punched);
    const owedCents = input.owed.get(person.id)?.cents ?? 0;
    all.owedCents += owedCents;
    return {
      employee_id: person.id,
      name: person.name,
      email: person.email,
      days: sheetDays,
      totals: { scheduled_hours: hoursOf(totals.scheduled), ...sumFields(totals.punched, cost, owedCents) },
      status: activeDays > 0 && approvedDays === activeDays ? "approved" : "open",
    };
  });
  return {
    location_id: location.id,
    time_zone: location.timeZone,
    currency: money ? input.currency : undefined,
    from: apiDay(period.days[0] ?? period.firstWeek),
    to: apiDay(period.days.at(-1) ?? period.lastWeek),
    employees,
    totals: { scheduled_hours: hoursOf(all.scheduled), ...sumFields(all.punched, cost, all.owedCents) },
    status: employees.length > 0 && employees.every((e) => e.status === "approved") ? "approved" : "open",
  };
}

function sumFields(sums: LabourSums, cost: (cents: number) => string | undefined, owedCents: number) {
  return {
    paid_hours: hoursOf(sums.seconds),
    regular_hours: hoursOf(sums.seconds - sums.overtimeSeconds),
    overtime_hours: hoursOf(sums.overtimeSeconds),
    cost: cost(sums.costCents),
    rest_premium: cost(sums.restPremiumCents),
    predictability_pay: cost(owedCents),
  };
}

function mergeSums(into: LabourSums, add: LabourSums) {
  into.seconds += add.seconds;
  into.overtimeSeconds += add.overtimeSeconds;
  into.costCents += add.costCents;
  into.overtimeCents += add.overtimeCents;
  into.bonusCents += add.bonusCents;
  into.restPremiumCents += add.restPremiumCents;
  into.unpriced += add.unpriced;
}

function attendanceForPunch(
  p: PricedPunch,
  positionOfBooking: ReadonlyMap<number, PricedPosition>,
  attendanceAt: (position: PricedPosition) => Attendance,
): Attendance | null {
  const position = p.punch.bookingId === null ? undefined : positionOfBooking.get(p.punch.bookingId);
  return position ? attendanceAt(position) : null;
}

const storedOf = (p: PricedPunch) => ({
  id: p.punch.id,
  employeeId: p.punch.employeeId,
  bookingId: p.punch.bookingId,
  locationId: p.punch.locationId,
  inAt: new Date(p.punch.inAt),
  outAt: p.punch.outAt === null ? null : new Date(p.punch.outAt),
  breaks: p.punch.breaks.map((b) => ({
    startAt: new Date(b.startAt),
    endAt: b.endAt === null ? null : new Date(b.endAt),
  })),
  flags: p.punch.flags as PunchFlag[],
  offline: p.punch.offline,
  source: p.punch.source as "app",
});
