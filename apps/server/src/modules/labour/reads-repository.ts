import { inWeeks, type LabourPeriod } from "@brigade/contract/labour-period";
import type { WorkRules } from "@brigade/contract/work-rules";
import type { Db } from "../../db/client";
import { currencyOf, wageVersionsOf } from "../wages";
import { punchRows, scheduledRows } from "./cost-items-repository";
import { employeesOf, type LabourRows, type PricedPosition, type PricedPunch, priceRows, type Who } from "./pricing";

// The labour reads: the rows of cost-items-repository.ts, kept to the period's weeks and priced by pricing.ts.

/** The period's weeks' scheduled positions and punches, unpriced (pricing.ts prices them). */
export async function labourRows(db: Db, businessId: number, period: LabourPeriod, who: Who): Promise<LabourRows> {
  const [positionRows, punchList] = await Promise.all([
    scheduledRows(db, businessId, period.window, who),
    punchRows(db, businessId, period.window, who),
  ]);
  return {
    positions: positionRows.filter((row) => inWeeks(period, row.week)),
    punches: punchList.filter((row) => inWeeks(period, row.week)),
  };
}

/** The scheduled positions and punches of the period's weeks, priced; `now` ends what is still open. */
export async function pricedLabour(
  db: Db,
  businessId: number,
  period: LabourPeriod,
  rules: WorkRules,
  who: Who,
  now: Date,
): Promise<{ positions: PricedPosition[]; punches: PricedPunch[] }> {
  const rows = await labourRows(db, businessId, period, who);
  return priceRows(rows, await wageVersionsOf(db, businessId, employeesOf(rows)), rules, now);
}

/** The labour reads on a Db, for the modules that price hours (labour cost, timesheets, a member's hours). */
export const labourReads = (db: Db) => ({
  labourRows: (businessId: number, period: LabourPeriod, who: Who) => labourRows(db, businessId, period, who),
  pricedLabour: (businessId: number, period: LabourPeriod, rules: WorkRules, who: Who, now: Date) =>
    pricedLabour(db, businessId, period, rules, who, now),
  wageVersions: (businessId: number, employeeIds: readonly number[]) =>
    wageVersionsOf(db, businessId, [...employeeIds]),
  currency: (businessId: number) => currencyOf(db, businessId),
});
export type LabourReads = ReturnType<typeof labourReads>;
