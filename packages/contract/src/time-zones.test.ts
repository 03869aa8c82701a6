import { describe, expect, it } from "vitest";
import { describeTimeZone, isValidTimeZone, timeZoneOptions } from "./time-zones";

describe("time zones", () => {
  it("accepts IANA names and refuses others", () => {
    expect(isValidTimeZone("America/New_York")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });

  it("describes a zone with the offset and abbreviation in force at the instant (DST)", () => {
    expect(describeTimeZone("America/New_York", new Date("2026-07-01T12:00:00Z"))).toEqual({
      value: "America/New_York",
      text: "(UTC-04:00) America/New_York",
      abbr: "EDT",
      utc: ["America/New_York"],
    });
    expect(describeTimeZone("America/New_York", new Date("2026-12-01T12:00:00Z")).abbr).toBe("EST");
  });

  it("lists every zone once, sorted by offset, labelled with it", () => {
    const options = timeZoneOptions(new Date("2026-12-01T12:00:00Z"));
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options.find((o) => o.value === "Asia/Kolkata")?.label).toBe("(UTC+05:30) Asia/Kolkata");
    const offsets = options.map((o) => o.offsetMinutes);
    expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
  });
});
