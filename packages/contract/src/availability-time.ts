import type { Temporal } from "temporal-polyfill";

// Availability windows are wall-clock times of a weekday, read in the time zone of the location of the shift
// they are compared with (week-building.md, "Local time, one rule"). This file is the arithmetic of that
// rule: "HH:mm" to minutes, and a window on a given local date to the instants it covers there.

export const MINUTES_PER_DAY = 1440;

/**
 * "HH:mm", 00:00 to 23:59. There is no 24:00: a window that ends at midnight is written `to: "00:00"`, and
 * a `to` at or before its `from` already means "on the next day".
 */
export const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after 00:00 of an "HH:mm" time; NaN when the text is not one. */
export function clockMinutes(text: string): number {
  const match = CLOCK_TIME.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export type ClockWindow = { from: string; to: string };

/**
 * A window's minutes counted from 00:00 of the day it belongs to, as [start, end). A window whose `to` is at
 * or before its `from` ends on the next day (`end` past 1440): 22:00-02:00 is [1320, 1560), and a `to` equal
 * to `from` is a whole 24 hours, so 00:00-00:00 is the whole day. Every window is 1 to 1440 minutes long.
 */
export function windowMinutes(window: ClockWindow): { start: number; end: number } {
  const start = clockMinutes(window.from);
  const length = (clockMinutes(window.to) - start + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
  return { start, end: start + length };
}

/**
 * The instant the wall clock of `timeZone` shows `minutes` after 00:00 of `date` (1440 and more are the
 * next day). 'compatible' is the only reading that names every wall-clock time: a time the clocks skip
 * is read as if they had not changed yet (an hour later on the new clock), a repeated one is its first.
 */
export function wallClockInstant(date: Temporal.PlainDate, minutes: number, timeZone: string): Date {
  const day = date.add({ days: Math.floor(minutes / MINUTES_PER_DAY) });
  const inDay = minutes % MINUTES_PER_DAY;
  const local = day.toPlainDateTime({ hour: Math.floor(inDay / 60), minute: inDay % 60 });
  return new Date(local.toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds);
}

/**
 * The instants [from, to) a window covers when it belongs to `date` in `timeZone`. Built from the wall
 * clock, not by adding its length, so 22:00-02:00 still ends at 02:00 on the night the clocks change
 * (3 or 5 real hours). Null when the change swallows the window (02:15-02:45 on a spring-forward night).
 */
export function windowOn(
  window: ClockWindow,
  date: Temporal.PlainDate,
  timeZone: string,
): { from: Date; to: Date } | null {
  const { start, end } = windowMinutes(window);
  const from = wallClockInstant(date, start, timeZone);
  const to = wallClockInstant(date, end, timeZone);
  return to.getTime() > from.getTime() ? { from, to } : null;
}

/** "HH:mm" of a number of minutes after 00:00, on a 24-hour clock (1560, past midnight, is 02:00). */
export function clockOfMinutes(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, "0")}:${String(inDay % 60).padStart(2, "0")}`;
}
