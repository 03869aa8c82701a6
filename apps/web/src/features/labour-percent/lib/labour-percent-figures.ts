import { parseDayMonthYear } from "@brigade/contract/dates";
import { type LabourPercentFigures, type LabourPercentPayload, labourPercent } from "@brigade/contract/labour-percent";
import type { Locale } from "@brigade/contract/locales";
import { formatCents, parseCents } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import { i18next } from "../../../i18n";

// Labour against sales on screen (demand.md, "Labour against sales"): where a percentage stands against the
// location's target, and what the week view and the dashboard say about it. The percentages are the server's
// ("27.4"); the dashboard's two weeks come from one read, summed as the server sums a period.

/** A percentage against the target: above it, below it, or on it, by so many points (to the hundredth). */
export type Standing = { kind: "above" | "below" | "on"; points: number };

/** Where `percent` stands against `target` (both as the API writes them); null without either. */
export function againstTarget(percent: string | null, target: string | null): Standing | null {
  if (percent === null || target === null) return null;
  const value = Math.round(Number(percent) * 100);
  const aim = Math.round(Number(target) * 100);
  if (!Number.isFinite(value) || !Number.isFinite(aim)) return null;
  const difference = value - aim;
  return { kind: difference > 0 ? "above" : difference < 0 ? "below" : "on", points: Math.abs(difference) / 100 };
}

/** The colour a figure is drawn in beside its words: green at or under the target, red above it. */
export const standingColour = (standing: Standing | null): string | undefined =>
  standing === null ? undefined : standing.kind === "above" ? "red.9" : "teal.9";

/** A percentage the API writes "27.4" (or a target "28.50") as the language writes it: "27.4%", "27,4 %". */
export function percentText(percent: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 2,
  });
  // In hundredths of a point: 27.4 / 100 is not exactly 0.274.
  return format.format(Math.round(Number(percent) * 100) / 10_000);
}

/** "above target by 3.1 points", "below target by 1 point", "on target". */
export function standingText(standing: Standing, locale: Locale): string {
  if (standing.kind === "on") return i18next.t("time:labourPercent.onTarget");
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(standing.points);
  return i18next.t(`time:labourPercent.${standing.kind}`, { count: standing.points, points });
}

/** A percentage with where it stands: "27.4% (above target by 3.1 points)", or just "27.4%" without a target. */
export function figureText(percent: string, target: string | null, locale: Locale): string {
  const standing = againstTarget(percent, target);
  const figure = percentText(percent, locale);
  return standing === null
    ? figure
    : i18next.t("time:labourPercent.figure", { percent: figure, standing: standingText(standing, locale) });
}

/** The period's scheduled labour against its forecast sales, as a sentence (`thisWeek` for the dashboard's). */
export function scheduledLine(
  total: LabourPercentFigures,
  target: string | null,
  locale: Locale,
  thisWeek = false,
): string {
  if (total.forecast_sales === null) return i18next.t("time:labourPercent.noForecast");
  if (total.scheduled_percent === null) return i18next.t("time:labourPercent.noForecastSales");
  return i18next.t(thisWeek ? "time:labourPercent.thisWeek" : "time:labourPercent.scheduled", {
    figure: figureText(total.scheduled_percent, target, locale),
  });
}

/**
 * The past days' actual labour against what was sold, as a sentence (`lastWeek` for a whole week gone); null when no
 * day is past yet.
 */
export function actualLine(
  total: LabourPercentFigures,
  target: string | null,
  locale: Locale,
  lastWeek = false,
): string | null {
  if (total.actual_cost === null) return null;
  if (total.actual_percent === null)
    return i18next.t(lastWeek ? "time:labourPercent.lastWeekNoSales" : "time:labourPercent.noSales");
  return i18next.t(lastWeek ? "time:labourPercent.lastWeek" : "time:labourPercent.actual", {
    figure: figureText(total.actual_percent, target, locale),
  });
}

/** The target as a sentence: "Target: 28.5% of sales." or "No labour target set." */
export const targetLine = (target: string | null, locale: Locale): string =>
  target === null
    ? i18next.t("time:labourPercent.noTarget")
    : i18next.t("time:labourPercent.target", { target: percentText(target, locale) });

/** A day's cell: its percentage and where it stands, or why there is none ("No forecast", "Not yet", "No sales"). */
export type DayCell = { percent: string; standing: Standing | null } | { note: string };

/** A day's scheduled labour against its forecast, or its actual labour against its sales (days before today). */
export function dayCell(day: LabourPercentFigures, which: "scheduled" | "actual", target: string | null): DayCell {
  const note = (key: "noForecast" | "noSales" | "notYet") => ({ note: i18next.t(`time:labourPercent.cell.${key}`) });
  if (which === "scheduled") {
    if (day.forecast_sales === null) return note("noForecast");
    if (day.scheduled_percent === null) return note("noSales");
    return { percent: day.scheduled_percent, standing: againstTarget(day.scheduled_percent, target) };
  }
  if (day.actual_cost === null) return note("notYet");
  if (day.actual_percent === null) return note("noSales");
  return { percent: day.actual_percent, standing: againstTarget(day.actual_percent, target) };
}

/** Days' figures summed as the server sums a period (its `total`): a forecast only when every day has one. */
export function periodFigures(days: readonly LabourPercentFigures[]): LabourPercentFigures {
  const cents = (money: string | null) => (money === null ? null : (parseCents(money) ?? 0));
  const sum = (values: (number | null)[]) =>
    values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null;
  const scheduled = days.reduce((a, d) => a + (cents(d.scheduled_cost) ?? 0), 0);
  const forecast = days.every((d) => d.forecast_sales !== null) ? sum(days.map((d) => cents(d.forecast_sales))) : null;
  const past = days.filter((d) => d.actual_cost !== null);
  const actual = past.length ? past.reduce((a, d) => a + (cents(d.actual_cost) ?? 0), 0) : null;
  const sold = sum(past.map((d) => cents(d.actual_sales)));
  return {
    scheduled_cost: formatCents(scheduled),
    forecast_sales: forecast === null ? null : formatCents(forecast),
    scheduled_percent: labourPercent(scheduled, forecast),
    actual_cost: actual === null ? null : formatCents(actual),
    actual_sales: sold === null ? null : formatCents(sold),
    actual_percent: actual === null ? null : labourPercent(actual, sold),
  };
}

/** One read of two weeks (the dashboard's) as the week before `monday` and the week from it. */
export function splitWeeks(payload: LabourPercentPayload, monday: Temporal.PlainDate) {
  const before = (day: string) => {
    const date = parseDayMonthYear(day);
    return date !== null && Temporal.PlainDate.compare(date, monday) < 0;
  };
  return {
    lastWeek: periodFigures(payload.days.filter((d) => before(d.day))),
    thisWeek: periodFigures(payload.days.filter((d) => !before(d.day))),
  };
}
