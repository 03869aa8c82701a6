import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { planCopies } from "./plan";

const NY = "America/New_York";
const shift = (id: number, name: string, from: string, to: string, chunk = 1) => ({
  id,
  name,
  startsAt: new Date(from),
  endsAt: new Date(to),
  chunk,
});
const monday = (d: string) => Temporal.PlainDate.from(d);

describe("planCopies", () => {
  // Tuesday 12 January 2027, 17:00-23:00 and 18:00-22:00 in New York.
  const dinner = shift(1, "Dinner", "2027-01-12T22:00:00Z", "2027-01-13T04:00:00Z", 2);
  const late = shift(2, "Late", "2027-01-12T23:00:00Z", "2027-01-13T03:00:00Z");
  const base = {
    source: [dinner, late],
    timeZone: NY,
    fromMonday: monday("2027-01-11"),
    targetMondays: [monday("2027-01-18"), monday("2027-01-25")],
    existing: [],
    now: new Date("2027-01-01T00:00:00Z"),
  };

  it("plans each shift once per week, in week order, with its slots split", () => {
    const plan = planCopies(base);
    expect(plan.copies.map((c) => [c.source.id, c.from.toISOString(), c.slots.length])).toEqual([
      [1, "2027-01-19T22:00:00.000Z", 2],
      [2, "2027-01-19T23:00:00.000Z", 1],
      [1, "2027-01-26T22:00:00.000Z", 2],
      [2, "2027-01-26T23:00:00.000Z", 1],
    ]);
    expect(plan.copies[0]?.slots.map((s) => [s.seq, s.type, s.startsAt.toISOString()])).toEqual([
      [1, "Half", "2027-01-19T22:00:00.000Z"],
      [2, "Half", "2027-01-20T01:00:00.000Z"],
    ]);
  });

  it("counts duplicates as a multiset: same name and start only", () => {
    const existing = [
      { name: "Dinner", startsAt: new Date("2027-01-19T22:00:00Z") },
      { name: "Late", startsAt: new Date("2027-01-19T22:00:00Z") },
      { name: "Dinner", startsAt: new Date("2027-01-26T22:30:00Z") },
    ];
    const plan = planCopies({ ...base, existing });
    expect(plan.skippedDuplicates).toBe(1);
    expect(plan.copies).toHaveLength(3);
    const twice = planCopies({
      ...base,
      source: [dinner, { ...dinner, id: 3 }],
      targetMondays: [monday("2027-01-18")],
      existing: existing.slice(0, 1),
    });
    expect([twice.copies.map((c) => c.source.id), twice.skippedDuplicates]).toEqual([[3], 1]);
  });

  it("skips the copies that would start by now", () => {
    const plan = planCopies({ ...base, now: new Date("2027-01-19T22:30:00Z") });
    expect([plan.skippedPast, plan.copies.map((c) => c.from.toISOString())]).toEqual([
      1,
      ["2027-01-19T23:00:00.000Z", "2027-01-26T22:00:00.000Z", "2027-01-26T23:00:00.000Z"],
    ]);
  });
});
