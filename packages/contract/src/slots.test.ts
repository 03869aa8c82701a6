import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { splitIntoSlots, weekdayIn } from "./slots";

const at = (iso: string, tz: string) => new Date(Temporal.ZonedDateTime.from(`${iso}[${tz}]`).epochMilliseconds);

describe("splitIntoSlots", () => {
  it("gives one Full slot for chunk 1", () => {
    const from = new Date("2026-11-23T14:00:00Z");
    const to = new Date("2026-11-23T22:00:00Z");
    expect(splitIntoSlots(from, to, 1)).toEqual([{ seq: 1, from, to, type: "Full" }]);
  });

  it("splits real elapsed time evenly across the autumn DST change in New York", () => {
    // 2026-11-01 01:00 EDT falls back to 01:00 EST: 22:00 to 06:00 on the wall clock is 9 real hours.
    const from = at("2026-10-31T22:00", "America/New_York");
    const to = at("2026-11-01T06:00", "America/New_York");
    const slots = splitIntoSlots(from, to, 3);
    expect(slots.map((s) => s.to.getTime() - s.from.getTime())).toEqual([3, 3, 3].map((h) => h * 3600_000));
    expect(slots.every((s) => s.type === "Half")).toBe(true);
  });

  it("property: slots are contiguous, cover from..to, are equal to the millisecond, across DST", () => {
    const zones = ["America/New_York", "Europe/Berlin", "Australia/Sydney", "Asia/Kolkata", "UTC"];
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2026-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 1, max: 36 * 3600_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(...zones),
        (from, span, chunk, zone) => {
          const to = new Date(from.getTime() + span);
          const slots = splitIntoSlots(from, to, chunk);
          expect(slots).toHaveLength(chunk);
          expect(slots[0]?.from.getTime()).toBe(from.getTime());
          expect(slots.at(-1)?.to.getTime()).toBe(to.getTime());
          for (let i = 1; i < slots.length; i++) expect(slots[i]?.from.getTime()).toBe(slots[i - 1]?.to.getTime());
          const lengths = slots.map((s) => s.to.getTime() - s.from.getTime());
          expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1);
          expect(weekdayIn(from, zone)).toMatch(/day$/);
        },
      ),
    );
  });

  it("refuses a chunk outside 1..3 and an empty range", () => {
    const from = new Date("2026-11-23T14:00:00Z");
    expect(() => splitIntoSlots(from, new Date("2026-11-23T15:00:00Z"), 4)).toThrow(RangeError);
    expect(() => splitIntoSlots(from, from, 1)).toThrow(RangeError);
  });
});

describe("weekdayIn", () => {
  it("names the day in the location's zone, not in UTC", () => {
    const lateSundayInLa = new Date("2026-11-23T05:00:00Z"); // Sunday 21:00 in Los Angeles, Monday in UTC
    expect(weekdayIn(lateSundayInLa, "America/Los_Angeles")).toBe("Sunday");
    expect(weekdayIn(lateSundayInLa, "UTC")).toBe("Monday");
  });
});
