import type { BuildCoverage, BuiltShift } from "@brigade/contract/build-shifts";
import { formatClock, parseDayMonthYear } from "@brigade/contract/dates";
import type { Locale } from "@brigade/contract/locales";
import { formatAmount } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import { dayText } from "../../../lib/day-text";

// What the preview and the result show of a build's answer: its shifts by the location's local day, the figures of
// its coverage and cost in the app's language. Pure: the language is given.

export type DayOfShifts = {
  /** The local day, DD-MM-YYYY as the API gives it. */
  day: string;
  date: Temporal.PlainDate | null;
  shifts: BuiltShift[];
};

/** The shifts by their start's local day, days in order and each day's shifts by start, then end, then name. */
export function groupByDay(shifts: readonly BuiltShift[]): DayOfShifts[] {
  const sorted = [...shifts].sort(
    (a, b) =>
      Date.parse(a.starts_at) - Date.parse(b.starts_at) ||
      Date.parse(a.ends_at) - Date.parse(b.ends_at) ||
      a.name.localeCompare(b.name),
  );
  const days = new Map<string, DayOfShifts>();
  for (const shift of sorted) {
    let group = days.get(shift.day);
    if (!group) {
      group = { day: shift.day, date: parseDayMonthYear(shift.day), shifts: [] };
      days.set(shift.day, group);
    }
    group.shifts.push(shift);
  }
  return [...days.values()];
}

/** The positions a proposal opens: the sum of every shift's role counts. */
export const positionsOf = (shifts: readonly BuiltShift[]): number =>
  shifts.reduce((sum, s) => sum + s.roles.reduce((n, r) => n + r.count, 0), 0);

/** "Mon 7 Dec – Sun 13 Dec 2026" for two "YYYY-MM-DD" days, or "" while one is missing or not a date. */
export function periodText(from: string, to: string, locale: Locale): string {
  try {
    const first = Temporal.PlainDate.from(from);
    const last = Temporal.PlainDate.from(to);
    return `${dayText(first, locale, { year: first.year !== last.year })} – ${dayText(last, locale, { year: true })}`;
  } catch {
    return "";
  }
}

/** "HH:mm" on the local clock as the language writes it: "02:30 PM", "14:30". */
export function clockText(hhmm: string, locale: Locale): string {
  const [hour, minute] = hhmm.split(":").map(Number);
  if (hour === undefined || minute === undefined || Number.isNaN(hour) || Number.isNaN(minute)) return hhmm;
  return formatClock(hour, minute, locale);
}

/** A shift's local times: "10:30 AM – 02:30 PM"; "22:00 – 03:00" past midnight. */
export const timeRange = (shift: Pick<BuiltShift, "from" | "to">, locale: Locale): string =>
  `${clockText(shift.from, locale)} – ${clockText(shift.to, locale)}`;

/** Hours as the language writes a number: "17.5", "17,5", "0.25", "8"; at most two decimals. */
export const hoursFigure = (hours: number, locale: Locale): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Math.round(hours * 100) / 100);

/** A percentage the API writes "12.5" as the language writes it ("12,5"), or null when there is none. */
export function percentFigure(percent: string | null, locale: Locale): string | null {
  if (percent === null) return null;
  const value = Number(percent);
  return Number.isFinite(value) ? new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value) : null;
}

/** An amount the API writes "1234.50" as money in the language: "$1,234.50", "1 234,50 $US". */
export function moneyText(amount: string, currency: string, locale: Locale): string {
  return formatAmount(amount, currency, locale);
}

export type CoverageRow = BuildCoverage & { short: boolean };

/** The coverage per role, those left short first, then by area and role; `short` marks any hour still uncovered. */
export function coverageRows(coverage: readonly BuildCoverage[]): CoverageRow[] {
  return coverage
    .map((c) => ({ ...c, short: c.under_hours > 0 }))
    .sort((a, b) => Number(b.short) - Number(a.short) || a.area.localeCompare(b.area) || a.role.localeCompare(b.role));
}
