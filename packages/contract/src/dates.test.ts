import { describe, expect, it } from "vitest";
import { dayMonthYearIn, parseDayMonthYear, parseInstant, startOfDayIn } from "./dates";

describe("date-only values", () => {
  it("reads DD-MM-YYYY and refuses anything else, impossible dates included", () => {
    expect(parseDayMonthYear("05-12-2026")?.toString()).toBe("2026-12-05");
    expect(parseDayMonthYear("31-02-2026")).toBeNull();
    expect(parseDayMonthYear("2026-12-05")).toBeNull();
  });

  it("labels an instant with its date in a zone, and finds where a day begins there", () => {
    expect(dayMonthYearIn(new Date("2026-12-06T01:00:00Z"), "America/New_York")).toBe("05-12-2026");
    expect(dayMonthYearIn(new Date("2026-12-06T01:00:00Z"), "UTC")).toBe("06-12-2026");
    const day = parseDayMonthYear("01-11-2026");
    if (!day) throw new Error("date");
    expect(startOfDayIn(day, "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfDayIn(day.add({ days: 1 }), "America/New_York").toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("takes only instants that say their offset", () => {
    expect(parseInstant("2026-11-23T14:00:00.000Z")?.toISOString()).toBe("2026-11-23T14:00:00.000Z");
    expect(parseInstant("2026-11-23T09:00:00-05:00")?.toISOString()).toBe("2026-11-23T14:00:00.000Z");
    expect(parseInstant("2026-11-23T14:00:00")).toBeNull();
    expect(parseInstant("soon")).toBeNull();
  });
});
