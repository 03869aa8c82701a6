import { describe, expect, it } from "vitest";
import { clockTime, recordedAt, timing } from "./timing";

describe("request timing", () => {
  it("reads the slot on its location's clock, hh:mm A", () => {
    expect(timing("2027-01-13T02:30:00.000Z", "2027-01-13T06:00:00.000Z", "America/New_York")).toBe(
      "09:30 PM - 01:00 AM",
    );
    expect(clockTime("2027-07-01T11:05:00.000Z", "Europe/London")).toBe("12:05 PM");
    expect(clockTime("2027-07-01T00:00:00.000Z", "UTC")).toBe("12:00 AM");
  });

  it("dates a recorded decision", () => {
    expect(recordedAt("2027-01-13T02:30:00.000Z", "America/New_York")).toBe("12-01-2027 09:30 PM");
  });
});
