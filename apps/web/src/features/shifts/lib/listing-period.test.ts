import { describe, expect, it } from "vitest";
import { listingPeriod } from "./listing-period";

const none = { start: null, end: null, date: null };

describe("the shifts listing's period", () => {
  it("is this week and next on the location's calendar, across a DST Sunday night in two zones", () => {
    // Sunday 8 March 2026, 23:30 in New York (the clocks went forward that morning) is Monday 04:30 in London.
    const sundayNight = new Date("2026-03-09T03:30:00Z");
    expect(listingPeriod(none, "America/New_York", sundayNight)).toEqual({ start: "2026-03-02", end: "2026-03-15" });
    expect(listingPeriod(none, "Europe/London", sundayNight)).toEqual({ start: "2026-03-09", end: "2026-03-22" });
    // Half an hour later New York's week turns too.
    expect(listingPeriod(none, "America/New_York", new Date("2026-03-09T04:00:00Z")).start).toBe("2026-03-09");
    // London's Sunday 29 March (its clocks went forward) ends at 23:00 UTC.
    expect(listingPeriod(none, "Europe/London", new Date("2026-03-29T22:59:59Z")).start).toBe("2026-03-23");
    expect(listingPeriod(none, "Europe/London", new Date("2026-03-29T23:00:00Z")).start).toBe("2026-03-30");
  });

  it("keeps the range chosen, else the day picked", () => {
    const at = new Date("2026-03-09T03:30:00Z");
    expect(listingPeriod({ start: "2026-05-04", end: "2026-05-06", date: "2026-06-01" }, "UTC", at)).toEqual({
      start: "2026-05-04",
      end: "2026-05-06",
    });
    expect(listingPeriod({ ...none, date: "2026-06-01" }, "UTC", at)).toEqual({
      start: "2026-06-01",
      end: "2026-06-01",
    });
  });
});
