import type { ClockBooking, PunchItem } from "@brigade/contract/time-clock";
import { describe, expect, it } from "vitest";
import { bookingToOffer, hoursAndMinutes, lateMinutes, reopenable, shiftSummary } from "./clock-summary";

const booking = (id: number, over: Partial<ClockBooking> = {}): ClockBooking => ({
  booking_id: id,
  shift_id: id,
  shift_name: "Dinner",
  area_role_name: "Line Cook",
  location_id: 1,
  location_name: "Downtown",
  time_zone: "UTC",
  from: "2026-12-01T10:00:00Z",
  to: "2026-12-01T18:00:00Z",
  opens_at: "2026-12-01T09:45:00Z",
  can_clock_in: true,
  attendance: "pending",
  ...over,
});

const punch = (over: Partial<PunchItem> = {}): PunchItem => ({
  id: 1,
  employee_id: 1,
  booking_id: 1,
  location_id: 1,
  in_at: "2026-12-01T11:19:30Z",
  out_at: null,
  breaks: [],
  flags: [],
  offline: false,
  source: "app",
  attendance: "late",
  ...over,
});

describe("what the clock says", () => {
  it("tells how many whole minutes late a clock-in the server called late was", () => {
    expect(lateMinutes(punch(), [booking(1)])).toBe(79);
    expect(lateMinutes(punch({ attendance: "on_time" }), [booking(1)])).toBeNull();
    expect(lateMinutes(punch({ booking_id: null, attendance: null }), [booking(1)])).toBeNull();
    expect(lateMinutes(punch(), [booking(2)])).toBeNull();
    // With no grace minutes, 20 seconds past the start is late: by a minute, never by none.
    expect(lateMinutes(punch({ in_at: "2026-12-01T10:00:20Z" }), [booking(1)])).toBe(1);
  });

  it("sums a closed punch up: its length, breaks and time worked", () => {
    const sum = shiftSummary(
      punch({
        in_at: "2026-12-01T10:00:00Z",
        out_at: "2026-12-01T14:30:00Z",
        breaks: [
          { start_at: "2026-12-01T12:00:00Z", end_at: "2026-12-01T12:20:00Z" },
          { start_at: "2026-12-01T13:00:00Z", end_at: "2026-12-01T13:10:00Z" },
        ],
      }),
    );
    expect(sum).toEqual({ spanMs: 270 * 60_000, workedMs: 240 * 60_000, breaks: 2, breakMs: 30 * 60_000 });
    expect(hoursAndMinutes(sum.workedMs + 59_000)).toEqual({ hours: 4, minutes: 0 });
  });

  it("offers a shift not clocked into before one clocked out of, and a late one too", () => {
    const done = booking(1, { attendance: "on_time" });
    const late = booking(2, { attendance: "no_show" });
    expect(bookingToOffer([done, late])?.booking_id).toBe(2);
    expect(bookingToOffer([done])).toBeUndefined();
    expect(reopenable([done])?.booking_id).toBe(1);
  });
});
