import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { coverageOf, medianRate, nameOf, shiftsOf, startGrid } from "./build-shifts-plan";

// The arithmetic around build-shifts' program: names, the start grid across a clock change, shifts of several roles
// made one, coverage, and a role's rate.

const ZONE = "America/New_York";
const at = (iso: string) => Temporal.PlainDateTime.from(iso).toZonedDateTime(ZONE).epochMilliseconds;
const STARTERS = [
  { name: "Breakfast", from: "07:00:00", to: "11:00:00" },
  { name: "Lunch", from: "11:00:00", to: "15:00:00" },
  { name: "Dinner", from: "17:00:00", to: "22:00:00" },
  { name: "Late Night", from: "22:00:00", to: "02:00:00" },
];

describe("nameOf", () => {
  it("takes the usual times overlapping the shift most, when they cover half of it", () => {
    expect(nameOf(at("2027-01-11T10:30"), at("2027-01-11T14:00"), ZONE, STARTERS, "en")).toBe("Lunch");
    expect(nameOf(at("2027-01-11T16:00"), at("2027-01-11T22:00"), ZONE, STARTERS, "en")).toBe("Dinner");
    // After midnight, the night before's Late Night.
    expect(nameOf(at("2027-01-12T00:00"), at("2027-01-12T03:00"), ZONE, STARTERS, "en")).toBe("Late Night");
  });
  it("falls back to the day part in the caller's language", () => {
    expect(nameOf(at("2027-01-11T14:30"), at("2027-01-11T17:30"), ZONE, STARTERS, "es")).toBe("Mediodía");
    expect(nameOf(at("2027-01-11T05:00"), at("2027-01-11T08:00"), ZONE, [], "fr")).toBe("Matin");
    expect(nameOf(at("2027-01-11T18:00"), at("2027-01-11T23:00"), ZONE, [], "en")).toBe("Evening");
    expect(nameOf(at("2027-01-11T23:00"), at("2027-01-12T04:00"), ZONE, [], "en")).toBe("Night");
  });
});

describe("startGrid", () => {
  it("allows the local half hours from now on, across the spring change", () => {
    // 14 March 2027: 01:00, 01:15 ... then 03:00 (02:00 to 03:00 does not exist).
    const first = at("2027-03-14T01:00");
    const starts = Array.from({ length: 8 }, (_, i) => first + i * 15 * 60_000);
    expect(startGrid(starts, ZONE, 30, first + 15 * 60_000)).toEqual([
      false,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    const local = starts.map((s) =>
      Temporal.Instant.fromEpochMilliseconds(s).toZonedDateTimeISO(ZONE).toPlainTime().toString(),
    );
    expect(local[4]).toBe("03:00:00");
  });
});

describe("shiftsOf", () => {
  it("makes positions of several roles with the same times one shift", () => {
    const planned = shiftsOf(
      new Map([
        [7, [{ start: 4, length: 12, count: 2 }]],
        [
          9,
          [
            { start: 4, length: 12, count: 1 },
            { start: 0, length: 12, count: 1 },
          ],
        ],
      ]),
    );
    expect(planned).toEqual([
      { start: 0, length: 12, roles: [{ areaRoleId: 9, count: 1 }] },
      {
        start: 4,
        length: 12,
        roles: [
          { areaRoleId: 7, count: 2 },
          { areaRoleId: 9, count: 1 },
        ],
      },
    ]);
  });
});

describe("coverageOf", () => {
  it("counts person-hours from the first quarter still to come", () => {
    expect(coverageOf([4, 2, 2, 0, 1], [0, 3, 1, 1, 1], 1)).toEqual({
      required_hours: 1.25,
      covered_hours: 1,
      over_hours: 0.5,
      under_hours: 0.25,
    });
  });
});

describe("medianRate", () => {
  const version = (from: string, cents: number, roles: [number, number][] = []) => ({
    effectiveFrom: from,
    hourlyRateCents: cents,
    roleRates: new Map(roles),
  });
  it("takes the middle of the holders' rates that day, role rates first", () => {
    const wages = new Map([
      [1, [version("2026-01-01", 1800), version("2027-01-01", 2200)]],
      [2, [version("2026-01-01", 2000, [[5, 3000]])]],
      [3, [version("2027-06-01", 1000)]],
    ]);
    expect(medianRate([1, 2, 3], wages, "2027-01-11", 5)).toBe(2600);
    expect(medianRate([1, 2, 3], wages, "2026-06-01", 5)).toBe(2400);
    expect(medianRate([3], wages, "2027-01-11", 5)).toBeNull();
  });
});
