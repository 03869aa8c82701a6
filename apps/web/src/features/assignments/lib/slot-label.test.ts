import { describe, expect, it } from "vitest";
import { slotLabel } from "./slot-label";

describe("slotLabel", () => {
  it("reads both ends in the location's zone as DD MMM YY hh:mm A", () => {
    const slot = { from: "2026-11-24T22:00:00.000Z", to: "2026-11-25T04:30:00.000Z" };
    expect(slotLabel(slot, "America/New_York")).toBe("24 Nov 26 05:00 PM – 24 Nov 26 11:30 PM");
    expect(slotLabel(slot, "Europe/London")).toBe("24 Nov 26 10:00 PM – 25 Nov 26 04:30 AM");
  });
});
