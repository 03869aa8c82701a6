import { Temporal } from "temporal-polyfill";

// The spec shows dates as DD MMM YY and times as hh:mm A, read in the shift's location's zone.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as "24 Nov 26 05:00 PM" in a zone. */
export function dayTimeInZone(at: string | Date, timeZone: string): string {
  const ms = typeof at === "string" ? Date.parse(at) : at.getTime();
  const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
  const hour12 = z.hour % 12 === 0 ? 12 : z.hour % 12;
  return `${pad(z.day)} ${MONTHS[z.month - 1]} ${pad(z.year % 100)} ${pad(hour12)}:${pad(z.minute)} ${z.hour < 12 ? "AM" : "PM"}`;
}

/** A time slot's option label: its from and to in the location's zone. */
export const slotLabel = (slot: { from: string; to: string }, timeZone: string): string =>
  `${dayTimeInZone(slot.from, timeZone)} – ${dayTimeInZone(slot.to, timeZone)}`;
