import { MAX_SALES_DAYS, SALES_MESSAGES } from "@brigade/contract/sales";
import { periodDays, TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import type { Temporal } from "temporal-polyfill";

// The period of history a page shows: whole days of the location's clock, at most MAX_SALES_DAYS (the read's limit).

export type Period = { from: Temporal.PlainDate; to: Temporal.PlainDate };

/** The lengths offered in weeks: 13 weeks (91 days) is the longest that fits in one read. */
export const PERIOD_WEEKS = [4, 8, 13] as const;

/** The `weeks` ending with `today` (today included). */
export const weeksEnding = (today: Temporal.PlainDate, weeks: number): Period => ({
  from: today.subtract({ days: weeks * 7 - 1 }),
  to: today,
});

/** The contract's message for a period the server would refuse (its English), or null for one it reads. */
export function periodProblem({ from, to }: Period): string | null {
  const days = periodDays(from, to);
  if (days < 1) return TIMELINE_MESSAGES.toBeforeFrom;
  if (days > MAX_SALES_DAYS) return SALES_MESSAGES.periodTooLong;
  return null;
}
