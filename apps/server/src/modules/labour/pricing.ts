import {
  type CostedItem,
  costItems,
  type LabourItem,
  paidSeconds,
  rateOn,
  type WageVersion,
} from "@brigade/contract/labour-hours";
import { inWeeks, type LabourPeriod } from "@brigade/contract/labour-period";
import { parseCents } from "@brigade/contract/money";
import type { WorkRules } from "@brigade/contract/work-rules";
import type { Db } from "../../db/client";
import { wageVersionsOf } from "../wages/repository";
import { type PunchRow, punchRows, type ScheduledRow, scheduledRows } from "./cost-items";

// Rows priced: each with the rate in force on its local day, split into regular and overtime time within its
// employee's local week (all locations), by the contract's one definition (labour-hours.ts).

export type PricedPunch = CostedItem<LabourItem & { punch: PunchRow }>;
export type PricedPosition = CostedItem<Omit<ScheduledRow, "rateCents"> & { rateCents: number | null }>;

export const overtimeRules = (rules: WorkRules) => ({
  overtimeWeekHours: rules.overtime_week_hours,
  overtimeMultiplier: parseCents(rules.overtime_multiplier) ?? 150,
});

type Who = { locationId: number } | { employeeIds: readonly number[] };

/** The scheduled positions and punches of the period's weeks, priced; `now` ends what is still open. */
export async function pricedLabour(
  db: Db,
  businessId: number,
  period: LabourPeriod,
  rules: WorkRules,
  who: Who,
  now: Date,
): Promise<{ positions: PricedPosition[]; punches: PricedPunch[] }> {
  const [positionRows, punchList] = await Promise.all([
    scheduledRows(db, businessId, period.window, who),
    punchRows(db, businessId, period.window, who),
  ]);
  const inPeriod = positionRows.filter((row) => inWeeks(period, row.week));
  const punchesInPeriod = punchList.filter((row) => inWeeks(period, row.week));
  const versions = await wageVersionsOf(db, businessId, [
    ...inPeriod.map((r) => r.employeeId),
    ...punchesInPeriod.map((r) => r.employeeId),
  ]);
  return {
    positions: pricePositions(inPeriod, versions, rules),
    punches: pricePunches(punchesInPeriod, versions, rules, now),
  };
}

export function pricePositions(
  rows: readonly Omit<ScheduledRow, "rateCents">[],
  versions: ReadonlyMap<number, WageVersion[]>,
  rules: WorkRules,
): PricedPosition[] {
  const items = rows.map((row) => ({
    ...row,
    rateCents: rateOn(versions.get(row.employeeId) ?? [], row.day, row.areaRoleId),
  }));
  return costItems(items, overtimeRules(rules));
}

export function pricePunches(
  rows: readonly PunchRow[],
  versions: ReadonlyMap<number, WageVersion[]>,
  rules: WorkRules,
  now: Date,
): PricedPunch[] {
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
    punch,
  }));
  return costItems(items, overtimeRules(rules));
}
