import { describe, expect, it } from "vitest";
import { AUTO_FILL_SOLVER, autoFillTimeLimitSeconds } from "./auto-fill";

// The time auto-fill may take grows with a group's week (issue 35: 1,000 employees and 5,000 positions in under 10 s).

describe("autoFillTimeLimitSeconds", () => {
  it("is the base up to 1,000 open positions, a second more per 1,000 after, and never past the most", () => {
    expect(autoFillTimeLimitSeconds(1)).toBe(AUTO_FILL_SOLVER.timeLimitSeconds);
    expect(autoFillTimeLimitSeconds(1000)).toBe(6);
    expect(autoFillTimeLimitSeconds(2500)).toBe(7.5);
    expect(autoFillTimeLimitSeconds(5000)).toBe(10);
    expect(autoFillTimeLimitSeconds(20_000)).toBe(AUTO_FILL_SOLVER.maxTimeLimitSeconds);
  });
});
