import { describe, expect, it } from "vitest";
import { dayLabel, timeRange } from "./member-time";

describe("a member's shift times", () => {
  it("reads a slot on its location's clock, with the abbreviation given", () => {
    expect(timeRange("2026-11-02T22:00:00Z", "2026-11-03T04:00:00Z", "America/New_York", "EST")).toBe(
      "05:00 PM – 11:00 PM EST",
    );
    expect(timeRange("2026-10-30T21:00:00Z", "2026-10-31T03:00:00Z", "America/New_York", "EDT")).toBe(
      "05:00 PM – 11:00 PM EDT",
    );
    expect(timeRange("2026-11-02T00:30:00Z", "2026-11-02T11:00:00Z", "Europe/London", "GMT")).toBe(
      "12:30 AM – 11:00 AM GMT",
    );
  });

  it("names the day the slot starts on in its zone", () => {
    // 01:00 UTC on Tuesday is still Monday evening in New York.
    expect(dayLabel("2026-11-24T01:00:00Z", "America/New_York")).toBe("Mon 23 Nov");
    expect(dayLabel("2026-11-24T01:00:00Z", "Europe/London")).toBe("Tue 24 Nov");
  });
});
