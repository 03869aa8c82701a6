import { describe, expect, it } from "vitest";
import { timing } from "./timing";

describe("request timing", () => {
  it("reads the slot on its location's clock, hh:mm A", () => {
    expect(timing("2027-01-13T02:30:00.000Z", "2027-01-13T06:00:00.000Z", "America/New_York")).toBe(
      "09:30 PM - 01:00 AM",
    );
  });
});
