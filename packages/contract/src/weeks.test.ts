import { describe, expect, it } from "vitest";
import { weekContaining } from "./weeks";

const iso = (w: { from: Date; to: Date }) => [w.from.toISOString(), w.to.toISOString()];

describe("weekContaining", () => {
  it("runs Monday 00:00 to Monday 00:00 in the location's zone, not in UTC", () => {
    // Sunday 10 January 2027, 23:00 in New York is already Monday in UTC, yet belongs to the week before.
    expect(iso(weekContaining(new Date("2027-01-11T04:00:00Z"), "America/New_York"))).toEqual([
      "2027-01-04T05:00:00.000Z",
      "2027-01-11T05:00:00.000Z",
    ]);
    expect(iso(weekContaining(new Date("2027-01-11T05:00:00Z"), "America/New_York"))).toEqual([
      "2027-01-11T05:00:00.000Z",
      "2027-01-18T05:00:00.000Z",
    ]);
  });

  it("is 167 hours long in the week the clocks go forward", () => {
    const week = weekContaining(new Date("2027-03-10T12:00:00Z"), "America/New_York");
    expect(iso(week)).toEqual(["2027-03-08T05:00:00.000Z", "2027-03-15T04:00:00.000Z"]);
  });
});
