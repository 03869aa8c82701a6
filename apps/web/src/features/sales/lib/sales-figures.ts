import { dateIn } from "@brigade/contract/local-time";
import { parseCents, roundDiv } from "@brigade/contract/money";
import type { SalesInterval } from "@brigade/contract/sales";
import { Temporal } from "temporal-polyfill";

// The history's figures as the charts show them, always on the location's clock (its zone, never the browser's).
// Sales are counted in cents, as the contract counts money.

/** What the charts show: sales, or transactions for a history that holds only those. */
export type Metric = "sales" | "transactions";

export const metricOf = (intervals: readonly SalesInterval[]): Metric =>
  intervals.some((interval) => interval.sales !== undefined) ? "sales" : "transactions";

/** An interval's figure in the metric (cents of sales, or transactions), or null when it has none. */
export function figureOf(interval: SalesInterval, metric: Metric): number | null {
  if (metric === "transactions") return interval.transactions ?? null;
  return interval.sales === undefined ? null : parseCents(interval.sales);
}

export type DayFigure = { day: Temporal.PlainDate; value: number | null };

/** Each day from `from` to `to` with its figure from the server's daily intervals (null: no history that day). */
export function dailyFigures(
  intervals: readonly SalesInterval[],
  timeZone: string,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  metric: Metric,
): DayFigure[] {
  const byDay = new Map<string, number>();
  for (const interval of intervals) {
    const value = figureOf(interval, metric);
    if (value === null) continue;
    const day = dateIn(new Date(interval.start), timeZone).toString();
    byDay.set(day, (byDay.get(day) ?? 0) + value);
  }
  const days: DayFigure[] = [];
  for (let day = from; Temporal.PlainDate.compare(day, to) <= 0; day = day.add({ days: 1 })) {
    days.push({ day, value: byDay.get(day.toString()) ?? null });
  }
  return days;
}

export type HourFigure = { hour: number; value: number };
export type HourOfDayAverage = {
  /** The days of the period that had history in the metric: what each hour's sum is divided by. */
  days: number;
  /** The hours of the day (0-23 on the location's clock) from the first with history to the last. */
  hours: HourFigure[];
};

/**
 * The average day's curve: per hour of the day on the location's clock, the sum of that hour over the period divided
 * by the days that had history, so an hour a restaurant is often quiet weighs in as quiet. Sales are rounded to the
 * cent once, transactions kept as a decimal. The repeated hour of an autumn change counts twice into its day's hour;
 * the hour a spring change skips has nothing.
 */
export function averageByHourOfDay(
  intervals: readonly SalesInterval[],
  timeZone: string,
  metric: Metric,
): HourOfDayAverage {
  const sums = new Array<number>(24).fill(0);
  const seen = new Set<number>();
  const days = new Set<string>();
  for (const interval of intervals) {
    const value = figureOf(interval, metric);
    if (value === null) continue;
    const local = Temporal.Instant.from(interval.start).toZonedDateTimeISO(timeZone);
    sums[local.hour] = (sums[local.hour] ?? 0) + value;
    seen.add(local.hour);
    days.add(local.toPlainDate().toString());
  }
  if (days.size === 0) return { days: 0, hours: [] };
  const first = Math.min(...seen);
  const last = Math.max(...seen);
  const hours: HourFigure[] = [];
  for (let hour = first; hour <= last; hour++) {
    const sum = sums[hour] ?? 0;
    hours.push({ hour, value: metric === "sales" ? roundDiv(sum, days.size) : sum / days.size });
  }
  return { days: days.size, hours };
}

/** The sum of the days' figures, and how many days had one. */
export function periodTotal(days: readonly DayFigure[]): { total: number; days: number } {
  const withHistory = days.filter((d) => d.value !== null);
  return { total: withHistory.reduce((sum, d) => sum + (d.value ?? 0), 0), days: withHistory.length };
}
