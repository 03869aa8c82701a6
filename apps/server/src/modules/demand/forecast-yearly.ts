import { dateIn, startOfDayIn } from "@brigade/contract/local-time";
import { parseCents } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import type { Day } from "./forecast-days";
import type { SalesRepository } from "./sales-repository";

// The yearly season (demand.md, "Forecast"): with last year's history behind every day the methods read and every
// day to forecast, each day gets a seasonal index, last year's sales over the week centred on its same weekday. The
// history is divided by it before the methods read it (so their level and trend are the season's apart) and the
// forecast multiplied by it after: a summer or a holiday-season surge the last weeks cannot show is seen in last
// year's same weeks. The backtest drops it when it raises the daily error (forecast-backtest.ts).

/** Last year's sales (or transactions) by local day (YYYY-MM-DD), from `since`, the first day with any history. */
export type YearAgo = { totals: ReadonlyMap<string, number>; since: Temporal.PlainDate };

/** 52 weeks: last year's same weekday. */
const YEAR_DAYS = 364;
/** An index is kept within these bounds of the recent weeks' (a week closed or extraordinary last year). */
const LOWEST = 0.5;
const HIGHEST = 2;

/** The days around the date's same weekday last year an index reads: three whole weeks, each weekday thrice. */
const SPAN = 21;
/** Of those, the highest and the lowest set aside: an odd day (a party, a storm) last year is not a season. */
const TRIM = 2;

/** Last year's level around the date's same weekday; null where last year's history does not reach it. */
function levelAgo(year: YearAgo, date: Temporal.PlainDate): number | null {
  const from = date.subtract({ days: YEAR_DAYS + (SPAN - 1) / 2 });
  if (year.since.until(from, { largestUnit: "days" }).days < 0) return null;
  const days: number[] = [];
  for (let i = 0; i < SPAN; i += 1) days.push(year.totals.get(from.add({ days: i }).toString()) ?? 0);
  days.sort((a, b) => a - b);
  return days.slice(TRIM, SPAN - TRIM).reduce((a, b) => a + b, 0);
}

/**
 * Each day's seasonal index as a factor of the last 4 weeks' of history (so the recent weeks keep their level),
 * within 0.5 and 2; null when last year's history does not reach behind every day, or sold nothing there.
 */
export function seasonalScale(
  year: YearAgo,
  history: readonly Day[],
  targets: readonly Day[],
): ((date: Temporal.PlainDate) => number) | null {
  const index = new Map<string, number>();
  for (const day of [...history, ...targets]) {
    const week = levelAgo(year, day.date);
    if (week === null) return null;
    index.set(day.date.toString(), week);
  }
  const recent = history.slice(-28).map((day) => index.get(day.date.toString()) ?? 0);
  const reference = recent.reduce((a, b) => a + b, 0) / Math.max(1, recent.length);
  if (reference <= 0) return null;
  return (date) => Math.min(HIGHEST, Math.max(LOWEST, (index.get(date.toString()) ?? reference) / reference));
}

/**
 * Last year's daily totals behind the days from `firstDay` to `lastDay` (the history the methods read and the days to
 * forecast), when the location's history reaches back that far; else undefined: no yearly season.
 */
export async function loadYearAgo(
  repo: Pick<SalesRepository, "earliest" | "dailyTotals">,
  businessId: number,
  locationId: number,
  zone: string,
  measure: "sales" | "transactions",
  firstDay: Temporal.PlainDate,
  lastDay: Temporal.PlainDate,
): Promise<YearAgo | undefined> {
  const from = firstDay.subtract({ days: YEAR_DAYS + (SPAN - 1) / 2 });
  const to = lastDay.subtract({ days: YEAR_DAYS - (SPAN + 1) / 2 });
  const earliest = await repo.earliest(businessId, locationId);
  if (!earliest) return undefined;
  const since = dateIn(earliest, zone);
  if (Temporal.PlainDate.compare(since, from) > 0) return undefined;
  const rows = await repo.dailyTotals(businessId, locationId, startOfDayIn(from, zone), startOfDayIn(to, zone), zone);
  const value = (row: (typeof rows)[number]) =>
    measure === "sales" ? (parseCents(row.sales ?? "0") ?? 0) : Number(row.transactions ?? 0);
  return { totals: new Map(rows.map((row) => [row.day, value(row)])), since };
}
