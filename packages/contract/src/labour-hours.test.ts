import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { costItems, hoursOf, type LabourItem, paidSeconds, rateOn } from "./labour-hours";
import { localDayAndWeek } from "./local-time";

const ZONES = ["America/New_York", "Europe/London", "Asia/Tokyo", "Australia/Sydney"];
const rules = { overtimeWeekHours: 40, overtimeMultiplier: 150 };
const at = (local: string, zone: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(zone).epochMilliseconds;

/** An item of one employee's week: an instant, hours and a rate. */
const itemArb = fc.record({
  employeeId: fc.integer({ min: 1, max: 3 }),
  week: fc.constantFrom("2027-03-08", "2027-03-15"),
  day: fc.constant("2027-03-09"),
  startsAt: fc.integer({ min: 0, max: 1_000_000_000 }),
  paidSeconds: fc.integer({ min: 0, max: 16 * 3600 }),
  rateCents: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
  bonusCents: fc.integer({ min: 0, max: 5_000 }),
  restPremiumCents: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
});

describe("costItems", () => {
  it("splits each week's time past the threshold into overtime, whatever the input order", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 30 }), (items) => {
        const costed = costItems(items, rules);
        const byWeek = new Map<string, { paid: number; overtime: number }>();
        costed.forEach((c, i) => {
          expect(c.regularSeconds + c.overtimeSeconds).toBe(items[i]?.paidSeconds);
          const key = `${c.employeeId}|${c.week}`;
          const sums = byWeek.get(key) ?? { paid: 0, overtime: 0 };
          byWeek.set(key, { paid: sums.paid + c.paidSeconds, overtime: sums.overtime + c.overtimeSeconds });
        });
        for (const { paid, overtime } of byWeek.values()) expect(overtime).toBe(Math.max(0, paid - 40 * 3600));
        const reversed = costItems([...items].reverse(), rules).reverse();
        expect(reversed.map((c) => c.costCents)).toEqual(costed.map((c) => c.costCents));
      }),
    );
  });

  it("prices each item once, to the cent, its overtime at the multiplier, an unpriced item at its bonus and premium", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 30 }), (items) => {
        for (const c of costItems(items, rules)) {
          expect(Number.isInteger(c.costCents)).toBe(true);
          const exact = ((c.rateCents ?? 0) * (c.regularSeconds + 1.5 * c.overtimeSeconds)) / 3600;
          expect(Math.abs(c.wageCents - exact)).toBeLessThanOrEqual(0.5);
          expect(c.costCents).toBe(c.wageCents + c.bonusCents + c.restPremiumCents);
          if (c.rateCents === null) expect(c.wageCents).toBe(0);
        }
      }),
    );
  });

  it("takes positions in start order: the last ones of a 48-hour week carry its 8 overtime hours", () => {
    const base = {
      employeeId: 1,
      week: "2027-02-01",
      day: "2027-02-01",
      rateCents: 2000,
      bonusCents: 0,
      restPremiumCents: 0,
    };
    const items: LabourItem[] = [4, 0, 1, 2, 3].map((d) => ({
      ...base,
      startsAt: d * 86_400_000,
      paidSeconds: (d === 0 ? 8 : 10) * 3600,
    }));
    const costed = costItems(items, rules);
    expect(costed.map((c) => hoursOf(c.overtimeSeconds))).toEqual([8, 0, 0, 0, 0]);
    expect(costed[0]?.costCents).toBe(2 * 2000 + 8 * 3000);
  });
});

describe("paidSeconds", () => {
  it("is the real time between clock-in and clock-out across both DST changes, in New York and London", () => {
    const nights: [string, string, string, number][] = [
      ["America/New_York", "2027-03-13T22:00", "2027-03-14T06:00", 7],
      ["America/New_York", "2027-11-06T22:00", "2027-11-07T06:00", 9],
      ["Europe/London", "2027-03-27T22:00", "2027-03-28T06:00", 7],
      ["Europe/London", "2027-10-30T22:00", "2027-10-31T06:00", 9],
    ];
    for (const [zone, from, to, hours] of nights)
      expect(paidSeconds({ startAt: at(from, zone), endAt: at(to, zone) }, [], 0, 0), `${zone} ${from}`).toBe(
        hours * 3600,
      );
  });

  it("takes out unpaid breaks only, inside the punch, and runs an open punch or break until now", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 3600 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 36_000 }), fc.integer({ min: 1, max: 3600 })), { maxLength: 4 }),
        fc.integer({ min: 0, max: 60 }),
        (length, rawBreaks, paidBreak) => {
          const punch = { startAt: 0, endAt: length * 1000 };
          // Breaks that do not overlap, as the database keeps them.
          let cursor = 0;
          const breaks = rawBreaks.map(([gap, len]) => {
            const startAt = cursor + gap * 1000;
            cursor = startAt + len * 1000;
            return { startAt, endAt: cursor };
          });
          const paid = paidSeconds(punch, breaks, paidBreak, 0);
          const unpaid = breaks
            .map((b) => Math.max(0, Math.min(b.endAt, punch.endAt) - Math.max(b.startAt, punch.startAt)))
            .filter((ms) => ms >= paidBreak * 60_000)
            .reduce((a, b) => a + b, 0);
          expect(paid).toBe(Math.floor(Math.max(0, punch.endAt - unpaid) / 1000));
        },
      ),
    );
    expect(paidSeconds({ startAt: 0, endAt: null }, [{ startAt: 1000, endAt: null }], 0, 61_000)).toBe(1);
  });
});

describe("localDayAndWeek", () => {
  it("puts a shift across midnight on its start day, in its location's zone, in that day's Monday week", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 23 }),
        (zone, offset, hour) => {
          const day = Temporal.PlainDate.from("2026-01-05").add({ days: offset });
          const start = at(`${day}T${String(hour).padStart(2, "0")}:30`, zone);
          const { day: local, week } = localDayAndWeek(start, zone);
          expect(local).toBe(day.toString());
          const monday = Temporal.PlainDate.from(week);
          expect(monday.dayOfWeek).toBe(1);
          expect(day.since(monday).days).toBeLessThan(7);
        },
      ),
    );
    // 22:00 Sunday in New York is Monday 03:00 in London: two weeks for one instant, each in its own zone.
    const sunday = at("2027-02-07T22:00", "America/New_York");
    expect(localDayAndWeek(sunday, "America/New_York").week).toBe("2027-02-01");
    expect(localDayAndWeek(sunday, "Europe/London").week).toBe("2027-02-08");
  });
});

describe("rateOn", () => {
  it("takes the version in force on the day, its role's rate where it has one", () => {
    const versions = [
      { effectiveFrom: "2027-01-01", hourlyRateCents: 2000, roleRates: new Map() },
      { effectiveFrom: "2027-02-04", hourlyRateCents: 2100, roleRates: new Map([[7, 2400]]) },
    ];
    expect(rateOn(versions, "2026-12-31", 7)).toBeNull();
    expect(rateOn(versions, "2027-02-03", 7)).toBe(2000);
    expect(rateOn(versions, "2027-02-04", 7)).toBe(2400);
    expect(rateOn(versions, "2027-02-04", 8)).toBe(2100);
    expect(rateOn(versions, "2027-02-04", null)).toBe(2100);
  });
});
