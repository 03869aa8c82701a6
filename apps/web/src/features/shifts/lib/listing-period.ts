import { mondayOf, todayIn } from "@brigade/contract/local-time";

/** The shifts listing's days, YYYY-MM-DD each. */
export type ListingPeriod = { start: string; end: string };

/**
 * The period the shifts listing shows: the range chosen, else the day picked, else this week and next, Monday to
 * Sunday on the calendar of `timeZone` (the location's), whatever the browser's zone.
 */
export function listingPeriod(
  chosen: { start: string | null; end: string | null; date: string | null },
  timeZone: string,
  now: Date = new Date(),
): ListingPeriod {
  if (chosen.start && chosen.end) return { start: chosen.start, end: chosen.end };
  if (chosen.date) return { start: chosen.date, end: chosen.date };
  const monday = mondayOf(todayIn(timeZone, now));
  return { start: monday.toString(), end: monday.add({ days: 13 }).toString() };
}
