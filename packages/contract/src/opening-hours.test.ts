import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { WEEKDAYS } from "./enums";
import { type Opening, openingHoursBody, openingMinutes } from "./opening-hours";

// Two openings may be saved together exactly when no minute of the week is in both, the week going round.

const WEEK = 7 * 1440;
const clock = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
const opening = fc.record({ weekday: fc.constantFrom(...WEEKDAYS), open: clock, close: clock });

/** The minutes of the week an opening covers, counted the slow way. */
function minutesOf(o: Opening): Set<number> {
  const { start, end } = openingMinutes(o);
  const covered = new Set<number>();
  for (let minute = start; minute < end; minute++) covered.add(minute % WEEK);
  return covered;
}

describe("openings that overlap", () => {
  it("are refused exactly when they share a minute of the week", () => {
    fc.assert(
      fc.property(opening, opening, (a, b) => {
        const ofB = minutesOf(b);
        const shared = [...minutesOf(a)].some((minute) => ofB.has(minute));
        expect(openingHoursBody.safeParse({ days: [a, b] }).success).toBe(!shared);
      }),
      { numRuns: 200 },
    );
  });

  it("last from 15 minutes to a whole day", () => {
    fc.assert(
      fc.property(opening, (o) => {
        const { start, end } = openingMinutes(o);
        expect(end - start).toBeGreaterThanOrEqual(15);
        expect(end - start).toBeLessThanOrEqual(1440);
      }),
    );
  });
});
