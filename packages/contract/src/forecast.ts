import { z } from "zod";
import { SALES_GRAINS, SALES_MESSAGES } from "./sales";
import { dayField, periodCheck } from "./timelines";

// A location's forecast (demand.md, "Forecast"): sales (or transactions) per 15 minutes with an 80 % band, from the
// method its own recent weeks say forecasts it best, against seasonal naive.

/** The longest period one forecast covers, and how far ahead it may start. */
export const MAX_FORECAST_DAYS = 42;
export const MAX_FORECAST_AHEAD_DAYS = 42;
/** The history a forecast needs before its first day. */
export const MIN_HISTORY_DAYS = 28;
/** The weeks the method is chosen over (a rolling backtest), at most. */
export const BACKTEST_WEEKS = 4;

export const FORECAST_METHODS = ["seasonal_naive", "robust_average", "weekday_shape"] as const;
export type ForecastMethod = (typeof FORECAST_METHODS)[number];

export const FORECAST_MESSAGES = {
  needHistory: "At least 4 weeks of sales history are needed for a forecast.",
  periodTooLong: `The forecast may span at most ${MAX_FORECAST_DAYS} days.`,
  tooFarAhead: `The forecast may start at most ${MAX_FORECAST_AHEAD_DAYS} days ahead.`,
} as const;

/**
 * GET /api/locations/{id}/forecast: the days (DD-MM-YYYY, the location's zone), both included; without from, this
 * week's Monday; without to, the sixth day after from.
 */
export const forecastQuery = z
  .object({
    from: dayField("from").optional(),
    to: dayField("to").optional(),
    interval: z.enum(SALES_GRAINS, { error: SALES_MESSAGES.grain }).default("1h"),
  })
  .superRefine(periodCheck(MAX_FORECAST_DAYS, FORECAST_MESSAGES.periodTooLong));
export type ForecastQuery = z.output<typeof forecastQuery>;

/** One interval forecast: sales (money) or, for a location with transactions only, transactions; its 80 % band. */
export const forecastInterval = z.object({
  start: z.string(),
  sales: z.string().optional(),
  transactions: z.number().optional(),
  low: z.string().or(z.number()),
  high: z.string().or(z.number()),
});
export type ForecastInterval = z.infer<typeof forecastInterval>;

export const forecastPayload = z.object({
  currency: z.string(),
  interval: z.enum(SALES_GRAINS),
  /** What is forecast: sales, or transactions where the history holds only those. */
  measure: z.enum(["sales", "transactions"]),
  method: z.enum(FORECAST_METHODS),
  /** Whole weeks of history before the forecast's first day (at most the 12 the methods read). */
  history_weeks: z.number().int(),
  backtest: z.object({
    weeks: z.number().int(),
    /** Of the chosen method; a share (0.083 is 8.3 %), null when the backtest weeks sold nothing. */
    wape_daily: z.number().nullable(),
    wape_interval: z.number().nullable(),
    baseline: z.literal("seasonal_naive"),
    baseline_wape_daily: z.number().nullable(),
  }),
  intervals: z.array(forecastInterval),
});
export type ForecastPayload = z.infer<typeof forecastPayload>;

/**
 * Weighted absolute percentage error: sum |actual - forecast| / sum actual (demand.md). Null when nothing was
 * sold (it is undefined then).
 */
export function wape(actual: readonly number[], forecast: readonly number[]): number | null {
  let error = 0;
  let total = 0;
  actual.forEach((value, i) => {
    error += Math.abs(value - (forecast[i] ?? 0));
    total += value;
  });
  return total > 0 ? error / total : null;
}
