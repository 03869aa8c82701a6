import { Temporal } from "temporal-polyfill";
import { dateIn } from "./local-time";

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

// The spec's display formats: dates DD-MM-YYYY or DD MMM YY, times hh:mm A, each on a location's clock.

const pad2 = (n: number, width = 2) => String(n).padStart(width, "0");
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const zonedAt = (at: Date | string, timeZone: string) =>
  Temporal.Instant.fromEpochMilliseconds(new Date(at).getTime()).toZonedDateTimeISO(timeZone);

/** "hh:mm A" of a wall-clock hour and minute; midnight and noon are 12. */
export function specClock(hour: number, minute: number): string {
  return `${pad2(hour % 12 === 0 ? 12 : hour % 12)}:${pad2(minute)} ${hour < 12 ? "AM" : "PM"}`;
}

/** An instant as "hh:mm A" in a time zone. */
export function clockIn(at: Date | string, timeZone: string): string {
  const z = zonedAt(at, timeZone);
  return specClock(z.hour, z.minute);
}

/** An instant as "DD-MM-YYYY hh:mm A" in a time zone. */
export function dateTimeIn(at: Date | string, timeZone: string): string {
  const z = zonedAt(at, timeZone);
  return `${pad2(z.day)}-${pad2(z.month)}-${pad2(z.year, 4)} ${specClock(z.hour, z.minute)}`;
}

/** An instant as "DD MMM YY hh:mm A" in a time zone. */
export function shortDateTimeIn(at: Date | string, timeZone: string): string {
  const z = zonedAt(at, timeZone);
  return `${pad2(z.day)} ${MONTHS[z.month - 1]} ${pad2(z.year % 100)} ${specClock(z.hour, z.minute)}`;
}
