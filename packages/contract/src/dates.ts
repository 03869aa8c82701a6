import { Temporal } from "temporal-polyfill";
import { dateIn } from "./local-time";
import type { Locale } from "./locales";

// Date-only values travel as DD-MM-YYYY (api-contract.md, Conventions); a location's local day and week are
// local-time.ts's.

/** A DD-MM-YYYY date, or null when it is not one (also 31-02-2026). */
export function parseDayMonthYear(text: string): Temporal.PlainDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  try {
    return Temporal.PlainDate.from(
      { year: Number(year), month: Number(month), day: Number(day) },
      { overflow: "reject" },
    );
  } catch {
    return null;
  }
}

/** A date as DD-MM-YYYY, as the API writes days. */
export function formatDayMonthYear(date: Temporal.PlainDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}`;
}

/** The DD-MM-YYYY label of an instant's date in a time zone. */
export const dayMonthYearIn = (at: Date, timeZone: string): string => formatDayMonthYear(dateIn(at, timeZone));

/** An ISO-8601 instant with an explicit offset or Z; a wall-clock time without one is ambiguous. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export function parseInstant(text: string | null | undefined): Date | null {
  if (!text || !ISO_INSTANT.test(text.trim())) return null;
  const at = new Date(text.trim());
  if (Number.isNaN(at.getTime())) return null;
  // V8 reads 31 November as 1 December: the written day must exist in its month.
  const [y, m, d] = text.trim().slice(0, 10).split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? at : null;
}

// Display formats, one pair per language. English keeps the spec's (dates DD-MM-YYYY, or DD MMM YY where the spec
// shows a short date, e.g. the Assign modal; times hh:mm A); Spanish and French write days DD/MM/YYYY and a 24-hour
// HH:mm clock, as people there do. Every page, notification and mail formats through these.

const pad2 = (n: number, width = 2) => String(n).padStart(width, "0");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_SEPARATORS: Record<Locale, string> = { en: "-", es: "/", fr: "/" };
const zonedAt = (at: Date | string, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(new Date(at).getTime()).toZonedDateTimeISO(timeZone);

/** A wall-clock hour (0-23) and minute: "05:00 PM" in English (midnight and noon are 12), "17:00" otherwise. */
export function formatClock(hour: number, minute: number, locale: Locale = "en"): string {
  if (locale !== "en") return `${pad2(hour)}:${pad2(minute)}`;
  return `${pad2(hour % 12 === 0 ? 12 : hour % 12)}:${pad2(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

/** A day: "30-11-2026" in English, "30/11/2026" in Spanish and French. */
export function formatDay(date: Temporal.PlainDate, locale: Locale = "en"): string {
  const sep = DAY_SEPARATORS[locale];
  return `${pad2(date.day)}${sep}${pad2(date.month)}${sep}${pad2(date.year, 4)}`;
}

/** The spec's short day, "30 Nov 26" in English; Spanish and French keep their one form, "30/11/2026". */
export function formatShortDay(date: Temporal.PlainDate, locale: Locale = "en"): string {
  return locale === "en"
    ? `${pad2(date.day)} ${MONTHS[date.month - 1]} ${pad2(date.year % 100)}`
    : formatDay(date, locale);
}

/** An API day (DD-MM-YYYY) as the language writes it; any other text is returned as it is. */
export function formatApiDay(day: string | null | undefined, locale: Locale = "en"): string {
  const date = day ? parseDayMonthYear(day) : null;
  return date ? formatDay(date, locale) : `${day ?? ""}`;
}

/** An instant's wall-clock time in a time zone ("05:00 PM", "17:00"). */
export function clockIn(at: Date | string, timeZone: string, locale: Locale = "en"): string {
  const z = zonedAt(at, timeZone);
  return formatClock(z.hour, z.minute, locale);
}

/** An instant's day in a time zone ("30-11-2026", "30/11/2026"). */
export function dayLabelIn(at: Date | string, timeZone: string, locale: Locale = "en"): string {
  return formatDay(zonedAt(at, timeZone).toPlainDate(), locale);
}

/** An instant's day and time in a time zone ("30-11-2026 05:00 PM", "30/11/2026 17:00"). */
export function dateTimeIn(at: Date | string, timeZone: string, locale: Locale = "en"): string {
  const z = zonedAt(at, timeZone);
  return `${formatDay(z.toPlainDate(), locale)} ${formatClock(z.hour, z.minute, locale)}`;
}

/** An instant as the spec's short day and time ("30 Nov 26 05:00 PM"; "30/11/2026 17:00" in Spanish and French). */
export function shortDateTimeIn(at: Date | string, timeZone: string, locale: Locale = "en"): string {
  const z = zonedAt(at, timeZone);
  return `${formatShortDay(z.toPlainDate(), locale)} ${formatClock(z.hour, z.minute, locale)}`;
}
