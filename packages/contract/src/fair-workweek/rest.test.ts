import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { packById } from "./packs";
import { restNeedingConsent, shortestRest } from "./rest";

// Rest between shifts on consecutive local days, on each side of a pack's limit and across daylight-saving changes.

/** An instant from a wall-clock time in a zone. */
const at = (local: string, timeZone: string) =>
  new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(timeZone).epochMilliseconds);
const span = (from: string, to: string, timeZone: string) => ({ from: at(from, timeZone), to: at(to, timeZone) });

const NY = "America/New_York";
const SYDNEY = "Australia/Sydney";
const nyc = packById("us-nyc-fast-food");
const philadelphia = packById("us-philadelphia");

describe("shortestRest", () => {
  it("reads the day before and the day after, on the location's clock, and nothing further", () => {
    const open = span("2027-06-15T09:00", "2027-06-15T15:00", NY);
    const closeBefore = span("2027-06-14T17:00", "2027-06-14T23:00", NY);
    const closeAfter = span("2027-06-15T20:00", "2027-06-15T23:30", NY);
    const twoDaysLater = span("2027-06-17T07:00", "2027-06-17T12:00", NY);
    expect(shortestRest(open, [closeBefore], NY)).toBe(10);
    // The same day's positions are not rest between days.
    expect(shortestRest(open, [closeAfter], NY)).toBeNull();
    expect(shortestRest(open, [twoDaysLater], NY)).toBeNull();
    const nextMorning = span("2027-06-16T06:00", "2027-06-16T12:00", NY);
    expect(shortestRest(open, [closeBefore, nextMorning], NY)).toBe(10);
    expect(shortestRest(span("2027-06-15T17:00", "2027-06-15T23:00", NY), [nextMorning], NY)).toBe(7);
  });

  it("counts the hours that pass, across daylight-saving changes in New York and Sydney", () => {
    // New York springs forward at 02:00 on 14 March 2027: 23:30 to 09:00 is 8.5 hours, not 9.5.
    const close = span("2027-03-13T17:00", "2027-03-13T23:30", NY);
    const open = span("2027-03-14T09:00", "2027-03-14T15:00", NY);
    expect(shortestRest(open, [close], NY)).toBe(8.5);
    // Sydney falls back at 03:00 on 4 April 2027: 23:00 to 08:00 is 10 hours, not 9.
    const sydneyClose = span("2027-04-03T17:00", "2027-04-03T23:00", SYDNEY);
    const sydneyOpen = span("2027-04-04T08:00", "2027-04-04T14:00", SYDNEY);
    expect(shortestRest(sydneyOpen, [sydneyClose], SYDNEY)).toBe(10);
  });
});

describe("restNeedingConsent", () => {
  const close = span("2027-06-14T17:00", "2027-06-14T23:00", NY);
  it("asks for consent below the pack's hours, not at them (New York City: 11; Philadelphia: 9)", () => {
    expect(restNeedingConsent(nyc, span("2027-06-15T09:59", "2027-06-15T15:00", NY), [close], NY)).toBe(10.75);
    expect(restNeedingConsent(nyc, span("2027-06-15T10:00", "2027-06-15T15:00", NY), [close], NY)).toBeNull();
    expect(restNeedingConsent(philadelphia, span("2027-06-15T07:30", "2027-06-15T15:00", NY), [close], NY)).toBe(8.5);
    expect(restNeedingConsent(philadelphia, span("2027-06-15T08:00", "2027-06-15T15:00", NY), [close], NY)).toBeNull();
  });

  it("asks nothing without a pack, or under a pack without a rest rule (San Francisco)", () => {
    const open = span("2027-06-15T06:00", "2027-06-15T12:00", NY);
    expect(restNeedingConsent(null, open, [close], NY)).toBeNull();
    expect(restNeedingConsent(packById("us-san-francisco"), open, [close], NY)).toBeNull();
  });
});
