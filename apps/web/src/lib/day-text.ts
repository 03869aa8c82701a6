import { dateTimeFormat } from "@brigade/contract/intl";
import type { Locale } from "@brigade/contract/locales";
import type { Temporal } from "temporal-polyfill";

// English keeps the app's own short forms (Intl's en-GB would say "Sept"); Spanish and French take theirs from Intl.
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A day in words: "Mon 16 Mar", with `year` "Mon 16 Mar 2026", with `long` "Monday 16 Mar 2026"; in French
 * "lun. 16 mars", "lundi 16 mars 2026".
 */
export function dayText(day: Temporal.PlainDate, locale: Locale, { long = false, year = false } = {}): string {
  if (locale === "en") {
    const weekday = WEEKDAYS[day.dayOfWeek - 1] ?? "";
    return `${long ? weekday : weekday.slice(0, 3)} ${day.day} ${MONTHS[day.month - 1]}${year ? ` ${day.year}` : ""}`;
  }
  return dateTimeFormat(locale, {
    weekday: long ? "long" : "short",
    day: "numeric",
    month: long ? "long" : "short",
    year: year ? "numeric" : undefined,
    timeZone: "UTC",
  }).format(Date.UTC(day.year, day.month - 1, day.day));
}
