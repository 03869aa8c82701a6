import { Temporal } from "temporal-polyfill";
import { dateTimeFormat } from "./intl";

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
  // One formatter per zone (intl.ts): building one was a fifth of the server's CPU on the calendar.
  const format = dateTimeFormat("en-US", { timeZone, timeZoneName: "short" });
  const part = format.formatToParts(at).find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}

export type TimeZoneInfo = { value: string; text: string; abbr: string; utc: string[] };

/** The IANA name inside the contract's `time_zone` object. */
export const ianaName = (info: TimeZoneInfo): string => info.utc[0] ?? info.value;

// A listing of thousands of rows describes the same few (zone, instant) pairs again and again (shifts start at
// the same times), and each description costs a zone lookup and a format: remember the recent ones.
const described = new Map<string, TimeZoneInfo>();
const DESCRIBED_MAX = 20_000;

/** The contract's `time_zone` object: `utc[0]` is the IANA name, `abbr` the abbreviation in force at `at`. */
export function describeTimeZone(timeZone: string, at: Date = currentMinute()): TimeZoneInfo {
  const key = `${timeZone}|${at.getTime()}`;
  const known = described.get(key);
  if (known) return known;
  if (described.size >= DESCRIBED_MAX) described.clear();
  const info = describeAt(timeZone, at);
  described.set(key, info);
  return info;
}

/** Now, to the minute: "the zone as it is now" is then the same answer, remembered, for a whole minute. */
const currentMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000);

function describeAt(timeZone: string, at: Date): TimeZoneInfo {
  const instant = Temporal.Instant.fromEpochMilliseconds(at.getTime());
  return {
    value: timeZone,
    text: `(UTC${utcOffset(timeZone, instant)}) ${timeZone}`,
    abbr: timeZoneAbbr(timeZone, at),
    utc: [timeZone],
  };
}

export type TimeZoneOption = { value: string; label: string; offsetMinutes: number };

// Some ICU builds (Node 20's among them) list zones under names IANA has since replaced; people
// search for the current ones, and both spellings are valid IANA identifiers.
const CURRENT_NAMES: Record<string, string> = {
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Europe/Kiev": "Europe/Kyiv",
  "America/Godthab": "America/Nuuk",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Truk": "Pacific/Chuuk",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Mendoza": "America/Argentina/Mendoza",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Louisville": "America/Kentucky/Louisville",
};

/** Every IANA zone the platform knows, by its current name, with its UTC offset now, sorted by offset then name. */
export function timeZoneOptions(at: Date = new Date()): TimeZoneOption[] {
  const names = new Set<string>(
    Intl.supportedValuesOf("timeZone")
      .map((name) => CURRENT_NAMES[name] ?? name)
      .filter(isValidTimeZone),
  );
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
