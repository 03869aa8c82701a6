import { describe, expect, it } from "vitest";
import { clockIn, dateTimeIn, dayMonthYearIn, parseDayMonthYear, parseInstant, shortDateTimeIn } from "./dates";
import { startOfDayIn } from "./local-time";

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

  it("refuses days that do not exist, which JavaScript would roll into the next month", () => {
    expect(parseInstant("2026-11-31T12:30Z")).toBeNull();
    expect(parseInstant("2027-02-29T12:30Z")).toBeNull();
    expect(parseInstant("2028-02-29T12:30Z")?.toISOString()).toBe("2028-02-29T12:30:00.000Z");
    // The offset may move the instant into another day; the written day is what must exist.
    expect(parseInstant("2026-11-30T23:30-05:00")?.toISOString()).toBe("2026-12-01T04:30:00.000Z");
  });
});

describe("the spec's display formats on a location's clock", () => {
  it("writes times as hh:mm A, midnight and noon as 12", () => {
    expect(clockIn("2027-07-01T11:05:00.000Z", "Europe/London")).toBe("12:05 PM");
    expect(clockIn("2027-07-01T00:00:00.000Z", "UTC")).toBe("12:00 AM");
    expect(clockIn("2027-01-13T02:30:00.000Z", "America/New_York")).toBe("09:30 PM");
  });

  it("writes DD-MM-YYYY hh:mm A", () => {
    expect(dateTimeIn("2027-01-11T22:00:00.000Z", "America/New_York")).toBe("11-01-2027 05:00 PM");
    expect(dateTimeIn("2027-01-12T00:30:00.000Z", "Europe/London")).toBe("12-01-2027 12:30 AM");
    expect(dateTimeIn("2027-07-12T12:05:00.000Z", "Europe/London")).toBe("12-07-2027 01:05 PM");
    expect(dateTimeIn(new Date("2027-01-12T04:00:00.000Z"), "America/New_York")).toBe("11-01-2027 11:00 PM");
  });

  it("writes DD MMM YY hh:mm A", () => {
    expect(shortDateTimeIn("2027-01-04T05:00:00Z", "America/New_York")).toBe("04 Jan 27 12:00 AM");
    expect(shortDateTimeIn("2027-01-04T17:00:00Z", "America/New_York")).toBe("04 Jan 27 12:00 PM");
  });

  it("follows a daylight-saving change: the same UTC hour reads an hour apart", () => {
    expect(clockIn("2027-03-13T14:00:00Z", "America/New_York")).toBe("09:00 AM");
    expect(clockIn("2027-03-15T14:00:00Z", "America/New_York")).toBe("10:00 AM");
  });
});
