import type { BuildCoverage, BuiltShift } from "@brigade/contract/build-shifts";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { dayText } from "../../../lib/day-text";
import {
  clockText,
  coverageRows,
  groupByDay,
  hoursFigure,
  moneyText,
  percentFigure,
  periodText,
  positionsOf,
  timeRange,
} from "./build-shifts-preview";

const shift = (day: string, startsAt: string, hours: number, name = "Lunch", counts = [1]): BuiltShift => ({
  name,
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString(),
  day,
  from: "10:30",
  to: "14:30",
  hours,
  roles: counts.map((count, i) => ({ area_role_id: i + 1, role: `Role ${i}`, area: "Kitchen", count })),
  shift_id: null,
});

describe("groupByDay", () => {
  it("groups by local day in order, each day's shifts by start then end", () => {
    const late = shift("08-12-2026", "2026-12-08T16:00:00Z", 5, "Dinner");
    const early = shift("08-12-2026", "2026-12-08T09:30:00Z", 4);
    const earlyShort = shift("08-12-2026", "2026-12-08T09:30:00Z", 3);
    const monday = shift("07-12-2026", "2026-12-07T09:30:00Z", 4);
    const groups = groupByDay([late, early, monday, earlyShort]);
    expect(groups.map((g) => g.day)).toEqual(["07-12-2026", "08-12-2026"]);
    expect(groups[0]?.date?.toString()).toBe("2026-12-07");
    expect(groups[1]?.shifts).toEqual([earlyShort, early, late]);
  });

  it("keeps a night shift on the day it starts, and gives nothing for nothing", () => {
    // Saturday 20:00 to Sunday 03:00 in New York starts on Sunday in UTC: the local day is the API's.
    const night = shift("13-03-2027", "2027-03-14T01:00:00Z", 6, "Late Night");
    expect(groupByDay([night]).map((g) => g.day)).toEqual(["13-03-2027"]);
    expect(groupByDay([])).toEqual([]);
  });

  it("counts the positions of all roles", () => {
    expect(
      positionsOf([
        shift("07-12-2026", "2026-12-07T09:30:00Z", 4, "Lunch", [2, 1]),
        shift("07-12-2026", "2026-12-07T16:00:00Z", 5),
      ]),
    ).toBe(4);
  });
});

describe("figures in the app's language", () => {
  it("writes hours with at most two decimals", () => {
    expect(hoursFigure(17.5, "en")).toBe("17.5");
    expect(hoursFigure(17.5, "fr")).toBe("17,5");
    expect(hoursFigure(8, "es")).toBe("8");
    expect(hoursFigure(0.25, "en")).toBe("0.25");
    expect(hoursFigure(1 / 3, "en")).toBe("0.33");
  });

  it("writes local clock times and ranges as each language does", () => {
    expect(clockText("14:30", "en")).toBe("02:30 PM");
    expect(clockText("00:00", "en")).toBe("12:00 AM");
    expect(clockText("14:30", "fr")).toBe("14:30");
    expect(clockText("nonsense", "en")).toBe("nonsense");
    expect(timeRange({ from: "22:00", to: "03:00" }, "es")).toBe("22:00 – 03:00");
    expect(timeRange({ from: "10:30", to: "14:30" }, "en")).toBe("10:30 AM – 02:30 PM");
  });

  it("writes money and the labour percentage", () => {
    expect(moneyText("1234.50", "USD", "en")).toBe("$1,234.50");
    expect(moneyText("1234.50", "EUR", "fr")).toMatch(/^1\s234,50\s€$/);
    expect(percentFigure("12.5", "fr")).toBe("12,5");
    expect(percentFigure("30.0", "en")).toBe("30");
    expect(percentFigure(null, "en")).toBeNull();
  });

  it("writes days and periods", () => {
    const monday = Temporal.PlainDate.from("2026-12-07");
    expect(dayText(monday, "en")).toBe("Mon 7 Dec");
    expect(dayText(monday, "en", { long: true, year: true })).toBe("Monday 7 Dec 2026");
    expect(dayText(monday, "fr", { long: true, year: true })).toBe("lundi 7 décembre 2026");
    expect(periodText("2026-12-07", "2026-12-13", "en")).toBe("Mon 7 Dec – Sun 13 Dec 2026");
    expect(periodText("2026-12-28", "2027-01-03", "en")).toBe("Mon 28 Dec 2026 – Sun 3 Jan 2027");
    expect(periodText("", "2026-12-13", "en")).toBe("");
  });
});

describe("coverageRows", () => {
  const role = (id: number, area: string, name: string, under: number): BuildCoverage => ({
    area_role_id: id,
    role: name,
    area,
    required_hours: 10,
    covered_hours: 10 - under,
    over_hours: 0,
    under_hours: under,
    proposed_hours: 8,
  });

  it("puts the roles left short first and marks them, the rest by area and role", () => {
    const rows = coverageRows([
      role(1, "Kitchen", "Cook", 0),
      role(2, "Bar", "Barista", 0),
      role(3, "Kitchen", "Chef", 1.5),
    ]);
    expect(rows.map((r) => [r.role, r.short])).toEqual([
      ["Chef", true],
      ["Barista", false],
      ["Cook", false],
    ]);
  });
});
