import { Temporal } from "temporal-polyfill";
import { MAX_CHUNKS, type SlotType, WEEKDAYS, type Weekday } from "./enums";

export type Slot = { seq: number; from: Date; to: Date; type: SlotType };

/**
 * Splits a shift into its time slots: chunk 1 is one Full slot, chunk n is n Half slots of equal
 * real elapsed time. Instants, not wall-clock times, are split, so a shift across a daylight-saving
 * change still gives slots of equal length (a wall clock would show 1 h more or less in one of them).
 * The last slot ends exactly at `to`, whatever rounding of milliseconds the division needed.
 */
export function splitIntoSlots(from: Date, to: Date, chunk: number): Slot[] {
  if (!Number.isInteger(chunk) || chunk < 1 || chunk > MAX_CHUNKS)
    throw new RangeError(`chunk must be 1..${MAX_CHUNKS}`);
  const start = from.getTime();
  const span = to.getTime() - start;
  if (!(span > 0)) throw new RangeError("to must be after from");
  const type: SlotType = chunk === 1 ? "Full" : "Half";
  return Array.from({ length: chunk }, (_, i) => ({
    seq: i + 1,
    from: new Date(start + Math.round((span * i) / chunk)),
    to: i === chunk - 1 ? new Date(to.getTime()) : new Date(start + Math.round((span * (i + 1)) / chunk)),
    type,
  }));
}

/** The weekday name of an instant in a time zone (the shift's `day`). */
export function weekdayIn(at: Date, timeZone: string): Weekday {
  const zoned = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return WEEKDAYS[zoned.dayOfWeek - 1] as Weekday;
}
