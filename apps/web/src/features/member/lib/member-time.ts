import { Temporal } from "temporal-polyfill";

// A member reads each shift on the clock of its own location, whatever zone their phone is in.

const zoned = (at: string, timeZone: string) => Temporal.Instant.from(at).toZonedDateTimeISO(timeZone);

const pad = (n: number) => String(n).padStart(2, "0");

/** "hh:mm AM" on a zone's clock (the spec's time format). */
export function clockTime(at: string, timeZone: string): string {
  const z = zoned(at, timeZone);
  const hour12 = z.hour % 12 === 0 ? 12 : z.hour % 12;
  return `${pad(hour12)}:${pad(z.minute)} ${z.hour < 12 ? "AM" : "PM"}`;
}

/** "05:00 PM – 11:00 PM EST": a slot on its location's clock, with the abbreviation in force at its start. */
export function timeRange(from: string, to: string, timeZone: string, abbr: string): string {
  return `${clockTime(from, timeZone)} – ${clockTime(to, timeZone)} ${abbr}`.trim();
}

/** "Mon 23 Nov": the day a slot starts on, on its location's calendar. */
export function dayLabel(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "2-digit", month: "short" })
    .format(new Date(at))
    .replace(",", "");
}
