import { Temporal } from "temporal-polyfill";

// The pickers work in wall-clock strings ("YYYY-MM-DD HH:mm:ss") of the location's zone; the API in instants.

/** A wall-clock time in a zone as an instant; a time skipped by DST moves forward, as a clock does. */
export function wallToInstant(wall: string, timeZone: string): Date {
  const plain = Temporal.PlainDateTime.from(wall.trim().replace(" ", "T"));
  return new Date(plain.toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the wall-clock string of a zone. */
export function instantToWall(at: Date, timeZone: string): string {
  const z = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return `${z.year}-${pad(z.month)}-${pad(z.day)} ${pad(z.hour)}:${pad(z.minute)}:${pad(z.second)}`;
}

/** Readable date and time of an instant in a zone, e.g. "Mon, Nov 23, 09:00". */
export function formatInZone(at: Date | string, timeZone: string, withDate = true): string {
  const date = typeof at === "string" ? new Date(at) : at;
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    ...(withDate ? { weekday: "short", month: "short", day: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(date);
}
