import { parseDayMonthYear } from "@brigade/contract/dates";
import { startOfDayIn, weekStartIn } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";

// A location's days on its own clock, each with its 15-minute quarters (92, 96 or 100 across DST) and what each
// sold: what the forecasting methods read and write (forecast-methods.ts).

const QUARTER_MS = 15 * 60_000;

export type Day = {
  date: Temporal.PlainDate;
  /** ISO weekday, 1 (Monday) to 7. */
  weekday: number;
  /** Each quarter's first instant (epoch ms). */
  quarters: number[];
  /** Each quarter's local minute of the day (an autumn change's repeated hour has its minutes twice). */
  minutes: number[];
  /** Sold in each quarter (cents or transactions); zeros for a day to forecast. */
  values: number[];
  /** A public holiday of the location's country. */
  holiday: boolean;
};

const minuteOfDay = (at: number, timeZone: string): number => {
  const local = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone);
  return local.hour * 60 + local.minute;
};

/** The days from `from` (included) to `to` (excluded), with the sums of `sold` (quarter start -> amount). */
export function daysOf(
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  timeZone: string,
  sold: ReadonlyMap<number, number>,
  holidays: ReadonlySet<string>,
): Day[] {
  const days: Day[] = [];
  let next = startOfDayIn(from, timeZone).getTime();
  for (let date = from; Temporal.PlainDate.compare(date, to) < 0; ) {
    const following = date.add({ days: 1 });
    const start = next;
    next = startOfDayIn(following, timeZone).getTime();
    const quarters: number[] = [];
    for (let at = start; at < next; at += QUARTER_MS) quarters.push(at);
    // Only a day whose length is not 24 hours (a DST change) needs the zone's rules for each quarter.
    const first = minuteOfDay(start, timeZone);
    const minutes =
      next - start === 86_400_000
        ? quarters.map((_, i) => first + i * 15)
        : quarters.map((at) => minuteOfDay(at, timeZone));
    days.push({
      date,
      weekday: date.dayOfWeek,
      quarters,
      minutes,
      values: quarters.map((at) => sold.get(at) ?? 0),
      holiday: holidays.has(date.toString()),
    });
    date = following;
  }
  return days;
}

export const dayTotal = (day: Day): number => day.values.reduce((a, b) => a + b, 0);

/** What a day sold per local minute of the day (the repeated hour of an autumn change counts both of its hours). */
export function byMinute(day: Day): Map<number, number> {
  const sums = new Map<number, number>();
  day.minutes.forEach((minute, i) => {
    sums.set(minute, (sums.get(minute) ?? 0) + (day.values[i] ?? 0));
  });
  return sums;
}

/** Values per minute laid onto a day's quarters: a minute the day has twice shares its value between them. */
export function onQuarters(day: Day, perMinute: (minute: number) => number): number[] {
  const times = new Map<number, number>();
  for (const minute of day.minutes) times.set(minute, (times.get(minute) ?? 0) + 1);
  return day.minutes.map((minute) => perMinute(minute) / (times.get(minute) ?? 1));
}

/**
 * The days a demand read covers: `from` and `to` as asked (DD-MM-YYYY, checked by the route's schema), else the week
 * containing `now` on the location's clock.
 */
export function askedPeriod(query: { from?: string; to?: string }, zone: string, now: Date) {
  const from = query.from ? parseDayMonthYear(query.from) : weekStartIn(now, zone);
  const to = query.to ? parseDayMonthYear(query.to) : from?.add({ days: 6 });
  if (!from || !to) throw new Error("unchecked period");
  return { from, to };
}
