import { attendanceOf } from "@brigade/contract/attendance";
import { addTo, emptySums, hoursOf, type LabourSums } from "@brigade/contract/labour-hours";
import { apiDay, type LabourPeriod } from "@brigade/contract/labour-period";
import { formatCents } from "@brigade/contract/money";
import type { Attendance, PunchFlag } from "@brigade/contract/time-clock";
import type { TimesheetEmployee, TimesheetPayload } from "@brigade/contract/timesheets";
import type { WorkRules } from "@brigade/contract/work-rules";
import type { PricedPosition, PricedPunch } from "../labour/pricing";
import { presentPunch } from "../time-clock/punch-read";

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

export function buildTimesheet(input: BuildInput): TimesheetPayload {
  const { location, period, money, rules, now } = input;
  const here = <T extends { locationId: number }>(rows: T[]) => rows.filter((r) => r.locationId === location.id);
  const positions = here(input.positions);
  const punches = here(input.punches.map((p) => Object.assign(p, { locationId: p.punch.locationId })));
  const cost = (cents: number) => (money ? formatCents(cents) : undefined);
  const byBooking = punchesByBooking(input.punches);
  // Grouped once: a month of a busy location is a thousand positions and punches for forty people.
  const positionsOf = groupBy(positions, (p) => `${p.employeeId}|${p.day}`);
  const punchesOf = groupBy(punches, (p) => `${p.employeeId}|${p.day}`);
  const positionOfBooking = new Map(positions.map((p) => [p.bookingId, p]));
  const all = { scheduled: 0, punched: emptySums() };

  const employees: TimesheetEmployee[] = input.people.map((person) => {
    const totals = { scheduled: 0, punched: emptySums() };
    let approvedDays = 0;
    let activeDays = 0;
    const sheetDays = period.days.map((day) => {
      const dayPositions = positionsOf.get(`${person.id}|${day}`) ?? [];
      const dayPunches = punchesOf.get(`${person.id}|${day}`) ?? [];
      const scheduledSeconds = dayPositions.reduce((n, p) => n + p.paidSeconds, 0);
      const sums = dayPunches.reduce((acc, p) => addTo(acc, p), emptySums());
      const scheduled = dayPositions.map((p) => ({
        booking_id: p.bookingId,
        shift_name: p.shiftName,
        area_role_name: p.areaRoleName,
        from: new Date(p.startsAt).toISOString(),
        to: new Date(p.endsAt).toISOString(),
        hours: hoursOf(p.paidSeconds),
        attendance: attendanceOfBooking(p, byBooking, now, rules),
      }));
      const flags = new Set<PunchFlag | Attendance>();
      for (const p of dayPunches) for (const f of p.punch.flags) flags.add(f as PunchFlag);
      for (const s of scheduled) if (NOTABLE.includes(s.attendance)) flags.add(s.attendance);
      const approved = input.approved.has(`${person.id}|${day}`);
      if (dayPositions.length || dayPunches.length) {
        activeDays += 1;
        if (approved) approvedDays += 1;
      }
      totals.scheduled += scheduledSeconds;
      mergeSums(totals.punched, sums);
      return {
        day: apiDay(day),
        scheduled,
        punches: dayPunches.map((p) => ({
          ...presentPunch(storedOf(p), attendanceForPunch(p, positionOfBooking, byBooking, now, rules)),
          paid_hours: hoursOf(p.paidSeconds),
          regular_hours: hoursOf(p.regularSeconds),
          overtime_hours: hoursOf(p.overtimeSeconds),
          cost: cost(p.costCents),
          edited: input.edited.has(p.punch.id),
        })),
        scheduled_hours: hoursOf(scheduledSeconds),
        ...sumFields(sums, cost),
        flags: [...flags],
        status: approved ? ("approved" as const) : ("open" as const),
      };
    });
    all.scheduled += totals.scheduled;
    mergeSums(all.punched, totals.punched);
    return {
      employee_id: person.id,
      name: person.name,
      email: person.email,
      days: sheetDays,
      totals: { scheduled_hours: hoursOf(totals.scheduled), ...sumFields(totals.punched, cost) },
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
    totals: { scheduled_hours: hoursOf(all.scheduled), ...sumFields(all.punched, cost) },
    status: employees.length > 0 && employees.every((e) => e.status === "approved") ? "approved" : "open",
  };
}

function sumFields(sums: LabourSums, cost: (cents: number) => string | undefined) {
  return {
    paid_hours: hoursOf(sums.seconds),
    regular_hours: hoursOf(sums.seconds - sums.overtimeSeconds),
    overtime_hours: hoursOf(sums.overtimeSeconds),
    cost: cost(sums.costCents),
  };
}

function mergeSums(into: LabourSums, add: LabourSums) {
  into.seconds += add.seconds;
  into.overtimeSeconds += add.overtimeSeconds;
  into.costCents += add.costCents;
  into.overtimeCents += add.overtimeCents;
  into.bonusCents += add.bonusCents;
  into.unpriced += add.unpriced;
}

function attendanceForPunch(
  p: PricedPunch,
  positionOfBooking: ReadonlyMap<number, PricedPosition>,
  byBooking: ByBooking,
  now: Date,
  rules: WorkRules,
): Attendance | null {
  const position = p.punch.bookingId === null ? undefined : positionOfBooking.get(p.punch.bookingId);
  return position ? attendanceOfBooking(position, byBooking, now, rules) : null;
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
