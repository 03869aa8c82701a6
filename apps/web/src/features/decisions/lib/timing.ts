import { Temporal } from "temporal-polyfill";

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as hh:mm A on the clock of a time zone (the spec's time format). */
export function clockTime(at: string, timeZone: string): string {
  const z = Temporal.Instant.from(at).toZonedDateTimeISO(timeZone);
  const hour = z.hour % 12 === 0 ? 12 : z.hour % 12;
  return `${pad(hour)}:${pad(z.minute)} ${z.hour < 12 ? "AM" : "PM"}`;
}

/** "hh:mm A - hh:mm A" of a slot in its location's zone. */
export const timing = (from: string, to: string, timeZone: string): string =>
  `${clockTime(from, timeZone)} - ${clockTime(to, timeZone)}`;

/** A recorded instant as DD-MM-YYYY hh:mm A in the viewer's own zone. */
export function recordedAt(at: string, timeZone: string): string {
  const z = Temporal.Instant.from(at).toZonedDateTimeISO(timeZone);
  return `${pad(z.day)}-${pad(z.month)}-${z.year} ${clockTime(at, timeZone)}`;
}
