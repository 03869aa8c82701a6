import { Temporal } from "temporal-polyfill";

// Time zones are IANA names; offsets and abbreviations depend on the instant (DST), so both take one.

export function isValidTimeZone(name: string): boolean {
  try {
    Temporal.Now.instant().toZonedDateTimeISO(name);
    return name.length > 0;
  } catch {
    return false;
  }
}

export function utcOffset(timeZone: string, at: Temporal.Instant = Temporal.Now.instant()): string {
  return at.toZonedDateTimeISO(timeZone).offset;
}

/** Short name such as EST/EDT where the platform knows one, else GMT+1 style. */
export function timeZoneAbbr(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

export type TimeZoneInfo = { value: string; text: string; abbr: string; utc: string[] };

/** The contract's `time_zone` object: `utc[0]` is the IANA name, `abbr` the current abbreviation. */
export function describeTimeZone(timeZone: string, at: Date = new Date()): TimeZoneInfo {
  const instant = Temporal.Instant.fromEpochMilliseconds(at.getTime());
  return {
    value: timeZone,
    text: `(UTC${utcOffset(timeZone, instant)}) ${timeZone}`,
    abbr: timeZoneAbbr(timeZone, at),
    utc: [timeZone],
  };
}

export type TimeZoneOption = { value: string; label: string; offsetMinutes: number };

/** Every IANA zone the platform knows, with its current UTC offset, sorted by offset then name. */
export function timeZoneOptions(at: Date = new Date()): TimeZoneOption[] {
  const names = new Set<string>(Intl.supportedValuesOf("timeZone"));
  names.add("UTC");
  const instant = Temporal.Instant.fromEpochMilliseconds(at.getTime());
  return [...names]
    .map((value) => {
      const zoned = instant.toZonedDateTimeISO(value);
      return {
        value,
        label: `(UTC${zoned.offset}) ${value.replaceAll("_", " ")}`,
        offsetMinutes: zoned.offsetNanoseconds / 60e9,
      };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
}
