import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LabourRule, requiredPeople } from "./labour-model";

// The people a rule asks for from an hour's demand (demand.md, "Labour model").

const rule = (patch: Partial<LabourRule>): Omit<LabourRule, "role" | "area"> => ({
  area_role_id: 1,
  driver: "sales",
  min: 0,
  before_open_min: 0,
  after_close_min: 0,
  ...patch,
});

describe("requiredPeople", () => {
  it("is one person per `per` rounded up, a step's people, or the fixed count, within min and max", () => {
    expect(requiredPeople(rule({ per: 150 }), 0)).toBe(0);
    expect(requiredPeople(rule({ per: 150 }), 150)).toBe(1);
    expect(requiredPeople(rule({ per: 150 }), 150.01)).toBe(2);
    expect(requiredPeople(rule({ per: 150, min: 1 }), 0)).toBe(1);
    expect(requiredPeople(rule({ per: 150, max: 3 }), 10_000)).toBe(3);
    const steps = [
      { from: 0, people: 1 },
      { from: 40, people: 2 },
      { from: 90, people: 4 },
    ];
    expect(requiredPeople(rule({ driver: "transactions", steps }), 39.9)).toBe(1);
    expect(requiredPeople(rule({ driver: "transactions", steps }), 40)).toBe(2);
    expect(requiredPeople(rule({ driver: "transactions", steps }), 500)).toBe(4);
    expect(requiredPeople(rule({ driver: "fixed", count: 2 }), 0)).toBe(2);
  });

  it("never falls as demand rises, and stays within min and max", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 10 }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (per, min, extra, a, b) => {
          const r = rule({ per, min, max: min + extra });
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(requiredPeople(r, low)).toBeLessThanOrEqual(requiredPeople(r, high));
          expect(requiredPeople(r, high)).toBeGreaterThanOrEqual(min);
          expect(requiredPeople(r, high)).toBeLessThanOrEqual(min + extra);
        },
      ),
    );
  });
});
