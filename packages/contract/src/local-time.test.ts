import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { dateIn, localDayAndWeek, mondayOf, startOfDayIn, todayIn, weekContaining, weekStartIn } from "./local-time";

// The one definition of a location's local day and week, across midnights and DST changes in zones on both sides of
// UTC: New York springs forward 2026-03-08 02:00 and falls back 2026-11-01 02:00; London 2026-03-29 01:00 and
// 2026-10-25 02:00; Sydney, in the south, the other way round.

const iso = (w: { from: Date; to: Date }) => [w.from.toISOString(), w.to.toISOString()];
const day = (text: string) => Temporal.PlainDate.from(text);
const utc = (text: string) => new Date(text);

describe("dateIn", () => {
  it("is the day on the zone's clock, either side of local midnight and of each clock change", () => {
    // New York, spring: Saturday 7 March 23:59:59 EST, Sunday 00:00 EST, and 03:00 EDT straight after 01:59:59 EST.
    expect(dateIn(utc("2026-03-08T04:59:59Z"), "America/New_York").toString()).toBe("2026-03-07");
    expect(dateIn(utc("2026-03-08T05:00:00Z"), "America/New_York").toString()).toBe("2026-03-08");
    expect(dateIn(utc("2026-03-08T06:59:59Z"), "America/New_York").toString()).toBe("2026-03-08");
    expect(dateIn(utc("2026-03-08T07:00:00Z"), "America/New_York").toString()).toBe("2026-03-08");
    // Sunday 8 March ends at 04:00 UTC, an hour earlier than it began.
    expect(dateIn(utc("2026-03-09T03:59:59Z"), "America/New_York").toString()).toBe("2026-03-08");
    expect(dateIn(utc("2026-03-09T04:00:00Z"), "America/New_York").toString()).toBe("2026-03-09");
    // London, spring: midnight is UTC's until the jump at 01:00 GMT, then an hour ahead.
    expect(dateIn(utc("2026-03-28T23:59:59Z"), "Europe/London").toString()).toBe("2026-03-28");
    expect(dateIn(utc("2026-03-29T00:00:00Z"), "Europe/London").toString()).toBe("2026-03-29");
    expect(dateIn(utc("2026-03-29T22:59:59Z"), "Europe/London").toString()).toBe("2026-03-29");
    expect(dateIn(utc("2026-03-29T23:00:00Z"), "Europe/London").toString()).toBe("2026-03-30");
    // Autumn: London's Sunday 25 October begins at 23:00 UTC the day before, New York's 1 November at 04:00 UTC.
    expect(dateIn(utc("2026-10-24T22:59:59Z"), "Europe/London").toString()).toBe("2026-10-24");
    expect(dateIn(utc("2026-10-24T23:00:00Z"), "Europe/London").toString()).toBe("2026-10-25");
    expect(dateIn(utc("2026-10-31T03:59:59Z"), "America/New_York").toString()).toBe("2026-10-30");
    expect(dateIn(utc("2026-11-01T04:00:00Z"), "America/New_York").toString()).toBe("2026-11-01");
    // Epoch milliseconds read the same as a Date.
    expect(dateIn(Date.parse("2026-11-01T04:00:00Z"), "America/New_York").toString()).toBe("2026-11-01");
  });

  it("gives today on the zone's calendar", () => {
    expect(todayIn("America/New_York", utc("2026-03-09T03:59:59Z")).toString()).toBe("2026-03-08");
    expect(todayIn("Europe/London", utc("2026-03-09T03:59:59Z")).toString()).toBe("2026-03-09");
  });
});

describe("startOfDayIn", () => {
  it("is the day's first moment: 23 or 25 hours from the day before's on a clock change", () => {
    expect(startOfDayIn(day("2026-03-08"), "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfDayIn(day("2026-03-09"), "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfDayIn(day("2026-11-01"), "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfDayIn(day("2026-11-02"), "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(startOfDayIn(day("2026-03-29"), "Europe/London").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(startOfDayIn(day("2026-03-30"), "Europe/London").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    expect(startOfDayIn(day("2026-10-25"), "Europe/London").toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(startOfDayIn(day("2026-10-26"), "Europe/London").toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });

  it("is 01:00 on a day whose midnight the clocks skip (Havana springs forward at 00:00)", () => {
    expect(startOfDayIn(day("2026-03-08"), "America/Havana").toISOString()).toBe("2026-03-08T05:00:00.000Z");
  });
});

describe("mondayOf", () => {
  it("is the day itself on a Monday, else the Monday before", () => {
    expect(mondayOf(day("2026-03-09")).toString()).toBe("2026-03-09");
    expect(mondayOf(day("2026-03-08")).toString()).toBe("2026-03-02");
    expect(mondayOf(day("2026-03-10")).toString()).toBe("2026-03-09");
    expect(mondayOf(day("2027-01-03")).toString()).toBe("2026-12-28");
  });
});

describe("weekStartIn and weekContaining", () => {
  it("runs Monday 00:00 to Monday 00:00 in the location's zone, not in UTC", () => {
    // Sunday 10 January 2027, 23:00 in New York is already Monday in UTC, yet belongs to the week before.
    expect(iso(weekContaining(utc("2027-01-11T04:00:00Z"), "America/New_York"))).toEqual([
      "2027-01-04T05:00:00.000Z",
      "2027-01-11T05:00:00.000Z",
    ]);
    expect(iso(weekContaining(utc("2027-01-11T05:00:00Z"), "America/New_York"))).toEqual([
      "2027-01-11T05:00:00.000Z",
      "2027-01-18T05:00:00.000Z",
    ]);
  });

  it("is 167 hours long in the week the clocks go forward, 169 in the week they go back, in both zones", () => {
    const hours = (w: { from: Date; to: Date }) => (w.to.getTime() - w.from.getTime()) / 3_600_000;
    const newYorkSpring = weekContaining(utc("2026-03-08T12:00:00Z"), "America/New_York");
    expect(iso(newYorkSpring)).toEqual(["2026-03-02T05:00:00.000Z", "2026-03-09T04:00:00.000Z"]);
    expect(hours(newYorkSpring)).toBe(167);
    const londonSpring = weekContaining(utc("2026-03-29T12:00:00Z"), "Europe/London");
    expect(iso(londonSpring)).toEqual(["2026-03-23T00:00:00.000Z", "2026-03-29T23:00:00.000Z"]);
    expect(hours(londonSpring)).toBe(167);
    expect(hours(weekContaining(utc("2026-11-01T12:00:00Z"), "America/New_York"))).toBe(169);
    expect(hours(weekContaining(utc("2026-10-25T12:00:00Z"), "Europe/London"))).toBe(169);
  });

  it("puts the last moment of a DST Sunday in its week and the next instant in the next week", () => {
    // New York's Sunday 8 March ends at 04:00 UTC (EDT); London's Sunday 29 March at 23:00 UTC (BST).
    expect(weekStartIn(utc("2026-03-09T03:59:59.999Z"), "America/New_York").toString()).toBe("2026-03-02");
    expect(weekStartIn(utc("2026-03-09T04:00:00Z"), "America/New_York").toString()).toBe("2026-03-09");
    expect(weekStartIn(utc("2026-03-29T22:59:59.999Z"), "Europe/London").toString()).toBe("2026-03-23");
    expect(weekStartIn(utc("2026-03-29T23:00:00Z"), "Europe/London").toString()).toBe("2026-03-30");
    // One instant, two weeks: 23:30 on Sunday in New York is Monday 04:30 in London.
    expect(weekStartIn(utc("2027-03-15T03:30:00Z"), "America/New_York").toString()).toBe("2027-03-08");
    expect(weekStartIn(utc("2027-03-15T03:30:00Z"), "Europe/London").toString()).toBe("2027-03-15");
  });

  it("agrees with itself: an instant lies in its week, whose ends are its Monday and the next one's first moments", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("America/New_York", "Europe/London", "Australia/Sydney", "Asia/Kolkata"),
        fc.integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2028-01-01T00:00:00Z") }),
        (zone, ms) => {
          const week = weekContaining(ms, zone);
          expect(week.from.getTime()).toBeLessThanOrEqual(ms);
          expect(ms).toBeLessThan(week.to.getTime());
          const monday = weekStartIn(ms, zone);
          expect(monday.dayOfWeek).toBe(1);
          expect(dateIn(week.from, zone).equals(monday)).toBe(true);
          expect(dateIn(week.to, zone).equals(monday.add({ days: 7 }))).toBe(true);
          expect(dateIn(week.to.getTime() - 1, zone).equals(monday.add({ days: 6 }))).toBe(true);
          expect(localDayAndWeek(ms, zone)).toEqual({ day: dateIn(ms, zone).toString(), week: monday.toString() });
        },
      ),
    );
  });
});
