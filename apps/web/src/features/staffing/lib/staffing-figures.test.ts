import type { StaffingRole } from "@brigade/contract/staffing";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  activeWindow,
  anyRequired,
  buckets,
  dayWindow,
  periodTotals,
  roleTotals,
  shownPeriod,
  within,
} from "./staffing-figures";

const NEW_YORK = "America/New_York";

/** Every quarter of a day on a zone's clock, as the server lists them (UTC instants). */
function quartersOf(day: string, timeZone: string): string[] {
  const date = Temporal.PlainDate.from(day);
  const from = date.toZonedDateTime({ timeZone }).toInstant();
  const to = date.add({ days: 1 }).toZonedDateTime({ timeZone }).toInstant();
  const out: string[] = [];
  for (let at = from; Temporal.Instant.compare(at, to) < 0; at = at.add({ minutes: 15 })) out.push(at.toString());
  return out;
}

/** A role whose figures come from a function of each quarter's local time. */
function roleOver(starts: string[], timeZone: string, figures: (local: Temporal.ZonedDateTime) => [number, number]) {
  const pairs = starts.map((s) => figures(Temporal.Instant.from(s).toZonedDateTimeISO(timeZone)));
  return {
    area_role_id: 1,
    role: "Server",
    area: "Front of House",
    required: pairs.map(([r]) => r),
    scheduled: pairs.map(([, s]) => s),
    held: pairs.map(() => 0),
    days: [],
  } satisfies StaffingRole;
}

describe("shownPeriod", () => {
  it("reads a day view as its day, across a change of clock too", () => {
    // 1 Nov 2026 in New York has 25 hours.
    expect(
      shownPeriod({ from: "2026-11-01T04:00:00.000Z", to: "2026-11-02T05:00:00.000Z", date: "2026-11-01" }),
    ).toEqual({ grain: "day", from: Temporal.PlainDate.from("2026-11-01"), to: Temporal.PlainDate.from("2026-11-01") });
  });

  it("reads a week as Monday to Sunday", () => {
    const period = shownPeriod({
      from: "2026-12-07T05:00:00.000Z",
      to: "2026-12-14T05:00:00.000Z",
      date: "2026-12-07",
    });
    expect(period.grain).toBe("week");
    expect([period.from.toString(), period.to.toString()]).toEqual(["2026-12-07", "2026-12-13"]);
  });
});

describe("buckets", () => {
  it("averages each hour of the location's clock over its quarters, with the people under and over", () => {
    const starts = quartersOf("2026-12-08", NEW_YORK);
    // Two required from 11:00; one scheduled from 11:30, three from 13:00.
    const role = roleOver(starts, NEW_YORK, (t) => [
      t.hour >= 11 ? 2 : 0,
      t.hour >= 13 ? 3 : t.hour * 60 + t.minute >= 11 * 60 + 30 ? 1 : 0,
    ]);
    const hours = buckets(starts, role, NEW_YORK, 60);
    expect(hours).toHaveLength(24);
    const at = (hour: number) => hours.find((b) => b.hour === hour);
    expect(at(11)).toMatchObject({ required: 2, scheduled: 0.5, short: 1.5, over: 0, minute: 0 });
    expect(at(12)).toMatchObject({ required: 2, scheduled: 1, short: 1, over: 0 });
    expect(at(13)).toMatchObject({ required: 2, scheduled: 3, short: 0, over: 1 });
    expect(at(11)?.start).toBe("2026-12-08T16:00:00Z");
    expect(at(11)?.day.toString()).toBe("2026-12-08");

    const quarters = buckets(starts, role, NEW_YORK, 15);
    expect(quarters).toHaveLength(96);
    expect(quarters.find((b) => b.hour === 11 && b.minute === 30)).toMatchObject({
      required: 2,
      scheduled: 1,
      short: 1,
    });
  });

  it("keeps the hour an autumn change repeats apart, and has 23 hours on a spring day", () => {
    const autumn = quartersOf("2026-11-01", NEW_YORK);
    expect(autumn).toHaveLength(100);
    const hours = buckets(
      autumn,
      roleOver(autumn, NEW_YORK, () => [1, 0]),
      NEW_YORK,
      60,
    );
    expect(hours).toHaveLength(25);
    expect(hours.filter((b) => b.hour === 1).map((b) => b.start)).toEqual([
      "2026-11-01T05:00:00Z",
      "2026-11-01T06:00:00Z",
    ]);
    expect(hours.every((b) => b.short === 1)).toBe(true);

    const spring = quartersOf("2026-03-08", NEW_YORK);
    expect(
      buckets(
        spring,
        roleOver(spring, NEW_YORK, () => [0, 0]),
        NEW_YORK,
        60,
      ),
    ).toHaveLength(23);
  });

  it("groups by the zone's own hours where its offset has half hours", () => {
    const kolkata = "Asia/Kolkata";
    const starts = quartersOf("2026-12-08", kolkata);
    const hours = buckets(
      starts,
      roleOver(starts, kolkata, (t) => [t.hour === 9 ? 1 : 0, 0]),
      kolkata,
      60,
    );
    expect(hours).toHaveLength(24);
    expect(hours.find((b) => b.hour === 9)).toMatchObject({ required: 1, short: 1, start: "2026-12-08T03:30:00Z" });
  });
});

describe("activeWindow", () => {
  it("keeps each day's stretch from the earliest to the latest time anything is required or scheduled", () => {
    const starts = [...quartersOf("2026-12-08", NEW_YORK), ...quartersOf("2026-12-09", NEW_YORK)];
    const role = roleOver(starts, NEW_YORK, (t) =>
      t.day === 8 ? [t.hour >= 11 && t.hour < 14 ? 1 : 0, 0] : [0, t.hour >= 17 && t.hour < 22 ? 2 : 0],
    );
    const kept = activeWindow(buckets(starts, role, NEW_YORK, 60));
    expect(kept.map((b) => `${b.day.day} ${b.hour}`)).toEqual(
      [8, 9].flatMap((day) => Array.from({ length: 11 }, (_, i) => `${day} ${11 + i}`)),
    );
  });

  it("gives every role the same stretch: the earliest to the latest of them all", () => {
    const starts = quartersOf("2026-12-08", NEW_YORK);
    const lunch = buckets(
      starts,
      roleOver(starts, NEW_YORK, (t) => [t.hour >= 11 && t.hour < 14 ? 1 : 0, 0]),
      NEW_YORK,
      15,
    );
    const late = buckets(
      starts,
      roleOver(starts, NEW_YORK, (t) => [0, t.hour === 21 && t.minute >= 30 ? 1 : 0]),
      NEW_YORK,
      15,
    );
    const window = dayWindow([lunch, late]);
    expect(window).toEqual({ first: 11 * 60, last: 21 * 60 + 45 });
    const kept = within(lunch, window);
    expect(kept).toHaveLength(44);
    expect([kept[0]?.hour, kept.at(-1)?.hour, kept.at(-1)?.minute]).toEqual([11, 21, 45]);
    expect(dayWindow([])).toBeNull();
    expect(within(lunch, null)).toEqual([]);
  });

  it("keeps nothing when nothing is required or scheduled", () => {
    const starts = quartersOf("2026-12-08", NEW_YORK);
    expect(
      activeWindow(
        buckets(
          starts,
          roleOver(starts, NEW_YORK, () => [0, 0]),
          NEW_YORK,
          60,
        ),
      ),
    ).toEqual([]);
  });
});

describe("totals", () => {
  const day = (under: number, over: number) => ({
    day: "08-12-2026",
    required_hours: 6,
    scheduled_hours: 6 - under + over,
    under_hours: under,
    over_hours: over,
  });
  const role = (days: StaffingRole["days"], required = [0, 1]): StaffingRole => ({
    area_role_id: 1,
    role: "Cook",
    area: "Kitchen",
    required,
    scheduled: [0, 0],
    held: [0, 0],
    days,
  });

  it("sums the server's days per role and over the roles, without a float's tail", () => {
    const cook = role([day(0.1, 0), day(0.2, 0.25)]);
    expect(roleTotals(cook)).toEqual({ required: 12, scheduled: 11.95, under: 0.3, over: 0.25 });
    expect(periodTotals([cook, role([day(6.5, 0)])])).toEqual({
      required: 18,
      scheduled: 11.45,
      under: 6.8,
      over: 0.25,
    });
    expect(periodTotals([])).toEqual({ required: 0, scheduled: 0, under: 0, over: 0 });
  });

  it("tells whether any role requires anyone", () => {
    expect(anyRequired([role([], [0, 0]), role([], [0, 2])])).toBe(true);
    expect(anyRequired([role([], [0, 0])])).toBe(false);
  });
});
