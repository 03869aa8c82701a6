import { dateTimeFormat } from "@brigade/contract/intl";
import { intlTag } from "../../../i18n";
import { clockIn } from "../../../lib/formats";

// A member reads each shift on the clock of its own location, whatever zone their phone is in.

/** "05:00 PM – 11:00 PM EST": a slot on its location's clock, with the abbreviation in force at its start. */
export function timeRange(from: string, to: string, timeZone: string, abbr: string): string {
  return `${clockIn(from, timeZone)} – ${clockIn(to, timeZone)} ${abbr}`.trim();
}

/** "Mon 23 Nov" (in English): the day a slot starts on, on its location's calendar. */
export function dayLabel(at: string, timeZone: string): string {
  return dateTimeFormat(intlTag("en-GB"), { timeZone, weekday: "short", day: "2-digit", month: "short" })
    .format(new Date(at))
    .replace(",", "");
}
