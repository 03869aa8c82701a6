import { describe, expect, it } from "vitest";
import { shiftDay } from "./day-focus";

describe("shiftDay (the arrow keys' move between calendar days)", () => {
  it("moves by days and weeks across a month's and a year's end", () => {
    expect(shiftDay("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDay("2027-01-03", -7)).toBe("2026-12-27");
    expect(shiftDay("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("counts calendar days, not 24-hour spans, over a daylight-saving change", () => {
    expect(shiftDay("2026-03-07", 1)).toBe("2026-03-08");
    expect(shiftDay("2026-03-29", -7)).toBe("2026-03-22");
    expect(shiftDay("2026-10-25", 7)).toBe("2026-11-01");
  });
});
