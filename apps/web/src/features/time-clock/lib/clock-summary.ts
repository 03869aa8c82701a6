import type { ClockBooking, PunchItem } from "@brigade/contract/time-clock";

// What the Clock tab says after a punch, worked out on the phone from what the API already answers: the punch (its
// clock-in, breaks and clock-out, and the server's attendance verdict) and the shift's start from the clock status.

const MINUTE = 60_000;

/**
 * Whole minutes a clock-in came after its shift's start (at least one), when the server called it late (past the
 * business's grace minutes); null when on time, unscheduled, or the shift is not known on this phone.
 */
export function lateMinutes(punch: PunchItem, bookings: readonly ClockBooking[]): number | null {
  if (punch.attendance !== "late" || punch.booking_id === null) return null;
  const booking = bookings.find((b) => b.booking_id === punch.booking_id);
  if (!booking) return null;
  // Late by the server's word (past the grace minutes, which may be none): at least a minute, whole minutes after.
  return Math.max(1, Math.floor((Date.parse(punch.in_at) - Date.parse(booking.from)) / MINUTE));
}

export type ShiftSummary = {
  /** Clock-in to clock-out, breaks included. */
  spanMs: number;
  /** The time on the clock, breaks taken out. */
  workedMs: number;
  breaks: number;
  breakMs: number;
};

/** A closed punch, summed up: how long it lasted, its breaks, and the time worked. */
export function shiftSummary(punch: PunchItem): ShiftSummary {
  const end = Date.parse(punch.out_at ?? punch.in_at);
  const spanMs = Math.max(0, end - Date.parse(punch.in_at));
  const breakMs = punch.breaks.reduce(
    (sum, b) => sum + Math.max(0, Date.parse(b.end_at ?? punch.out_at ?? b.start_at) - Date.parse(b.start_at)),
    0,
  );
  return { spanMs, workedMs: Math.max(0, spanMs - breakMs), breaks: punch.breaks.length, breakMs };
}

/** Whole hours and minutes of a duration (rounded down to the minute). */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.floor(ms / MINUTE);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * The booking the big button is for: the one the open punch is on, else the first not yet clocked into that can be
 * now, else the next not yet clocked into; a shift already clocked out of is only offered again, never first.
 */
export function bookingToOffer(bookings: readonly ClockBooking[]): ClockBooking | undefined {
  const fresh = bookings.filter(notClockedInto);
  return fresh.find((b) => b.can_clock_in) ?? fresh[0];
}

/** Shifts clocked into and out of, that could still be clocked into again (e.g. after clocking out by mistake). */
export const reopenable = (bookings: readonly ClockBooking[]): ClockBooking | undefined =>
  bookings.find((b) => b.can_clock_in && !notClockedInto(b));

/** No clock-in yet: still to come, or past its no-show time (a late person may still clock in). */
const notClockedInto = (b: ClockBooking) => b.attendance === "pending" || b.attendance === "no_show";
