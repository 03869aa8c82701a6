import { AUTO_FILL_MESSAGES, MAX_AUTO_FILL_POSITIONS } from "@brigade/contract/auto-fill";
import { parseDayMonthYear } from "@brigade/contract/dates";
import { packRestHours } from "@brigade/contract/fair-workweek/rest";
import { startOfDayIn } from "@brigade/contract/local-time";
import { timeOffDays } from "@brigade/contract/time-off";
import type { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { ruleOfWindow } from "../availability";
import { heldWindow } from "../fit";
import type { AutoFillEmployee, AutoFillInstance, OpenPosition } from "./instance";
import type { AutoFillQueries, PeriodWindow } from "./repository";

// Builds the AutoFillInstance of a location's period from the database: the open positions, the active employees
// who have one of their roles, and what binds those people (pattern, approved time off, positions held at any
// location, requests in the period's slots, the business's work rules). The solver then runs without the database.

export type Location = { id: number; timeZone: string; jurisdiction?: string | null };
export type Period = { from: string; to: string };

const groupBy = <T extends { employeeId: number }, U>(rows: readonly T[], map: (row: T) => U) => {
  const groups = new Map<number, U[]>();
  for (const row of rows) {
    const list = groups.get(row.employeeId);
    if (list) list.push(map(row));
    else groups.set(row.employeeId, [map(row)]);
  }
  return groups;
};

const day = (text: string): Temporal.PlainDate => {
  const date = parseDayMonthYear(text);
  // The body's schema has checked it already; a bad day here is a bug, not a client's mistake.
  if (!date) throw new Error(`not a DD-MM-YYYY day: ${text}`);
  return date;
};

/** From 00:00 of `from` to 00:00 of the day after `to`, on the location's clock (a DST day is 23 or 25 hours). */
export function periodWindow(location: Location, period: Period, now: Date): PeriodWindow {
  const first = day(period.from);
  const last = day(period.to);
  return {
    locationId: location.id,
    from: startOfDayIn(first, location.timeZone),
    to: startOfDayIn(last.add({ days: 1 }), location.timeZone),
    now,
  };
}

const asPosition = (row: Awaited<ReturnType<AutoFillQueries["openPositions"]>>[number]): OpenPosition => ({
  shiftId: row.shiftId,
  shiftName: row.shiftName,
  slotId: row.slotId,
  areaRoleId: row.areaRoleId,
  roleName: row.roleName,
  from: row.from.getTime(),
  to: row.to.getTime(),
  open: row.open,
  bonus: row.shiftType === "Premium" ? Number(row.bonus) : 0,
  posted: row.posted === true,
});

export async function loadInstance(
  q: AutoFillQueries,
  businessId: number,
  location: Location,
  period: Period,
  now: Date,
): Promise<AutoFillInstance> {
  const { timeZone } = location;
  const window = periodWindow(location, period, now);
  const [rows, rules] = await Promise.all([
    q.openPositions(businessId, window, MAX_AUTO_FILL_POSITIONS + 1),
    q.workRules(businessId),
  ]);
  if (rows.length > MAX_AUTO_FILL_POSITIONS) throw AppError.field("to", AUTO_FILL_MESSAGES.tooManyPositions);
  const positions = rows.map(asPosition);
  const instanceRules = {
    max_week_hours: rules.max_week_hours,
    // A rule pack's rest is a hard rule here: auto-fill never proposes a short rest (it asks no consent).
    min_rest_hours: Math.max(rules.min_rest_hours, packRestHours(location.jurisdiction)),
    max_shifts_per_day: rules.max_shifts_per_day,
  };
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Fairness counts the hours of the whole period asked for, past days included.
  const asked = { from: window.from.getTime(), to: window.to.getTime() };
  const predictability = location.jurisdiction ? { packId: location.jurisdiction, now: now.getTime() } : undefined;
  if (!first || !last)
    return { timeZone, period: asked, rules: instanceRules, positions, employees: [], predictability };

  const people = await q.activeWithRoles(businessId, [...new Set(positions.map((p) => p.areaRoleId))]);
  const ids = people.map((p) => p.id);
  // Rows are in start order: the period's start and the last slot bound the weeks whose held positions count.
  const held = heldWindow([window.from, last.from].map((from) => ({ from, to: from, timeZone })));
  const timeOffDaysAround = {
    from: day(period.from).subtract({ days: 1 }).toString(),
    to: day(period.to).add({ days: 1 }).toString(),
  };
  const [windows, timeOff, holding, taken, wages] = await Promise.all([
    q.availability(businessId, ids),
    q.timeOff(businessId, ids, timeOffDaysAround),
    q.held(businessId, ids, held),
    q.slotsTaken(businessId, ids, window),
    q.wages(businessId, ids),
  ]);
  const rulesOf = groupBy(windows, ruleOfWindow);
  const timeOffOf = groupBy(timeOff, timeOffDays);
  const heldOf = groupBy(holding, (h) => ({ from: h.from.getTime(), to: h.to.getTime() }));
  const takenOf = groupBy(taken, (t) => t.slotId);

  const employees: AutoFillEmployee[] = people.map((p) => ({
    id: p.id,
    name: p.name,
    roleIds: p.roleIds.map(Number),
    maxWeekHours: p.maxWeekHours,
    held: heldOf.get(p.id) ?? [],
    slotsTaken: takenOf.get(p.id) ?? [],
    availability: rulesOf.get(p.id) ?? [],
    timeOff: timeOffOf.get(p.id) ?? [],
    wages: wages.get(p.id) ?? [],
  }));
  return { timeZone, period: asked, rules: instanceRules, positions, employees, predictability };
}
