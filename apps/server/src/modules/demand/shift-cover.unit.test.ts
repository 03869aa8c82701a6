import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lengthsOf } from "./build-shifts-plan";
import { type CoverShift, coverDemand, stretchesOf } from "./shift-cover";

// The integer program of build-shifts on needs whose best cover is known, and on random needs: every reachable
// quarter covered, and never more position-hours than a simple cover uses.

const covered = (shifts: readonly CoverShift[], quarters: number) => {
  const people = new Array<number>(quarters).fill(0);
  for (const s of shifts)
    for (let q = s.start; q < Math.min(quarters, s.start + s.length); q++) people[q] = (people[q] ?? 0) + s.count;
  return people;
};
const positionQuarters = (shifts: readonly CoverShift[]) => shifts.reduce((sum, s) => sum + s.length * s.count, 0);
/** A need of `people` over the quarters [from, to). */
const need = (quarters: number, ...runs: [from: number, to: number, people: number][]) => {
  const out = new Array<number>(quarters).fill(0);
  for (const [from, to, people] of runs) for (let q = from; q < to; q++) out[q] = people;
  return out;
};
const every = (quarters: number, step: number) => Array.from({ length: quarters }, (_, q) => q % step === 0);

describe("coverDemand", () => {
  it("covers set-up, lunch, dinner and close-down with the fewest position-hours", async () => {
    // A day at 15 minutes: 1 person 10:30-11:00, 2 for 11:00-14:00 and 17:00-22:00, 1 until 22:15.
    const day = need(96, [42, 44, 1], [44, 56, 2], [68, 88, 2], [88, 89, 1]);
    const shifts = await coverDemand({ need: day, canStart: every(96, 2), lengths: lengthsOf(3, 8, 30) });
    // Lunch 10:30-14:00 and 11:00-14:00 (6.5 h, exactly the need); dinner 17:00-22:30 and 17:00-22:00 (10.5 h: shifts
    // end on the half hour, so 22:15 costs a quarter over).
    expect(shifts).toEqual([
      { start: 42, length: 14, count: 1 },
      { start: 44, length: 12, count: 1 },
      { start: 68, length: 20, count: 1 },
      { start: 68, length: 22, count: 1 },
    ]);
    expect(positionQuarters(shifts)).toBe(68);
  });

  it("bridges a short gap with one shift rather than two minimum ones", async () => {
    // One person for an hour, half an hour off, one for an hour: one 3-hour shift, not two.
    const shifts = await coverDemand({
      need: need(40, [8, 12, 1], [14, 18, 1]),
      canStart: every(40, 1),
      lengths: lengthsOf(3, 8, 15),
    });
    expect(positionQuarters(shifts)).toBe(12);
    expect(shifts.reduce((n, s) => n + s.count, 0)).toBe(1);
  });

  it("leaves under only the quarters no allowed start reaches", async () => {
    // Starts allowed from quarter 4 on: quarters 0-3 cannot be covered; the rest is.
    const shifts = await coverDemand({
      need: need(24, [0, 16, 1]),
      canStart: Array.from({ length: 24 }, (_, q) => q >= 4),
      lengths: [12],
    });
    const people = covered(shifts, 24);
    expect(people.slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(people.slice(4, 16).every((p) => p >= 1)).toBe(true);
  });

  it("splits the period into stretches only where no shift reaches across", () => {
    expect(stretchesOf(need(60, [0, 4, 1], [10, 14, 1], [50, 52, 2]), 32)).toEqual([
      { first: 0, last: 13 },
      { first: 50, last: 51 },
    ]);
  });

  it("covers every quarter of a random need, with no more position-hours than shifts laid end to end", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 96 }), async (needs) => {
        const lengths = lengthsOf(2, 4, 15);
        const shifts = await coverDemand({ need: needs, canStart: every(needs.length, 1), lengths });
        const people = covered(shifts, needs.length);
        expect(needs.every((n, q) => (people[q] ?? 0) >= n)).toBe(true);
        // A simple cover: for each person level, 4-hour shifts laid end to end over each run of need at that level.
        let simple = 0;
        for (let level = 1; level <= 3; level++) {
          let q = 0;
          while (q < needs.length) {
            if ((needs[q] ?? 0) >= level) {
              simple += 16;
              q += 16;
            } else q += 1;
          }
        }
        expect(positionQuarters(shifts)).toBeLessThanOrEqual(simple);
      }),
      { numRuns: 40 },
    );
  });
});

describe("lengthsOf", () => {
  it("steps by the start grid and always offers the longest", () => {
    expect(lengthsOf(3, 4, 30)).toEqual([12, 14, 16]);
    expect(lengthsOf(3.25, 5, 60)).toEqual([13, 17, 20]);
  });
});
