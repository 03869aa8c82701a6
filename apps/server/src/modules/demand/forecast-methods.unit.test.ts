import { wape } from "@brigade/contract/forecast";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { daysOf } from "./forecast-days";
import { METHODS } from "./forecast-methods";

// The forecasting methods on histories whose right answer is known (demand.md, "Forecast").

const ZONE = "Europe/Paris";
const NOON = 12 * 60;

/** Days whose only sale is `amount(date)` in the quarter at noon. */
function noonHistory(from: string, days: number, amount: (date: Temporal.PlainDate, i: number) => number) {
  const start = Temporal.PlainDate.from(from);
  const sold = new Map<number, number>();
  for (let i = 0; i < days; i += 1) {
    const date = start.add({ days: i });
    sold.set(date.toPlainDateTime({ hour: 12 }).toZonedDateTime(ZONE).epochMilliseconds, amount(date, i));
  }
  return daysOf(start, start.add({ days }), ZONE, sold, new Set());
}
const targetsAfter = (history: ReturnType<typeof noonHistory>, days: number) => {
  const last = history[history.length - 1]?.date ?? Temporal.PlainDate.from("2027-01-01");
  return daysOf(last.add({ days: 1 }), last.add({ days: days + 1 }), ZONE, new Map(), new Set());
};
const noonOf = (day: { minutes: number[] }, values: number[] = []) => values[day.minutes.indexOf(NOON)] ?? 0;

describe("the methods", () => {
  it("seasonal naive repeats the same weekday of the last week", () => {
    const history = noonHistory("2027-01-04", 28, (date) => date.dayOfWeek * 100);
    const targets = targetsAfter(history, 7);
    const forecast = METHODS.seasonal_naive(history, targets);
    targets.forEach((day, i) => {
      expect(noonOf(day, forecast[i])).toBe(day.weekday * 100);
    });
  });

  it("the robust average sets an outlier aside", () => {
    // Six Mondays of 1000, one of them 9000 (a private party).
    const history = noonHistory("2027-01-04", 42, (date, i) => (date.dayOfWeek === 1 ? (i === 14 ? 9000 : 1000) : 0));
    const [monday] = targetsAfter(history, 1);
    if (!monday) throw new Error("no target");
    expect(noonOf(monday, METHODS.robust_average(history, [monday])[0])).toBeCloseTo(1000, 0);
  });

  it("the weekday shape follows a steady growth, where the average lags behind it", () => {
    // Every day 1 % more than the day before, for eight weeks.
    const history = noonHistory("2027-01-04", 56, (_, i) => 1000 * 1.01 ** i);
    const targets = targetsAfter(history, 7);
    const truth = targets.map((_, i) => 1000 * 1.01 ** (56 + i));
    const shape = METHODS.weekday_shape(history, targets).map((values, i) =>
      noonOf(targets[i] ?? { minutes: [] }, values),
    );
    const naive = METHODS.seasonal_naive(history, targets).map((values, i) =>
      noonOf(targets[i] ?? { minutes: [] }, values),
    );
    expect(wape(truth, shape)).toBeLessThan(0.03);
    expect(wape(truth, shape)).toBeLessThan(wape(truth, naive) ?? 0);
  });

  it("the weekday shape sets an odd day aside, and keeps every ordinary one", () => {
    // Eight weeks: Saturdays sell 2000, other days 1000, except one Saturday of a private party (5000) and one
    // Tuesday of a storm (300). Neither moves what an ordinary Saturday or Tuesday is expected to sell.
    const history = noonHistory("2027-01-04", 56, (date, i) =>
      i === 19 ? 5000 : i === 29 ? 300 : date.dayOfWeek === 6 ? 2000 : 1000,
    );
    const targets = targetsAfter(history, 7);
    const forecast = METHODS.weekday_shape(history, targets);
    targets.forEach((day, i) => {
      expect(noonOf(day, forecast[i]) / (day.weekday === 6 ? 2000 : 1000)).toBeCloseTo(1, 1);
    });
  });

  it("lays a day's curve onto the 100 quarters of an autumn change, its repeated hour shared", () => {
    const history = noonHistory("2027-09-27", 28, () => 500);
    const autumn = daysOf(
      Temporal.PlainDate.from("2027-10-31"),
      Temporal.PlainDate.from("2027-11-01"),
      ZONE,
      new Map(),
      new Set(),
    );
    expect(autumn[0]?.quarters).toHaveLength(100);
    const [forecast] = METHODS.robust_average(history, autumn);
    expect(forecast).toHaveLength(100);
    expect(noonOf(autumn[0] ?? { minutes: [] }, forecast)).toBeCloseTo(500, 0);
  });
});

describe("wape", () => {
  it("is the sum of absolute errors over the sum of actuals, and undefined when nothing was sold", () => {
    expect(wape([100, 300], [110, 270])).toBeCloseTo(0.1, 10);
    expect(wape([0, 0], [5, 5])).toBeNull();
  });
});
