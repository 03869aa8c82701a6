import { dateIn, startOfDayIn } from "./dates";

// A week runs Monday 00:00 to the next Monday 00:00 in the location's time zone (api-contract.md).

/** The week (Monday start, in `timeZone`) containing the instant `at`: [from, to). */
export function weekContaining(at: Date, timeZone: string): { from: Date; to: Date } {
  const day = dateIn(at, timeZone);
  const monday = day.subtract({ days: day.dayOfWeek - 1 });
  return { from: startOfDayIn(monday, timeZone), to: startOfDayIn(monday.add({ days: 7 }), timeZone) };
}
