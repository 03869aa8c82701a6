import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createNamedPlace, shiftAt } from "../auto-fill/test/support";
import { copyWeek, localTime, shiftsBetween } from "./test/support";

// A copy keeps the local wall-clock times across both clock changes, in New York and in London, whose changes
// fall on different Sundays. A time the spring change skips is read an hour later; a repeated one is its first.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hours = (s: { from: string; to: string }) => (Date.parse(s.to) - Date.parse(s.from)) / 3_600_000;

/** A source shift's local 'YYYY-MM-DDTHH:mm' start and end, its copy's, the copy's length and its UTC start. */
type Row = [from: string, to: string, copyFrom: string, copyTo: string, hours: number, utcStart: string];

type Case = {
  zone: string;
  /** A Monday of the week copied from and of the one copied into (DD-MM-YYYY), the latter holding the change. */
  from: string;
  to: string;
  /** Each source shift and what its copy must show and last. */
  shifts: Row[];
};

const CASES: Record<string, Case> = {
  "New York in spring (Sunday 14 March 2027, 02:00 EST -> 03:00 EDT)": {
    zone: "America/New_York",
    from: "01-03-2027",
    to: "08-03-2027",
    shifts: [
      // Before the change in the week: the same offset.
      ["2027-03-01T17:00", "2027-03-01T23:00", "2027-03-08T17:00", "2027-03-08T23:00", 6, "2027-03-08T22:00:00.000Z"],
      // Across the night of the change: 22:00 to 06:00 is an hour shorter.
      ["2027-03-06T22:00", "2027-03-07T06:00", "2027-03-13T22:00", "2027-03-14T06:00", 7, "2027-03-14T03:00:00.000Z"],
      // 02:30 does not exist on the 14th: an hour later on the new clock, as shift creation reads it.
      ["2027-03-07T02:30", "2027-03-07T08:00", "2027-03-14T03:30", "2027-03-14T08:00", 4.5, "2027-03-14T07:30:00.000Z"],
    ],
  },
  "New York in autumn (Sunday 7 November 2027, 02:00 EDT -> 01:00 EST)": {
    zone: "America/New_York",
    from: "25-10-2027",
    to: "01-11-2027",
    shifts: [
      ["2027-10-30T22:00", "2027-10-31T06:00", "2027-11-06T22:00", "2027-11-07T06:00", 9, "2027-11-07T02:00:00.000Z"],
      // 01:30 happens twice on the 7th: the first (EDT).
      ["2027-10-31T01:30", "2027-10-31T05:00", "2027-11-07T01:30", "2027-11-07T05:00", 4.5, "2027-11-07T05:30:00.000Z"],
      // After the change: EST.
      ["2027-10-31T17:00", "2027-10-31T23:00", "2027-11-07T17:00", "2027-11-07T23:00", 6, "2027-11-07T22:00:00.000Z"],
    ],
  },
  "London in spring (Sunday 28 March 2027, 01:00 GMT -> 02:00 BST)": {
    zone: "Europe/London",
    from: "15-03-2027",
    to: "22-03-2027",
    shifts: [
      ["2027-03-20T22:00", "2027-03-21T06:00", "2027-03-27T22:00", "2027-03-28T06:00", 7, "2027-03-27T22:00:00.000Z"],
      ["2027-03-21T01:30", "2027-03-21T04:00", "2027-03-28T02:30", "2027-03-28T04:00", 1.5, "2027-03-28T01:30:00.000Z"],
      ["2027-03-21T12:00", "2027-03-21T16:00", "2027-03-28T12:00", "2027-03-28T16:00", 4, "2027-03-28T11:00:00.000Z"],
    ],
  },
  "London in autumn (Sunday 31 October 2027, 02:00 BST -> 01:00 GMT)": {
    zone: "Europe/London",
    from: "18-10-2027",
    to: "25-10-2027",
    shifts: [
      ["2027-10-23T22:00", "2027-10-24T06:00", "2027-10-30T22:00", "2027-10-31T06:00", 9, "2027-10-30T21:00:00.000Z"],
      ["2027-10-24T01:30", "2027-10-24T03:00", "2027-10-31T01:30", "2027-10-31T03:00", 2.5, "2027-10-31T00:30:00.000Z"],
      ["2027-10-24T12:00", "2027-10-24T16:00", "2027-10-31T12:00", "2027-10-31T16:00", 4, "2027-10-31T12:00:00.000Z"],
    ],
  },
};

describe("copying a week across a clock change", () => {
  for (const [name, c] of Object.entries(CASES)) {
    it(`keeps the wall-clock times: ${name}`, async () => {
      const owner = await registerOwner(t.app);
      const place = await createNamedPlace(t, owner, c.zone);
      for (const [from, to] of c.shifts) await shiftAt(owner, place, from, to, { name: `Shift ${from}` });
      const result = await copyWeek(owner, { location_id: place.locationId, from_week: c.from, to_week: c.to });
      expect(result).toMatchObject({ created: c.shifts.length, time_zone: c.zone });
      const monday = parseDayMonthYear(c.to);
      if (!monday) throw new Error("a bad date in the cases");
      const copies = await shiftsBetween(owner, place.locationId, c.to, formatDayMonthYear(monday.add({ days: 6 })));
      expect(
        copies.map((s) => ({
          copy: [localTime(s.from, c.zone), localTime(s.to, c.zone)],
          hours: hours(s),
          utcStart: s.from,
          // The slot spans the shift.
          slot: [s.shift_time_slots[0]?.from, s.shift_time_slots.at(-1)?.to],
        })),
      ).toEqual(
        c.shifts.map(([, , copyFrom, copyTo, length, utcStart], i) => ({
          copy: [copyFrom, copyTo],
          hours: length,
          utcStart,
          slot: [copies[i]?.from, copies[i]?.to],
        })),
      );
      // Copying again finds every copy where it was put: nothing more.
      const again = await copyWeek(owner, { location_id: place.locationId, from_week: c.from, to_week: c.to });
      expect(again).toMatchObject({ created: 0, skipped_duplicates: c.shifts.length });
    });
  }
});
