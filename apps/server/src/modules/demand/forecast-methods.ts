import type { ForecastMethod } from "@brigade/contract/forecast";
import { byMinute, type Day, dayTotal, onQuarters } from "./forecast-days";

// The forecasting methods (demand.md, "Forecast"), each from a location's history (days before the first to
// forecast, in order) to every target day's quarters. docs/demand.md says which is used when, and why.

/** Each target day's forecast, quarter by quarter. */
export type Method = (history: readonly Day[], targets: readonly Day[]) => number[][];

/** The weeks of the same weekday the robust average reads. */
const AVERAGE_WEEKS = 6;

const daysBetween = (a: Day, b: Day) => a.date.until(b.date, { largestUnit: "days" }).days;

/** The same weekday and time a whole number of weeks before, the latest there is: the baseline. */
const seasonalNaive: Method = (history, targets) => {
  const byDate = new Map(history.map((day) => [day.date.toString(), day]));
  return targets.map((target) => {
    for (let weeks = 1; weeks <= 52; weeks += 1) {
      const source = byDate.get(target.date.subtract({ days: 7 * weeks }).toString());
      if (source) {
        const sold = byMinute(source);
        return onQuarters(target, (minute) => sold.get(minute) ?? 0);
      }
    }
    return target.values.map(() => 0);
  });
};

/** The mean of the values left once the highest and lowest fifth are set aside. */
function trimmedMean(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length / 5);
  const kept = sorted.slice(cut, sorted.length - cut);
  return kept.reduce((a, b) => a + b, 0) / kept.length;
}

/** The median of a list (1 for none: no effect). */
function median(values: number[]): number {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 1) : ((sorted[mid - 1] ?? 1) + (sorted[mid] ?? 1)) / 2;
}

/** What an ordinary day of each weekday sells, on average (holidays aside). */
function weekdayMeans(history: readonly Day[]): Map<number, number> {
  const sums = new Map<number, { total: number; days: number }>();
  for (const day of history) {
    if (day.holiday) continue;
    const entry = sums.get(day.weekday) ?? { total: 0, days: 0 };
    entry.total += dayTotal(day);
    entry.days += 1;
    sums.set(day.weekday, entry);
  }
  return new Map([...sums].map(([weekday, { total, days }]) => [weekday, total / days]));
}

/**
 * How a public holiday sells against an ordinary day of its weekday: the median of the history's holidays (1 when
 * it has none, or none on a weekday it sells on).
 */
export function holidayEffect(history: readonly Day[]): number {
  const means = weekdayMeans(history);
  const ratios = history
    .filter((day) => day.holiday && (means.get(day.weekday) ?? 0) > 0)
    .map((day) => dayTotal(day) / (means.get(day.weekday) ?? 1));
  return median(ratios);
}

/** The median of the values (0 for none). */
const middle = (values: number[]): number => (values.length === 0 ? 0 : median(values));

/**
 * The level's trend: weekly totals (holidays aside) fitted by a line robust to an odd week (Theil-Sen: the median of
 * the slopes between every two weeks); the ratio of its value at the target to its value across the weeks the
 * average read. Kept within 0.7 and 1.5: a trend read off a few weeks is not projected without bound.
 */
function trendRatio(history: readonly Day[], target: Day, weeks: number): number {
  const last = history[history.length - 1];
  if (!last) return 1;
  const totals = new Map<number, number>();
  for (const day of history) {
    if (day.holiday) continue;
    const x = -Math.floor(daysBetween(day, last) / 7);
    totals.set(x, (totals.get(x) ?? 0) + dayTotal(day));
  }
  const points = [...totals];
  if (points.length < 3) return 1;
  const slopes: number[] = [];
  points.forEach(([x1, y1], i) => {
    for (const [x2, y2] of points.slice(i + 1)) slopes.push((y2 - y1) / (x2 - x1));
  });
  const slope = middle(slopes);
  const intercept = middle(points.map(([x, y]) => y - slope * x));
  const at = (x: number) => intercept + slope * x;
  const averaged = at(-(weeks - 1) / 2);
  if (averaged <= 0) return 1;
  return Math.min(1.5, Math.max(0.7, at(daysBetween(last, target) / 7) / averaged));
}

/** The same weekday and time over the last weeks, outliers trimmed, holidays aside, times the level's trend. */
const robustAverage: Method = (history, targets) => {
  const holiday = holidayEffect(history);
  return targets.map((target) => {
    const same = history.filter((day) => day.weekday === target.weekday && !day.holiday).slice(-AVERAGE_WEEKS);
    const perDay = same.map(byMinute);
    const trend = trendRatio(history, target, same.length);
    const factor = trend * (target.holiday ? holiday : 1);
    return onQuarters(target, (minute) => factor * trimmedMean(perDay.map((sold) => sold.get(minute) ?? 0)));
  });
};

/** Holt's smoothing with a damped trend over a series; returns the forecast `h` steps after its end. */
function holt(series: readonly (number | null)[], alpha: number, beta: number, phi: number) {
  const known = series.filter((v): v is number => v !== null);
  let level = known.slice(0, 7).reduce((a, b) => a + b, 0) / Math.max(1, Math.min(7, known.length));
  let trend = 0;
  let error = 0;
  for (const value of series) {
    const predicted = level + phi * trend;
    if (value === null) {
      // A closed weekday or a holiday: nothing to learn, the level carries on.
      level = predicted;
      trend *= phi;
      continue;
    }
    error += Math.abs(value - predicted);
    const previous = level;
    // An odd day (a party, a storm) moves the level as a day half as far off would: it is not the new normal.
    const kept = predicted > 0 ? Math.min(1.5 * predicted, Math.max(0.5 * predicted, value)) : value;
    level = alpha * kept + (1 - alpha) * predicted;
    trend = beta * (level - previous) + (1 - beta) * phi * trend;
  }
  const ahead = (h: number) => {
    let damped = 0;
    for (let i = 1; i <= h; i += 1) damped += phi ** i;
    return Math.max(0, level + damped * trend);
  };
  return { error, ahead };
}

/** A day this far off the usual for its weekday (a party, a storm) says nothing of that usual. */
const ODD_DAY = 0.4;

/**
 * Each weekday's share of an ordinary week (1 on average): the mean of its days' ratios to the 7 days around each
 * (centred where the history allows, else its first or last 7: a trend then biases no weekday), holidays and odd
 * days aside. Setting only odd days aside, rather than trimming a fifth of each end, keeps the ordinary days'
 * information: 10.3 % to 9.8 % daily error from 8 weeks (bench/README.md).
 */
function weekdayFactors(history: readonly Day[]): Map<number, number> {
  const totals = history.map(dayTotal);
  const ratios = new Map<number, number[]>();
  history.forEach((day, i) => {
    if (day.holiday) return;
    const from = Math.max(0, Math.min(i - 3, history.length - 7));
    const around = totals.slice(from, from + 7).reduce((a, b) => a + b, 0) / 7;
    if (around > 0) ratios.set(day.weekday, [...(ratios.get(day.weekday) ?? []), (totals[i] ?? 0) / around]);
  });
  const raw = new Map<number, number>();
  for (const [weekday, seen] of ratios) {
    const usual = median(seen);
    const ordinary = seen.filter((ratio) => Math.abs(ratio - usual) <= ODD_DAY * usual);
    raw.set(weekday, ordinary.length > 0 ? ordinary.reduce((a, b) => a + b, 0) / ordinary.length : 0);
  }
  const scale = [...raw.values()].reduce((a, b) => a + b, 0) / Math.max(1, raw.size);
  return new Map([...raw].map(([weekday, f]) => [weekday, scale > 0 ? f / scale : 0]));
}

const ALPHAS = [0.1, 0.2, 0.3, 0.5];
const BETAS = [0, 0.05, 0.15];
/** A trend is damped a little: it is followed for weeks, not projected for ever. */
const PHI = 0.98;

/**
 * The weekday x time-of-day shape and the level apart: each day's total over its weekday's usual share of the week
 * is smoothed (Holt, damped trend, the smoothing chosen by its one-step errors), then spread over the day by that
 * weekday's usual curve.
 */
const weekdayShape: Method = (history, targets) => {
  const last = history[history.length - 1];
  if (!last) return targets.map((target) => target.values.map(() => 0));
  const factors = weekdayFactors(history);
  const factor = (weekday: number) => factors.get(weekday) ?? 0;
  const series = history.map((day) => {
    const f = factor(day.weekday);
    return day.holiday || f === 0 ? null : dayTotal(day) / f;
  });
  let best = holt(series, ALPHAS[0] ?? 0.1, BETAS[0] ?? 0, PHI);
  for (const alpha of ALPHAS)
    for (const beta of BETAS) {
      const fitted = holt(series, alpha, beta, PHI);
      if (fitted.error < best.error) best = fitted;
    }
  // Each weekday's curve: its ordinary days' sales per minute over their totals.
  const curves = new Map<number, Map<number, number>>();
  for (const day of history) {
    if (day.holiday) continue;
    const curve = curves.get(day.weekday) ?? new Map<number, number>();
    for (const [minute, sold] of byMinute(day)) curve.set(minute, (curve.get(minute) ?? 0) + sold);
    curves.set(day.weekday, curve);
  }
  const holiday = holidayEffect(history);
  return targets.map((target) => {
    const curve = curves.get(target.weekday) ?? new Map<number, number>();
    const minutes = new Set(target.minutes);
    const shares = [...minutes].reduce((a, minute) => a + (curve.get(minute) ?? 0), 0);
    const total = best.ahead(daysBetween(last, target)) * factor(target.weekday) * (target.holiday ? holiday : 1);
    return onQuarters(target, (minute) => (shares > 0 ? (total * (curve.get(minute) ?? 0)) / shares : 0));
  });
};

export const METHODS: Record<ForecastMethod, Method> = {
  seasonal_naive: seasonalNaive,
  robust_average: robustAverage,
  weekday_shape: weekdayShape,
};
