import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  clockIn,
  dateTimeIn,
  dayLabelIn,
  dayMonthYearIn,
  formatApiDay,
  formatClock,
  formatDay,
  formatShortDay,
  parseDayMonthYear,
  parseInstant,
  shortDateTimeIn,
} from "./dates";
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

describe("one date and one time format per language", () => {
  const day = (iso: string) => Temporal.PlainDate.from(iso);

  it("keeps the spec's in English and writes DD/MM/YYYY and a 24-hour clock in Spanish and French", () => {
    expect(formatDay(day("2026-12-01"), "en")).toBe("01-12-2026");
    expect(formatDay(day("2026-12-01"), "es")).toBe("01/12/2026");
    expect(formatDay(day("2026-12-01"), "fr")).toBe("01/12/2026");
    expect(formatShortDay(day("2026-12-01"), "en")).toBe("01 Dec 26");
    expect(formatShortDay(day("2026-12-01"), "es")).toBe("01/12/2026");
    expect([formatClock(0, 0, "en"), formatClock(12, 0, "en"), formatClock(16, 5, "en")]).toEqual([
      "12:00 AM",
      "12:00 PM",
      "04:05 PM",
    ]);
    expect([formatClock(0, 0, "es"), formatClock(12, 0, "fr"), formatClock(16, 5, "fr")]).toEqual([
      "00:00",
      "12:00",
      "16:05",
    ]);
  });

  it("writes the API's DD-MM-YYYY days in the language and leaves other text alone", () => {
    expect(formatApiDay("30-11-2026", "en")).toBe("30-11-2026");
    expect(formatApiDay("30-11-2026", "es")).toBe("30/11/2026");
    expect(formatApiDay("30-11-2026", "fr")).toBe("30/11/2026");
    expect(formatApiDay("31-02-2026", "fr")).toBe("31-02-2026");
    expect(formatApiDay(undefined, "es")).toBe("");
  });

  it("reads New York's clock across the spring-forward and fall-back nights in each language", () => {
    const ny = "America/New_York";
    // 8 March 2026: 01:30 EST, then (an hour later in UTC) 03:30 EDT; 02:30 never shows.
    expect(dateTimeIn("2026-03-08T06:30:00Z", ny, "en")).toBe("08-03-2026 01:30 AM");
    expect(dateTimeIn("2026-03-08T07:30:00Z", ny, "en")).toBe("08-03-2026 03:30 AM");
    expect(dateTimeIn("2026-03-08T07:30:00Z", ny, "es")).toBe("08/03/2026 03:30");
    // 1 November 2026: the same UTC evening hour reads 05:00 PM on EDT and 04:00 PM on EST.
    expect(dateTimeIn("2026-10-31T21:00:00Z", ny, "en")).toBe("31-10-2026 05:00 PM");
    expect(dateTimeIn("2026-11-01T21:00:00Z", ny, "en")).toBe("01-11-2026 04:00 PM");
    expect(dateTimeIn("2026-11-01T21:00:00Z", ny, "fr")).toBe("01/11/2026 16:00");
    // Late evening in New York is already the next day in UTC.
    expect(dayLabelIn("2026-11-02T03:30:00Z", ny, "es")).toBe("01/11/2026");
    expect(clockIn("2026-11-02T03:30:00Z", ny, "es")).toBe("22:30");
    expect(shortDateTimeIn("2026-11-02T03:30:00Z", ny, "en")).toBe("01 Nov 26 10:30 PM");
  });

  it("reads London's clock across the spring-forward and fall-back nights in each language", () => {
    const london = "Europe/London";
    // 29 March 2026: 00:30 GMT, then 02:30 BST an hour later.
    expect(dateTimeIn("2026-03-29T00:30:00Z", london, "en")).toBe("29-03-2026 12:30 AM");
    expect(dateTimeIn("2026-03-29T01:30:00Z", london, "en")).toBe("29-03-2026 02:30 AM");
    expect(dateTimeIn("2026-03-29T01:30:00Z", london, "fr")).toBe("29/03/2026 02:30");
    // On BST, 23:30 UTC is half past midnight of the next day.
    expect(dateTimeIn("2026-03-29T23:30:00Z", london, "en")).toBe("30-03-2026 12:30 AM");
    expect(dateTimeIn("2026-03-29T23:30:00Z", london, "es")).toBe("30/03/2026 00:30");
    expect(shortDateTimeIn("2026-03-29T23:30:00Z", london, "fr")).toBe("30/03/2026 00:30");
    // 25 October 2026: back on GMT, 23:30 UTC is 23:30 the same day.
    expect(dateTimeIn("2026-10-25T23:30:00Z", london, "en")).toBe("25-10-2026 11:30 PM");
    expect(dateTimeIn("2026-10-25T23:30:00Z", london, "es")).toBe("25/10/2026 23:30");
  });
});
