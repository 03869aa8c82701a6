import { z } from "zod";
import { id } from "./fields";
import { centsField } from "./money";
import { dayField, periodCheck } from "./timelines";

// Labour cost against a budget (time-and-cost.md, "Labour cost").

/** The longest period one cost read or timesheet covers. */
export const MAX_LABOUR_DAYS = 62;
/** The widest budget list: a year and a bit of weeks. */
export const MAX_BUDGET_DAYS = 400;
export const MAX_BUDGET_CENTS = 100_000_000_00;

export const LABOUR_MESSAGES = {
  periodTooLong: `The period may span at most ${MAX_LABOUR_DAYS} days.`,
  budgetPeriodTooLong: `The period may span at most ${MAX_BUDGET_DAYS} days.`,
  budget: "The budget must be an amount from 0.00 to 100000000.00, such as 12500.00.",
  budgetSaved: "Budget saved.",
} as const;

/** PUT /api/restaurant/location/{id}/budget: `week` is any day of the week (DD-MM-YYYY, the location's zone). */
export const budgetBody = z.object({
  week: dayField("week"),
  amount: centsField("amount", { min: 0, max: MAX_BUDGET_CENTS }, LABOUR_MESSAGES.budget),
});

/** Without from and to: this week and the next seven, in the location's zone. */
export const budgetQuery = z
  .object({ from: dayField("from").optional(), to: dayField("to").optional() })
  .superRefine(periodCheck(MAX_BUDGET_DAYS, LABOUR_MESSAGES.budgetPeriodTooLong));
/** The weeks a budget list shows when the query names none. */
export const DEFAULT_BUDGET_WEEKS = 8;

const money = z.string().describe('An amount with two decimals, e.g. "18.50"');

export const budgetItem = z.object({
  /** The Monday of the week, DD-MM-YYYY. */
  week: z.string(),
  amount: money,
});
export const budgetList = z.object({ currency: z.string(), budgets: z.array(budgetItem) });

/** GET /api/labour/cost. */
export const labourCostQuery = z
  .object({ location_id: id("location"), from: dayField("from"), to: dayField("to") })
  .superRefine(periodCheck(MAX_LABOUR_DAYS, LABOUR_MESSAGES.periodTooLong));

export const labourCostDay = z.object({
  day: z.string(),
  scheduled_hours: z.number(),
  scheduled_cost: money,
  actual_hours: z.number(),
  actual_cost: money,
});
export type LabourCostDay = z.infer<typeof labourCostDay>;

export const labourCostWeek = z.object({
  /** The Monday, DD-MM-YYYY; the figures cover the whole week, also where the period cuts it. */
  week: z.string(),
  budget: money.nullable(),
  scheduled_cost: money,
  actual_cost: money,
  budget_used_pct: z.number().nullable().describe("scheduled_cost as a percentage of budget, one decimal"),
});
export type LabourCostWeek = z.infer<typeof labourCostWeek>;

export const labourCostPayload = z.object({
  currency: z.string(),
  days: z.array(labourCostDay),
  weeks: z.array(labourCostWeek),
  totals: z.object({
    scheduled_hours: z.number(),
    scheduled_cost: money,
    overtime_hours: z.number().describe("Of the scheduled hours"),
    overtime_cost: money.describe("Of the scheduled cost: the overtime hours' pay, multiplier included"),
    premium_bonus: money,
    actual_hours: z.number(),
    actual_cost: money,
    actual_overtime_hours: z.number(),
    actual_overtime_cost: money,
  }),
  /** Each employee scheduled at the location in the period, by id: the Employees view's hours and cost per person. */
  employees: z.array(
    z.object({
      employee_id: z.number(),
      scheduled_hours: z.number(),
      scheduled_cost: money.describe("Overtime and Premium bonuses included, as in the totals"),
    }),
  ),
  unpriced_bookings: z.number().describe("Scheduled positions whose employee had no rate in force: hours, no pay"),
  unpriced_punches: z.number(),
});
export type LabourCostPayload = z.infer<typeof labourCostPayload>;

/** Percentage of a budget used, one decimal; null without a budget or with a zero one. */
export function budgetUsedPct(costCents: number, budgetCents: number | null): number | null {
  if (budgetCents === null || budgetCents === 0) return null;
  return Math.round((costCents * 1000) / budgetCents) / 10;
}
