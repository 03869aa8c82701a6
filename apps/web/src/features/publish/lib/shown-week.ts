import { formatDayMonthYear } from "@brigade/contract/dates";
import { mondayOf, weekStartIn } from "@brigade/contract/local-time";
import { Temporal } from "temporal-polyfill";

/** What the calendar shows: its range as instants and its current date ("YYYY-MM-DD", in the zone). */
export type ShownRange = { from: string; to: string; date: string };

/**
 * The week the publish bar is about, as its Monday (DD-MM-YYYY): this week while the calendar shows today, else
 * the week of the first day shown (the week view's own week; a month's first week).
 */
export function shownWeek(shown: ShownRange, timeZone: string, now: Date = new Date()): string {
  const t = now.getTime();
  if (Date.parse(shown.from) <= t && t < Date.parse(shown.to)) return formatDayMonthYear(weekStartIn(now, timeZone));
  return formatDayMonthYear(mondayOf(Temporal.PlainDate.from(shown.date)));
}
