import { dateIn, weekContaining } from "@brigade/contract/local-time";

// Local days and weeks of instants, on one location's clock, memoised: auto-fill reads thousands of spans
// that start at a few hundred distinct instants, and each reading costs a Temporal conversion.

export type LocalPlace = {
  /** The local date as days since 1970-01-01: consecutive days differ by 1 across a clock change. */
  day: number;
  /** The start of the local week (Monday) as epoch milliseconds: a key, not a day number. */
  week: number;
  /** 1 Monday .. 7 Sunday. */
  weekday: number;
  /** Local hour of the instant, 0-23. */
  hour: number;
};

const DAY = 86_400_000;

export function localClock(timeZone: string) {
  const cache = new Map<number, LocalPlace>();
  const hourOf = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" });
  return (at: number): LocalPlace => {
    const known = cache.get(at);
    if (known) return known;
    const date = new Date(at);
    const local = dateIn(date, timeZone);
    const hour = Number(hourOf.format(date));
    const place = {
      day: Date.UTC(local.year, local.month - 1, local.day) / DAY,
      week: weekContaining(date, timeZone).from.getTime(),
      weekday: local.dayOfWeek,
      hour,
    };
    cache.set(at, place);
    return place;
  };
}
export type LocalClock = ReturnType<typeof localClock>;
