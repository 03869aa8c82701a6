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

// A month of a chain is tens of thousands of shifts: a Temporal conversion each (15 µs) was most of a second
// of the calendar's first paint. Between two of its transitions a zone's offset is fixed, so each zone keeps
// the stretches it met (a month holds one or two) and reads an instant's offset from them.
type Stretch = { from: number; to: number; offsetMs: number };
const stretchesByZone = new Map<string, Stretch[]>();

/** The zone's UTC offset in milliseconds at an instant. */
function offsetAt(epochMs: number, timeZone: string): number {
  let stretches = stretchesByZone.get(timeZone);
  if (!stretches) {
    stretches = [];
    stretchesByZone.set(timeZone, stretches);
  }
  for (const s of stretches) if (epochMs >= s.from && epochMs < s.to) return s.offsetMs;
  const at = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  // The last change at or before the instant ("previous" is strictly before, hence a millisecond later).
  const since = Temporal.Instant.fromEpochMilliseconds(epochMs + 1)
    .toZonedDateTimeISO(timeZone)
    .getTimeZoneTransition("previous");
  const until = at.getTimeZoneTransition("next");
  const stretch = {
    from: since?.epochMilliseconds ?? Number.NEGATIVE_INFINITY,
    to: until?.epochMilliseconds ?? Number.POSITIVE_INFINITY,
    offsetMs: at.offsetNanoseconds / 1e6,
  };
  if (stretches.length > 1000) stretches.length = 0;
  stretches.push(stretch);
  return stretch.offsetMs;
}

/** A shift's instant as the calendar's floating date-time ("YYYY-MM-DDTHH:mm:ss") in the shift's zone. */
export function toCalendarWall(at: Date | string, shiftZone: string): string {
  const ms = typeof at === "string" ? Date.parse(at) : at.getTime();
  return new Date(ms + offsetAt(ms, shiftZone)).toISOString().slice(0, 19);
}

/** Where a dragged event landed (an instant in the calendar's zone) as the instant of the same wall time in the shift's zone. */
export const fromCalendarDate = (at: Date, calendarZone: string, shiftZone: string): Date =>
  wallToInstant(instantToWall(at, calendarZone), shiftZone);
