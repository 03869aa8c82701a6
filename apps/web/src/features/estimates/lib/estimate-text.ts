import { parseDayMonthYear } from "@brigade/contract/dates";
import { WEEKDAYS, type Weekday } from "@brigade/contract/enums";
import type { EstimateFlag, EstimateVersion } from "@brigade/contract/fair-workweek/estimates";
import type { TFunction } from "i18next";
import { Temporal } from "temporal-polyfill";

// The good-faith estimate in words (fair-workweek.md, "Good-faith estimate"). Pure: the language comes as `t` and
// the Intl locale, so the record's list and the week's flag read the same on the page and in the tests.

type T = TFunction<"estimates">;

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Hours as a number of the language: 15.5 in English, 15,5 in Spanish and French; at most two decimals. */
export function formatHoursNumber(hours: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format.format(hours);
}

/** "18 h". */
export const hoursText = (hours: number, t: T, locale: string): string =>
  t("hours", { hours: formatHoursNumber(hours, locale) });

/** "12–15.5 h"; one figure ("12 h") when the fewest and the most are the same. */
export function hoursRange(min: number, max: number, t: T, locale: string): string {
  if (min === max) return hoursText(min, t, locale);
  return t("range", { min: formatHoursNumber(min, locale), max: formatHoursNumber(max, locale) });
}

/** The days of an estimate in the week's order, in words; "Any day" without any. */
export function daysText(days: readonly Weekday[] | null, t: T): string {
  if (!days || days.length === 0) return t("anyDay");
  return WEEKDAYS.filter((day) => days.includes(day))
    .map((day) => t(`weekday.${day}`))
    .join(", ");
}

/**
 * What a person typed as hours, as a number: "15.5" or "15,5" (the Spanish and French decimal comma). Null for an
 * empty field; anything else unreadable stays as typed, so the server's message about it lands on the field.
 */
export function parseHours(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const normal = trimmed.replace(",", ".");
  return /^\d+(\.\d+)?$|^\.\d+$/.test(normal) ? Number(normal) : trimmed;
}

/** The versions (newest first) sorted by when they apply: the one in force on `today`, those to come, those before. */
export function byStatus(versions: readonly EstimateVersion[], today: Temporal.PlainDate) {
  const dated = versions
    .map((version) => ({ version, from: parseDayMonthYear(version.effective_from) }))
    .sort((a, b) => (a.from && b.from ? Temporal.PlainDate.compare(b.from, a.from) : 0));
  const upcoming = dated.filter((d) => d.from && Temporal.PlainDate.compare(d.from, today) > 0).map((d) => d.version);
  const started = dated.filter((d) => !d.from || Temporal.PlainDate.compare(d.from, today) <= 0).map((d) => d.version);
  const [current = null, ...earlier] = started;
  return { current, upcoming, earlier };
}

export type FlagItem = { employeeId: number; name: string; detail: string };

/** The week's flag in parts: its lead ("2 people are scheduled…:") and each person's "18 h (estimate 12–15.5 h)". */
export function flagParts(flags: readonly EstimateFlag[], t: T, locale: string) {
  return {
    lead: t("flags.lead", { count: flags.length }),
    items: flags.map(
      (flag): FlagItem => ({
        employeeId: flag.employee_id,
        name: flag.employee_name,
        detail: t("flags.item", {
          hours: hoursText(flag.scheduled_hours, t, locale),
          range: hoursRange(flag.weekly_hours_min, flag.weekly_hours_max, t, locale),
        }),
      }),
    ),
  };
}

/** The whole flag as one sentence, as the page reads: "2 people are …: Ana 18 h (estimate 12–15.5 h), Bo 4 h (…)". */
export function flagSentence(flags: readonly EstimateFlag[], t: T, locale: string): string {
  const { lead, items } = flagParts(flags, t, locale);
  return `${lead} ${items.map((item) => `${item.name} ${item.detail}`).join(", ")}`;
}
