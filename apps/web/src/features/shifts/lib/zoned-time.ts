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

// The calendar has one zone, but "Show All" mixes locations. Each shift is given to it as a floating
// wall-clock time of its own location, so every shift shows at the hours its staff read on their clock.

/** A shift's instant as the calendar's floating date-time ("YYYY-MM-DDTHH:mm:ss") in the shift's zone. */
export const toCalendarWall = (at: Date | string, shiftZone: string): string =>
  instantToWall(typeof at === "string" ? new Date(at) : at, shiftZone).replace(" ", "T");

/** Where a dragged event landed (an instant in the calendar's zone) as the instant of the same wall time in the shift's zone. */
export const fromCalendarDate = (at: Date, calendarZone: string, shiftZone: string): Date =>
  wallToInstant(instantToWall(at, calendarZone), shiftZone);
