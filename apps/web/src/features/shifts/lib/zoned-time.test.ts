import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { fromCalendarDate, instantToWall, toCalendarWall, wallToInstant } from "./zoned-time";

const NY = "America/New_York";

describe("wall-clock times in the location's zone", () => {
  it("turns a wall time into the instant of that zone, and back", () => {
    const at = wallToInstant("2026-11-23 17:00:00", NY);
    expect(at.toISOString()).toBe("2026-11-23T22:00:00.000Z");
    expect(instantToWall(at, NY)).toBe("2026-11-23 17:00:00");
    expect(instantToWall(at, "Europe/London")).toBe("2026-11-23 22:00:00");
  });

  it("takes the first of a repeated hour when clocks fall back (1 November 2026)", () => {
    expect(wallToInstant("2026-11-01 01:30:00", NY).toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("moves a skipped time forward when clocks spring ahead (14 March 2027)", () => {
    expect(wallToInstant("2027-03-14 02:30:00", NY).toISOString()).toBe("2027-03-14T07:30:00.000Z");
  });

  it("counts a night across the autumn change as nine real hours for eight on the clock", () => {
    const from = wallToInstant("2026-10-31 22:00:00", NY);
    const to = wallToInstant("2026-11-01 06:00:00", NY);
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(9);
  });
});

describe("one calendar showing locations in several zones", () => {
  const LONDON = "Europe/London";

  it("shows a London shift at London's hours in a New York calendar", () => {
    expect(toCalendarWall("2026-11-23T18:00:00.000Z", LONDON)).toBe("2026-11-23T18:00:00");
    expect(toCalendarWall("2026-11-23T23:00:00.000Z", NY)).toBe("2026-11-23T18:00:00");
  });

  it("keeps the wall time when a London shift is dropped on another day of a New York calendar", () => {
    // Dropped on 24 November 18:00 as the New York calendar reads it (23:00Z): 18:00 in London is 18:00Z.
    const landed = new Date("2026-11-24T23:00:00.000Z");
    expect(fromCalendarDate(landed, NY, LONDON).toISOString()).toBe("2026-11-24T18:00:00.000Z");
  });

  it("keeps the wall time in the week when London has left summer time and New York has not", () => {
    // 27 October 2026: London is on GMT (since 25 October), New York still on EDT (until 1 November).
    const landed = wallToInstant("2026-10-27 09:00:00", NY);
    expect(fromCalendarDate(landed, NY, LONDON).toISOString()).toBe("2026-10-27T09:00:00.000Z");
    expect(toCalendarWall("2026-10-27T09:00:00.000Z", LONDON)).toBe("2026-10-27T09:00:00");
  });

  it("is the identity for a shift in the calendar's own zone", () => {
    const at = new Date("2027-03-14T12:00:00.000Z");
    expect(fromCalendarDate(at, NY, NY).toISOString()).toBe(at.toISOString());
  });
});

describe("the calendar's fast wall-clock reading", () => {
  const zones = ["America/New_York", "Europe/London", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham"];
  const same = (ms: number, zone: string) =>
    expect(toCalendarWall(new Date(ms), zone)).toBe(instantToWall(new Date(ms), zone).replace(" ", "T"));

  it("reads every minute around each DST change of 2026 as Temporal does", () => {
    for (const zone of zones) {
      let at = Temporal.ZonedDateTime.from({ timeZone: zone, year: 2026, month: 1, day: 1 });
      for (let change = at.getTimeZoneTransition("next"); change && change.year === 2026; ) {
        const ms = change.epochMilliseconds;
        for (let t = ms - 90 * 60_000; t <= ms + 90 * 60_000; t += 60_000) same(t, zone);
        at = change;
        change = at.getTimeZoneTransition("next");
      }
    }
  });

  it("reads odd instants across a year as Temporal does", () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (const zone of zones) {
      for (let ms = start; ms < start + 366 * 86_400_000; ms += 97 * 60_000 + 13_000) same(ms, zone);
    }
  });
});
