import type { TimeOffItem } from "@brigade/contract/time-off";
import { Temporal } from "temporal-polyfill";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "../../../i18n";
import { daySegments, dayShades, hourShades, type ShadingFacts } from "./day-shading";

beforeAll(() => initI18n());

const day = (s: string) => Temporal.PlainDate.from(s);
// 2027-01-11 is a Monday.
const monday = day("2027-01-11");
const tuesday = day("2027-01-12");

const timeOff = (over: Partial<TimeOffItem>): TimeOffItem => ({
  id: 1,
  employee: { id: 7, name: "Ann" },
  from_day: "11-01-2027",
  to_day: "11-01-2027",
  from_time: null,
  to_time: null,
  reason: null,
  status: "Approved",
  note: null,
  decided_by: null,
  decided_at: null,
  created_at: "2027-01-01T00:00:00.000Z",
  ...over,
});

const facts = (over: Partial<ShadingFacts>): ShadingFacts => ({ rules: [], time_off: [], ...over });

describe("dayShades", () => {
  it("puts the weekday's windows on that day, with their words", () => {
    const shades = dayShades(
      facts({
        rules: [
          { weekday: 1, from: "17:00", to: "23:00", kind: "preferred" },
          { weekday: 1, from: "00:00", to: "12:00", kind: "unavailable" },
          { weekday: 2, from: "09:00", to: "17:00", kind: "available" },
        ],
      }),
      monday,
    );
    expect(shades.map((s) => s.label)).toEqual(["Unavailable 12:00 AM–12:00 PM", "Preferred 05:00 PM–11:00 PM"]);
    expect(daySegments(shades)).toEqual([
      { start: 0, end: 720, kind: "unavailable" },
      { start: 1020, end: 1380, kind: "preferred" },
    ]);
  });

  it("splits a window past midnight between its day and the next", () => {
    const pattern = facts({ rules: [{ weekday: 1, from: "22:00", to: "02:00", kind: "unavailable" }] });
    expect(dayShades(pattern, monday)).toEqual([
      { kind: "unavailable", start: 1320, end: 1440, label: "Unavailable 10:00 PM–12:00 AM" },
    ]);
    expect(dayShades(pattern, tuesday)).toEqual([
      { kind: "unavailable", start: 0, end: 120, label: "Unavailable 12:00 AM–02:00 AM" },
    ]);
    // Sunday night runs into Monday.
    const sunday = facts({ rules: [{ weekday: 7, from: "23:00", to: "01:00", kind: "available" }] });
    expect(dayShades(sunday, monday).map((s) => s.label)).toEqual(["Available 12:00 AM–01:00 AM"]);
  });

  it("shades prefer_not windows in words, above available and preferred where they meet past midnight", () => {
    const pattern = facts({
      rules: [
        { weekday: 1, from: "18:00", to: "02:00", kind: "prefer_not" },
        { weekday: 2, from: "00:00", to: "00:00", kind: "available" },
      ],
    });
    expect(dayShades(pattern, monday).map((s) => s.label)).toEqual(["Prefer not 06:00 PM–12:00 AM"]);
    const shades = dayShades(pattern, tuesday);
    expect(shades.map((s) => s.label)).toEqual(["Prefer not 12:00 AM–02:00 AM", "Available all day"]);
    expect(daySegments(shades)).toEqual([
      { start: 0, end: 120, kind: "prefer_not" },
      { start: 120, end: 1440, kind: "available" },
    ]);
    expect(
      hourShades(shades)
        .slice(1, 3)
        .map((s) => s?.kind),
    ).toEqual(["prefer_not", "available"]);
  });

  it("says all day for a whole-day window", () => {
    const shades = dayShades(facts({ rules: [{ weekday: 1, from: "00:00", to: "00:00", kind: "available" }] }), monday);
    expect(shades.map((s) => s.label)).toEqual(["Available all day"]);
    expect(daySegments(shades)).toEqual([{ start: 0, end: 1440, kind: "available" }]);
  });

  it("shades approved time off over its days, whole or part of a day, above any window", () => {
    const whole = facts({
      rules: [{ weekday: 2, from: "00:00", to: "00:00", kind: "preferred" }],
      time_off: [timeOff({ from_day: "10-01-2027", to_day: "12-01-2027" })],
    });
    expect(dayShades(whole, tuesday).map((s) => s.label)).toEqual(["Time off", "Preferred all day"]);
    expect(daySegments(dayShades(whole, tuesday))).toEqual([{ start: 0, end: 1440, kind: "time_off" }]);
    expect(dayShades(whole, day("2027-01-13"))).toEqual([]);

    const part = facts({ time_off: [timeOff({ from_time: "09:00", to_time: "13:30" })] });
    const shades = dayShades(part, monday);
    expect(shades.map((s) => s.label)).toEqual(["Time off 09:00 AM–01:30 PM"]);
    const hours = hourShades(shades).map((s) => s?.kind ?? null);
    expect(hours.slice(8, 15)).toEqual([null, "time_off", "time_off", "time_off", "time_off", "time_off", null]);
    // Over a window, the time off shows where it is and the window around it.
    const both = dayShades(
      facts({
        rules: [{ weekday: 1, from: "08:00", to: "17:00", kind: "available" }],
        time_off: [timeOff({ from_time: "09:00", to_time: "13:30" })],
      }),
      monday,
    );
    expect(daySegments(both)).toEqual([
      { start: 480, end: 540, kind: "available" },
      { start: 540, end: 810, kind: "time_off" },
      { start: 810, end: 1020, kind: "available" },
    ]);
  });

  it("ignores time off that is not approved", () => {
    const pending = facts({ time_off: [timeOff({ status: "Pending" }), timeOff({ status: "Cancelled" })] });
    expect(dayShades(pending, monday)).toEqual([]);
    expect(daySegments([])).toEqual([]);
  });

  it("gives each hour the strongest shade that touches it", () => {
    const shades = dayShades(
      facts({
        rules: [
          { weekday: 1, from: "08:00", to: "12:30", kind: "available" },
          { weekday: 1, from: "12:30", to: "14:00", kind: "unavailable" },
        ],
      }),
      monday,
    );
    const hours = hourShades(shades).map((s) => s?.kind ?? null);
    expect(hours.slice(7, 15)).toEqual([
      null,
      "available",
      "available",
      "available",
      "available",
      "unavailable",
      "unavailable",
      null,
    ]);
  });
});
