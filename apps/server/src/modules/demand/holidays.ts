import Holidays from "date-holidays";
import type { Temporal } from "temporal-polyfill";

// Public holidays of a location's country (date-holidays), found by its time zone: a location has no country field,
// and the zones date-holidays knows belong to one country each (America/New_York: US, Europe/Paris: FR).

let countries: Map<string, string> | undefined;
/** A country's public holidays of a year, read once. */
const years = new Map<string, string[]>();

/** The country a zone belongs to, or undefined (UTC, Etc/*). Built once: 76 ms for the 200 countries. */
export function countryOfZone(timeZone: string): string | undefined {
  if (!countries) {
    countries = new Map();
    for (const country of Object.keys(new Holidays().getCountries())) {
      for (const zone of new Holidays(country).getTimezones() ?? [])
        if (!countries.has(zone)) countries.set(zone, country);
    }
  }
  return countries.get(timeZone);
}

/** The public holidays (YYYY-MM-DD) from `from` to `to`, both included, of the zone's country; none without one. */
export function publicHolidays(timeZone: string, from: Temporal.PlainDate, to: Temporal.PlainDate): Set<string> {
  const country = countryOfZone(timeZone);
  const days = new Set<string>();
  if (!country) return days;
  for (let year = from.year; year <= to.year; year += 1) {
    const key = `${country} ${year}`;
    let publicDays = years.get(key);
    if (!publicDays) {
      publicDays = (new Holidays(country).getHolidays(year) || [])
        .filter((holiday) => holiday.type === "public")
        .map((holiday) => holiday.date.slice(0, 10));
      years.set(key, publicDays);
    }
    for (const day of publicDays) if (day >= from.toString() && day <= to.toString()) days.add(day);
  }
  return days;
}
