import {
  type CostedItem,
  costItems,
  type LabourItem,
  paidSeconds,
  rateOn,
  type WageVersion,
} from "@brigade/contract/labour-hours";
import { parseCents } from "@brigade/contract/money";
import type { WorkRules } from "@brigade/contract/work-rules";
import type { PunchRow, ScheduledRow } from "./cost-items-repository";

// Rows priced: each with the rate in force on its local day, split into regular and overtime time within its
// employee's local week (all locations), by the contract's one definition (labour-hours.ts).

export type PricedPunch = CostedItem<LabourItem & { punch: PunchRow }>;
export type PricedPosition = CostedItem<Omit<ScheduledRow, "rateCents"> & { rateCents: number | null }>;

export const overtimeRules = (rules: WorkRules) => ({
  overtimeWeekHours: rules.overtime_week_hours,
  overtimeMultiplier: parseCents(rules.overtime_multiplier) ?? 150,
});

/** Whose rows: a location's staff, or some employees (`publishedOnly` for a member's own read: no draft shifts). */
export type Who = { locationId: number } | { employeeIds: readonly number[]; publishedOnly?: boolean };

/** The scheduled positions and punches of the period's weeks, unpriced: the rows of one labour read. */
export type LabourRows = { positions: Omit<ScheduledRow, "rateCents">[]; punches: PunchRow[] };
/** Whose wages the rows need. */
export const employeesOf = (rows: LabourRows): number[] => {
  const ids = new Set<number>();
  for (const r of rows.positions) ids.add(r.employeeId);
  for (const r of rows.punches) ids.add(r.employeeId);
  return [...ids];
};

/** The rows priced with the wage versions; `now` ends what is still open. */
export function priceRows(
  rows: LabourRows,
  versions: ReadonlyMap<number, WageVersion[]>,
  rules: WorkRules,
  now: Date,
): { positions: PricedPosition[]; punches: PricedPunch[] } {
  return {
    positions: pricePositions(rows.positions, versions, rules),
    punches: pricePunches(rows.punches, versions, rules, now),
  };
}

/** Prices the rows read for this pricing: each gets its rate in place (a copy of thousands of rows costs more). */
export function pricePositions(
  rows: Omit<ScheduledRow, "rateCents">[],
  versions: ReadonlyMap<number, WageVersion[]>,
  rules: WorkRules,
): PricedPosition[] {
  const items = rows as ScheduledRow[];
  for (const item of items) item.rateCents = rateOn(versions.get(item.employeeId) ?? [], item.day, item.areaRoleId);
  return costItems(items, overtimeRules(rules));
}

export function pricePunches(
  rows: readonly PunchRow[],
  versions: ReadonlyMap<number, WageVersion[]>,
  rules: WorkRules,
  now: Date,
): PricedPunch[] {
  // A booking's rest premium is paid once: on its first punch (the rows come in each employee's start order).
  const premiumPaid = new Set<number>();
  const items = rows.map((punch) => ({
    employeeId: punch.employeeId,
    day: punch.day,
    week: punch.week,
    startsAt: punch.inAt,
    paidSeconds: paidSeconds(
      { startAt: punch.inAt, endAt: punch.outAt },
      punch.breaks,
      rules.paid_break_minutes,
      now.getTime(),
    ),
    rateCents: rateOn(versions.get(punch.employeeId) ?? [], punch.day, punch.areaRoleId),
    bonusCents: 0,
    restPremiumCents: firstOfBooking(punch, premiumPaid) ? punch.restPremiumCents : 0,
    punch,
  }));
  return costItems(items, overtimeRules(rules));
}

/** Whether the punch is the first seen of its booking (marking it seen). */
function firstOfBooking(punch: PunchRow, seen: Set<number>): boolean {
  if (punch.bookingId === null || punch.restPremiumCents === 0 || seen.has(punch.bookingId)) return false;
  seen.add(punch.bookingId);
  return true;
}
