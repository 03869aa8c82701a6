import { wape } from "@brigade/contract/forecast";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { forecastDays } from "./forecast-backtest";
import { type Day, daysOf, dayTotal } from "./forecast-days";
import { seasonalScale, type YearAgo } from "./forecast-yearly";

// The yearly season on a history whose summer is known: a surge the last weeks cannot show is followed from last
// year's same weeks, one that does not come back is dropped, and a history without one barely moves.

const ZONE = "Europe/Paris";
const WEEKDAY = [0.8, 0.8, 0.9, 1, 1.3, 1.4, 1];
/** A day's sales: its weekday's share, a summer surge peaking mid-July, a small noise. */
function sales(date: Temporal.PlainDate, summer: number | ((year: number) => number)): number {
  const size = typeof summer === "number" ? summer : summer(date.year);
  const peak = Math.exp(-(((date.dayOfYear - 196) / 21) ** 2));
  // A hash of the day: noise no other year repeats.
  const hashed = Math.sin(date.toPlainDateTime().toZonedDateTime("UTC").epochMilliseconds / 86_400_000) * 43_758.5453;
  const noise = 1 + 0.08 * (hashed - Math.floor(hashed) - 0.5);
  return 100_000 * (WEEKDAY[date.dayOfWeek - 1] ?? 1) * (1 + size * peak) * noise;
}
/** Days of lunch and dinner quarters summing to `sales` of each day. */
function history(from: Temporal.PlainDate, to: Temporal.PlainDate, summer: Parameters<typeof sales>[1]): Day[] {
  const sold = new Map<number, number>();
  for (let date = from; Temporal.PlainDate.compare(date, to) < 0; date = date.add({ days: 1 })) {
    for (const hour of [12, 13, 19, 20]) {
      const at = date.toPlainDateTime({ hour }).toZonedDateTime(ZONE).epochMilliseconds;
      sold.set(at, Math.round(sales(date, summer) / 4));
    }
  }
  return daysOf(from, to, ZONE, sold, new Set());
}
const yearOf = (days: readonly Day[]): YearAgo => ({
  totals: new Map(days.map((day) => [day.date.toString(), dayTotal(day)])),
  since: days[0]?.date ?? Temporal.PlainDate.from("2000-01-01"),
});

describe("the yearly season", () => {
  const start = Temporal.PlainDate.from("2026-01-05");
  const cut = Temporal.PlainDate.from("2027-06-28"); // a Monday, three weeks before the peak
  const targets = daysOf(cut, cut.add({ days: 7 }), ZONE, new Map(), new Set());
  const actual = (summer: number) => targets.map((day) => sales(day.date, summer));

  it("is followed where last year's same weeks rose, and lowers the error", () => {
    const all = history(start, cut, 0.8);
    const plain = forecastDays(all.slice(-84), targets);
    const seasoned = forecastDays(all.slice(-84), targets, yearOf(all));
    expect(plain.yearly).toBeNull();
    expect(seasoned.yearly?.used).toBe(true);
    const daily = (forecasts: number[][]) => forecasts.map((values) => values.reduce((a, b) => a + b, 0));
    const withSeason = wape(actual(0.8), daily(seasoned.forecasts)) ?? 1;
    const without = wape(actual(0.8), daily(plain.forecasts)) ?? 1;
    expect(withSeason).toBeLessThan(without);
    expect(withSeason).toBeLessThan(0.05);
  });

  it("is tried but dropped where last year's surge does not come back", () => {
    // Last summer surged, this one does not: the backtest's weeks, as the surge would have begun, say so.
    const all = history(start, cut, (year) => (year === 2026 ? 0.8 : 0));
    const result = forecastDays(all.slice(-84), targets, yearOf(all));
    expect(result.yearly).toMatchObject({ used: false });
    expect(result.yearly?.wapeDaily).toBeGreaterThan((result.yearly?.wapeDailyWithout ?? 1) * 1.1);
  });

  it("costs little on a history without a season", () => {
    const all = history(start, cut, 0);
    const plain = forecastDays(all.slice(-84), targets);
    const result = forecastDays(all.slice(-84), targets, yearOf(all));
    const daily = (forecasts: number[][]) => forecasts.map((values) => values.reduce((a, b) => a + b, 0));
    const withSeason = wape(actual(0), daily(result.forecasts)) ?? 1;
    expect(withSeason).toBeLessThan((wape(actual(0), daily(plain.forecasts)) ?? 0) + 0.01);
  });

  it("needs last year's weeks behind every day the methods read", () => {
    const all = history(start, cut, 0.8);
    const recent = all.slice(-84);
    expect(seasonalScale(yearOf(all.slice(-400)), recent, targets)).toBeNull();
    const scale = seasonalScale(yearOf(all), recent, targets);
    // The target week against the last 4 weeks: last year's surge had begun.
    expect(scale?.(cut)).toBeGreaterThan(1.05);
  });
});
