import type { Temporal } from "temporal-polyfill";
import { parseDayMonthYear, parseInstant } from "./dates";
import { startOfDayIn } from "./local-time";

// The one rule of every period filter: a DD-MM-YYYY date is a whole day in each location's own zone (so a
// period begins at a different instant per location), an ISO instant is the same moment everywhere.

export type PeriodBound = { date: Temporal.PlainDate } | { at: Date };

/** A bound as sent: a DD-MM-YYYY date or an ISO instant; null when it is neither. */
export function parsePeriodBound(text: string): PeriodBound | null {
  const date = parseDayMonthYear(text);
  if (date) return { date };
  const at = parseInstant(text);
  return at ? { at } : null;
}

/** The instants [from, to) of a period in one zone: `from` starts its day, a `to` date includes its whole day. */
export function periodIn(
  timeZone: string,
  from: PeriodBound | undefined,
  to: PeriodBound | undefined,
): { from?: Date; to?: Date } {
  return {
    from: from && ("at" in from ? from.at : startOfDayIn(from.date, timeZone)),
    to: to && ("at" in to ? to.at : startOfDayIn(to.date.add({ days: 1 }), timeZone)),
  };
}

/** The days `from` to `to` (both included) in one zone, as instants [from, to). */
export function daysIn(timeZone: string, from: Temporal.PlainDate, to: Temporal.PlainDate): { from: Date; to: Date } {
  return { from: startOfDayIn(from, timeZone), to: startOfDayIn(to.add({ days: 1 }), timeZone) };
}

export type Place = { id: number; timeZone: string };
export type LocationWindow = { locationId: number; from?: Date; to?: Date };
export type DayWindow = { locationId: number; from: Date; to: Date };

/** A period as one window per location. */
export function periodWindows(places: Place[], from?: PeriodBound, to?: PeriodBound): LocationWindow[] {
  return places.map((p) => ({ locationId: p.id, ...periodIn(p.timeZone, from, to) }));
}

/** Whole days as one window per location. */
export function dayWindows(places: Place[], from: Temporal.PlainDate, to: Temporal.PlainDate): DayWindow[] {
  return places.map((p) => ({ locationId: p.id, ...daysIn(p.timeZone, from, to) }));
}
