import { z } from "zod";
import { parseInstant } from "./dates";
import { centsField } from "./money";
import { dayField, periodCheck } from "./timelines";

// A location's sales history (demand.md, "Sales history"): sales and transactions per 15-minute interval, written
// by a till through the API (PUT) or by a CSV import, read per 15 minutes, hour or day of the location's zone.

/** The length of one interval of history, and of the forecast's. */
export const SALES_INTERVAL_MINUTES = 15;
/** The most intervals one PUT writes: 104 days of 15-minute intervals. */
export const MAX_SALES_PUT = 10_000;
/** The longest period one read covers. */
export const MAX_SALES_DAYS = 92;
/** The most one interval may hold: 10 million in sales, a million transactions. */
export const MAX_INTERVAL_SALES_CENTS = 10_000_000_00;
export const MAX_INTERVAL_TRANSACTIONS = 1_000_000;

export const SALES_GRAINS = ["15m", "1h", "1d"] as const;
export type SalesGrain = (typeof SALES_GRAINS)[number];

export const SALES_MESSAGES = {
  intervalsRequired: "Send at least one interval.",
  tooManyIntervals: `Send at most ${MAX_SALES_PUT.toLocaleString("en-US")} intervals at a time.`,
  start: "Each interval's start must be an ISO-8601 instant on a 15-minute boundary, such as 2027-03-01T18:15:00Z.",
  sales: "Sales must be an amount from 0.00 to 10000000.00, such as 1250.50.",
  transactions: "Transactions must be a whole number from 0 to 1000000.",
  salesOrTransactions: "Each interval needs its sales, its transactions, or both.",
  startTwice: "Each start may appear once in a call.",
  periodTooLong: `The period may span at most ${MAX_SALES_DAYS} days.`,
  grain: "The interval must be 15m, 1h or 1d.",
  saved: "Sales history saved.",
} as const;

const onBoundary = (text: string): boolean => {
  const at = parseInstant(text);
  return at !== null && at.getTime() % (SALES_INTERVAL_MINUTES * 60_000) === 0;
};

/** One interval a till sends: its start (UTC offsets are whole quarters, so a UTC boundary is a local one). */
export const salesIntervalInput = z
  .object({
    start: z
      .string({ error: SALES_MESSAGES.start })
      .max(40, SALES_MESSAGES.start)
      .refine(onBoundary, SALES_MESSAGES.start)
      .describe("ISO-8601 instant on a 15-minute boundary"),
    sales: centsField("sales", { min: 0, max: MAX_INTERVAL_SALES_CENTS }, SALES_MESSAGES.sales)
      .optional()
      .describe('Sales of the interval, a decimal string in the business\'s currency, e.g. "1250.50"'),
    transactions: z
      .number({ error: SALES_MESSAGES.transactions })
      .int(SALES_MESSAGES.transactions)
      .min(0, SALES_MESSAGES.transactions)
      .max(MAX_INTERVAL_TRANSACTIONS, SALES_MESSAGES.transactions)
      .optional(),
  })
  .refine((v) => v.sales !== undefined || v.transactions !== undefined, {
    message: SALES_MESSAGES.salesOrTransactions,
    path: ["sales"],
  });

/** PUT /api/locations/{id}/sales. */
export const salesPutBody = z
  .object({
    intervals: z
      .array(salesIntervalInput, { error: SALES_MESSAGES.intervalsRequired })
      .min(1, SALES_MESSAGES.intervalsRequired)
      .max(MAX_SALES_PUT, SALES_MESSAGES.tooManyIntervals),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<number>();
    body.intervals.forEach((interval, index) => {
      const at = parseInstant(interval.start)?.getTime();
      if (at === undefined) return;
      if (seen.has(at))
        ctx.addIssue({ code: "custom", path: ["intervals", index, "start"], message: SALES_MESSAGES.startTwice });
      seen.add(at);
    });
  });
export type SalesPutBody = z.output<typeof salesPutBody>;

export const salesPutResult = z.object({
  /** Intervals written, of which `replaced` were there already (the same call twice changes nothing). */
  written: z.number().int(),
  replaced: z.number().int(),
});

/**
 * GET /api/locations/{id}/sales: the days (DD-MM-YYYY, the location's zone), both included; without from, this
 * week's Monday; without to, the sixth day after from.
 */
export const salesQuery = z
  .object({
    from: dayField("from").optional(),
    to: dayField("to").optional(),
    interval: z.enum(SALES_GRAINS, { error: SALES_MESSAGES.grain }).default("1h"),
  })
  .superRefine(periodCheck(MAX_SALES_DAYS, SALES_MESSAGES.periodTooLong));
export type SalesQuery = z.output<typeof salesQuery>;

export const salesInterval = z.object({
  /** The interval's first instant (UTC): a local quarter, hour or midnight. */
  start: z.string(),
  /** Absent where the history of the interval holds only transactions. */
  sales: z.string().optional(),
  transactions: z.number().int().optional(),
});
export type SalesInterval = z.infer<typeof salesInterval>;

/** Only the intervals with history, earliest first. */
export const salesPayload = z.object({
  currency: z.string(),
  interval: z.enum(SALES_GRAINS),
  intervals: z.array(salesInterval),
});
export type SalesPayload = z.infer<typeof salesPayload>;
