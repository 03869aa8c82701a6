import { describe, expect, it } from "vitest";
import { instantToWall, wallToInstant } from "./zoned-time";

const NY = "America/New_York";

describe("wall-clock times in the location's zone", () => {
  it("turns a wall time into the instant of that zone, and back", () => {
    const at = wallToInstant("2026-11-23 17:00:00", NY);
    expect(at.toISOString()).toBe("2026-11-23T22:00:00.000Z");
    expect(instantToWall(at, NY)).toBe("2026-11-23 17:00:00");
    expect(instantToWall(at, "Europe/London")).toBe("2026-11-23 22:00:00");
  });

  it("takes the first of a repeated hour when clocks fall back (1 November 2026)", () => {
    expect(wallToInstant("2026-11-01 01:30:00", NY).toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("moves a skipped time forward when clocks spring ahead (14 March 2027)", () => {
    expect(wallToInstant("2027-03-14 02:30:00", NY).toISOString()).toBe("2027-03-14T07:30:00.000Z");
  });

  it("counts a night across the autumn change as nine real hours for eight on the clock", () => {
    const from = wallToInstant("2026-10-31 22:00:00", NY);
    const to = wallToInstant("2026-11-01 06:00:00", NY);
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(9);
  });
});
