import { Temporal } from "temporal-polyfill";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** An instant as "DD-MM-YYYY hh:mm A" on the clock of a location's time zone (the spec's date and time formats). */
export function formatSpecTime(at: string, timeZone: string): string {
  const z = Temporal.Instant.from(at).toZonedDateTimeISO(timeZone);
  const hour = z.hour % 12 === 0 ? 12 : z.hour % 12;
  return `${pad(z.day)}-${pad(z.month)}-${pad(z.year, 4)} ${pad(hour)}:${pad(z.minute)} ${z.hour < 12 ? "AM" : "PM"}`;
}
