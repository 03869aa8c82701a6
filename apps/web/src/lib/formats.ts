import * as formats from "@brigade/contract/dates";
import { parseDayMonthYear } from "@brigade/contract/dates";
import type { Temporal } from "temporal-polyfill";
import { currentLocale } from "../i18n";

// The contract's display formats (packages/contract/src/dates.ts) in the language the app speaks now: every date
// and time a page shows goes through these, so each language has one date and one time format. Components that
// call them re-render on a language change (useTranslation), so they read the language at render.

/** A wall-clock hour and minute ("05:00 PM"; "17:00" in Spanish and French). */
export const formatClock = (hour: number, minute: number): string => formats.formatClock(hour, minute, currentLocale());

/** A day ("30-11-2026"; "30/11/2026" in Spanish and French). */
export const formatDay = (date: Temporal.PlainDate): string => formats.formatDay(date, currentLocale());

/** An API day (DD-MM-YYYY) as the language writes it. */
export const formatApiDay = (day: string | null | undefined): string => formats.formatApiDay(day, currentLocale());

/** An instant's time on a zone's clock. */
export const clockIn = (at: Date | string, timeZone: string): string => formats.clockIn(at, timeZone, currentLocale());

/** An instant's day in a zone. */
export const dayLabelIn = (at: Date | string, timeZone: string): string =>
  formats.dayLabelIn(at, timeZone, currentLocale());

/** An instant's day and time in a zone. */
export const dateTimeIn = (at: Date | string, timeZone: string): string =>
  formats.dateTimeIn(at, timeZone, currentLocale());

/** An instant as the spec's short day and time (the Assign modal). */
export const shortDateTimeIn = (at: Date | string, timeZone: string): string =>
  formats.shortDateTimeIn(at, timeZone, currentLocale());

/**
 * The same formats for the date pickers (@mantine/dates reads dayjs patterns): a typed or picked value shows as the
 * pages show it. `shortDay` is the spec's DD MMM YY in English (the filters' date range);
 * `clock` is the time fields'.
 */
export function pickerFormats() {
  const english = currentLocale() === "en";
  return {
    day: english ? "DD-MM-YYYY" : "DD/MM/YYYY",
    shortDay: english ? "DD MMM YY" : "DD/MM/YYYY",
    /** The time fields' clock: the spec's hh:mm A in English, 24-hour elsewhere (formatClock's). */
    clock: english ? ("12h" as const) : ("24h" as const),
  };
}

/** A day typed into a date field, in the language's form (or the API's, or ISO), as "YYYY-MM-DD"; null if none. */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed))
    return parseDayMonthYear(trimmed.split("-").reverse().join("-"))?.toString() ?? null;
  return parseDayMonthYear(trimmed.replaceAll("/", "-"))?.toString() ?? null;
}
