import { z } from "zod";
import { id } from "./fields";
import { requiredMessage } from "./messages";
import { centsField } from "./money";
import { MAX_INTERVAL_SALES_CENTS, SALES_GRAINS, SALES_MESSAGES } from "./sales";
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
  overrideDay: `An override is for a day from today to ${MAX_FORECAST_AHEAD_DAYS} days ahead.`,
  overrideSales: "The day's sales must be an amount from 0.00 to 10000000.00, such as 4500.00.",
  overrideTransactions: "The day's transactions must be a number from 0 to 1000000.",
  overrideOneTotal: "Give the day's sales, or its transactions for a location that records only those.",
  overrideMeasure: "This location's forecast is in sales: give the day's sales.",
  overrideMeasureTransactions: "This location's forecast is in transactions: give the day's transactions.",
  overrideReason: "Say why, in at most 500 characters (a concert nearby, a private party).",
  overrideSaved: "The day's forecast was set.",
  overrideRemoved: "The day's forecast is the model's again.",
  overrideNotFound: "This day has no override.",
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
  overridden: z.boolean().optional(),
});
export type ForecastInterval = z.infer<typeof forecastInterval>;

/** A day a manager set, as the forecast payload and the PUT answer give it. */
export const forecastOverride = z.object({
  day: z.string(),
  sales: z.string().optional(),
  transactions: z.number().optional(),
  reason: z.string(),
  /** The model's total for the day when it was set. */
  forecast_before: z.string().or(z.number()),
  set_by: z.string().nullable(),
  set_at: z.string(),
});
export type ForecastOverride = z.infer<typeof forecastOverride>;

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
    /**
     * With a year of history: the chosen method's backtest with last year's season and without it, and whether the
     * forecast follows it (only where it lowered the daily error); null with less history.
     */
    yearly: z
      .object({ used: z.boolean(), wape_daily_with: z.number().nullable(), wape_daily_without: z.number().nullable() })
      .nullable(),
  }),
  intervals: z.array(forecastInterval),
  /** The days of the period a manager set, earliest first; their intervals carry overridden: true. */
  overrides: z.array(forecastOverride),
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

/** PUT /api/locations/{id}/forecast/days/{day}: the day's total in the location's measure, and why. */
export const forecastOverrideBody = z
  .object({
    sales: centsField("sales", { min: 0, max: MAX_INTERVAL_SALES_CENTS }, FORECAST_MESSAGES.overrideSales).optional(),
    transactions: z
      .number({ error: FORECAST_MESSAGES.overrideTransactions })
      .min(0, FORECAST_MESSAGES.overrideTransactions)
      .max(1_000_000, FORECAST_MESSAGES.overrideTransactions)
      .optional(),
    reason: z
      .string({ error: requiredMessage("reason") })
      .trim()
      .min(1, requiredMessage("reason"))
      .max(500, FORECAST_MESSAGES.overrideReason),
  })
  // One of them, the one of the location's measure (with both, the other is not read).
  .refine((v) => v.sales !== undefined || v.transactions !== undefined, {
    message: FORECAST_MESSAGES.overrideOneTotal,
    path: ["sales"],
  });
export type ForecastOverrideBody = z.output<typeof forecastOverrideBody>;

export const forecastDayParams = z.object({ id: id(), day: dayField("day") });

/** The longest period the accuracy report covers. */
export const MAX_ACCURACY_DAYS = 92;

export const ACCURACY_MESSAGES = {
  periodTooLong: `The report may span at most ${MAX_ACCURACY_DAYS} days.`,
} as const;

/**
 * GET /api/reports/forecast-accuracy: the days (DD-MM-YYYY, both included); without from, 4 weeks before to;
 * without to, the last day with history.
 */
export const forecastAccuracyQuery = z
  .object({ location_id: id("location_id"), from: dayField("from").optional(), to: dayField("to").optional() })
  .superRefine(periodCheck(MAX_ACCURACY_DAYS, ACCURACY_MESSAGES.periodTooLong));
export type ForecastAccuracyQuery = z.output<typeof forecastAccuracyQuery>;

const figure = z.string().or(z.number()).nullable();
export const forecastAccuracyPayload = z.object({
  currency: z.string(),
  /** Sales (money strings), or transactions (numbers) for a location that records only those. */
  measure: z.enum(["sales", "transactions"]),
  /**
   * Each day: the forecast as it was at the start of its week (from the history before that Monday), what was sold,
   * and the error (forecast - actual); null where there was not yet 4 weeks of history, or is no history yet.
   */
  days: z.array(z.object({ day: z.string(), forecast: figure, actual: figure, error: figure })),
  /** Over the days with both; and seasonal naive's over the same days. Null when nothing was sold. */
  wape: z.number().nullable(),
  baseline_wape: z.number().nullable(),
});
export type ForecastAccuracyPayload = z.infer<typeof forecastAccuracyPayload>;
