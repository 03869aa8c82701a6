import { formatCents } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import { expect } from "vitest";
import type { Caller } from "../../../test/harness";
import { publicHolidays } from "../holidays";

// Generated sales history for the demand API tests: a weekday shape, lunch 11:00-14:00 and dinner 17:00-22:00 on the
// location's clock, a deterministic noise, and public holidays selling 0.3 of a day.

/** What an ordinary day of each weekday sells (Monday first), before noise. */
const WEEKDAY_CENTS = [60_000, 55_000, 65_000, 70_000, 110_000, 130_000, 90_000];
/** Lunch 11:00-14:00 and dinner 17:00-22:00: each quarter's share of the day, lunch a third of it. */
export const OPEN_QUARTERS = [
  ...Array.from({ length: 12 }, (_, i) => ({ minute: 660 + 15 * i, share: 1 / 3 / 12 })),
  ...Array.from({ length: 20 }, (_, i) => ({ minute: 1020 + 15 * i, share: 2 / 3 / 20 })),
];
/** How a public holiday sells against its weekday. */
const HOLIDAY = 0.3;

/** A deterministic noise of up to ±8 % per quarter. */
const noise = (n: number) => 1 + 0.08 * Math.sin(n * 12.9898) * Math.cos(n * 4.1414);

export const expectedDay = (date: Temporal.PlainDate, holidays: Set<string>) =>
  (WEEKDAY_CENTS[date.dayOfWeek - 1] ?? 0) * (holidays.has(date.toString()) ? HOLIDAY : 1);

/** Sales history of the days from `from` (included) to `to` (excluded) on the zone's clock, written by the API. */
export async function writeHistory(
  owner: Caller,
  location: number,
  zone: string,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  /** A factor of each day's sales: a season. */
  season: (date: Temporal.PlainDate) => number = () => 1,
) {
  const holidays = publicHolidays(zone, from, to);
  const intervals: { start: string; sales: string }[] = [];
  let n = 0;
  for (let date = from; Temporal.PlainDate.compare(date, to) < 0; date = date.add({ days: 1 })) {
    for (const { minute, share } of OPEN_QUARTERS) {
      const start = date
        .toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 })
        .toZonedDateTime(zone).epochMilliseconds;
      n += 1;
      const cents = Math.round(expectedDay(date, holidays) * season(date) * share * noise(n));
      intervals.push({ start: new Date(start).toISOString(), sales: formatCents(cents) });
    }
  }
  for (let i = 0; i < intervals.length; i += 10_000) {
    const res = await owner.put(`/api/locations/${location}/sales`, { intervals: intervals.slice(i, i + 10_000) });
    expect(res.statusCode, res.body).toBe(200);
  }
  return holidays;
}
