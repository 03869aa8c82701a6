import { z } from "zod";
import { dayField, periodCheck } from "./timelines";

// Labour against sales (demand.md, "Labour against sales"): per day and for the period, the scheduled labour cost
// over the forecast sales and, for past days, the actual labour cost (timesheets) over the actual sales, against the
// location's labour target; for those who see money.

export const MAX_LABOUR_PERCENT_DAYS = 42;

export const LABOUR_PERCENT_MESSAGES = {
  periodTooLong: `Labour against sales may span at most ${MAX_LABOUR_PERCENT_DAYS} days.`,
} as const;

/** GET /api/locations/{id}/labour-percent: the days (DD-MM-YYYY), both included; this week by default. */
export const labourPercentQuery = z
  .object({ from: dayField("from").optional(), to: dayField("to").optional() })
  .superRefine(periodCheck(MAX_LABOUR_PERCENT_DAYS, LABOUR_PERCENT_MESSAGES.periodTooLong));
export type LabourPercentQuery = z.output<typeof labourPercentQuery>;

const money = z.string().describe('An amount with two decimals, e.g. "1840.50"');
const percent = z.string().nullable().describe('Cost over sales in percent, one decimal ("27.4"); null without sales');

export const labourPercentFigures = z.object({
  scheduled_cost: money,
  /** null without a forecast in money (under 4 weeks of history, or a history of transactions only). */
  forecast_sales: money.nullable(),
  scheduled_percent: percent,
  /** Past days only (before today on the location's clock); null for today and later. */
  actual_cost: money.nullable(),
  actual_sales: money.nullable(),
  actual_percent: percent,
});
export type LabourPercentFigures = z.infer<typeof labourPercentFigures>;

export const labourPercentPayload = z.object({
  currency: z.string(),
  /** The location's labour target in percent ("28.50"), or null. */
  target_percent: z.string().nullable(),
  days: z.array(labourPercentFigures.extend({ day: z.string() })),
  /** The period: scheduled over its forecast; actual over its past days. */
  total: labourPercentFigures,
});
export type LabourPercentPayload = z.infer<typeof labourPercentPayload>;

/** Cost over sales in percent, to one decimal, from integer cents; null without sales. */
export function labourPercent(costCents: number, salesCents: number | null): string | null {
  if (salesCents === null || salesCents <= 0) return null;
  return (Math.round((costCents * 1000) / salesCents) / 10).toFixed(1);
}
