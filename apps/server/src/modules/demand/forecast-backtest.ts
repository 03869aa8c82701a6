import { BACKTEST_WEEKS, FORECAST_METHODS, type ForecastMethod, wape } from "@brigade/contract/forecast";
import type { SalesGrain } from "@brigade/contract/sales";
import { type Day, dayTotal } from "./forecast-days";
import { METHODS } from "./forecast-methods";
import { seasonalScale, type YearAgo } from "./forecast-yearly";

// Each method forecasts the location's last weeks from the history before each of them (a rolling backtest): the
// one that did best forecasts ahead, and its errors there give the 80 % band (demand.md, "Forecast").

/** One method's backtest: its WAPEs, and each backtest day's actual and forecast quarters. */
export type Backtest = {
  wapeDaily: number | null;
  wapeInterval: number | null;
  days: { day: Day; forecast: number[] }[];
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A backtest's WAPEs over its days. */
function scored(tested: Backtest["days"]): Backtest {
  return {
    wapeDaily: wape(
      tested.map(({ day }) => dayTotal(day)),
      tested.map(({ forecast }) => sum(forecast)),
    ),
    wapeInterval: wape(
      tested.flatMap(({ day }) => day.values),
      tested.flatMap(({ forecast }) => forecast),
    ),
    days: tested,
  };
}

export function backtest(days: readonly Day[], weeks: number): Record<ForecastMethod, Backtest> {
  const results = {} as Record<ForecastMethod, Backtest>;
  for (const method of FORECAST_METHODS) {
    const tested: Backtest["days"] = [];
    for (let week = weeks; week >= 1; week -= 1) {
      const start = days.length - 7 * week;
      const targets = days.slice(start, start + 7);
      const forecasts = METHODS[method](days.slice(0, start), targets);
      targets.forEach((day, i) => {
        tested.push({ day, forecast: forecasts[i] ?? [] });
      });
    }
    results[method] = scored(tested);
  }
  return results;
}

/** The method with the lowest daily WAPE (the simpler one on a tie); seasonal naive when nothing was sold. */
export function bestMethod(results: Record<ForecastMethod, Backtest>): ForecastMethod {
  let best: ForecastMethod = "seasonal_naive";
  for (const method of FORECAST_METHODS) {
    const score = results[method].wapeDaily;
    const bestScore = results[best].wapeDaily;
    if (score !== null && (bestScore === null || score < bestScore)) best = method;
  }
  return best;
}

/** The first instant of the quarter's bucket at a grain: its quarter, its local hour, or its day. */
export function bucketOf(day: Day, index: number, grain: SalesGrain): number {
  const at = day.quarters[index] ?? 0;
  if (grain === "15m") return at;
  if (grain === "1h") return at - ((day.minutes[index] ?? 0) % 60) * 60_000;
  return day.quarters[0] ?? 0;
}

/** A day's quarters summed into its buckets at a grain, in order. */
export function bucketed(day: Day, values: readonly number[], grain: SalesGrain): [number, number][] {
  const sums = new Map<number, number>();
  values.forEach((value, i) => {
    const key = bucketOf(day, i, grain);
    sums.set(key, (sums.get(key) ?? 0) + value);
  });
  return [...sums];
}

function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const low = sorted[Math.floor(at)] ?? 0;
  const high = sorted[Math.ceil(at)] ?? low;
  return low + (high - low) * (at - Math.floor(at));
}

/** Fewer backtest buckets than this make no band worth the name: the band is then ±30 %. */
const MIN_BAND_SAMPLES = 10;

/**
 * The 80 % band as factors of the forecast: the 10th and 90th percentiles of actual / forecast over the backtest's
 * buckets at the grain asked for (a quarter is noisier than a day).
 */
export function bandOf(tested: Backtest, grain: SalesGrain): { low: number; high: number } {
  const ratios: number[] = [];
  for (const { day, forecast } of tested.days) {
    const actual = new Map(bucketed(day, day.values, grain));
    for (const [key, predicted] of bucketed(day, forecast, grain)) {
      if (predicted > 0) ratios.push((actual.get(key) ?? 0) / predicted);
    }
  }
  if (ratios.length < MIN_BAND_SAMPLES) return { low: 0.7, high: 1.3 };
  ratios.sort((a, b) => a - b);
  return { low: Math.min(1, quantile(ratios, 0.1)), high: Math.max(1, quantile(ratios, 0.9)) };
}

/** Whether the yearly season was tried (a year of history), its backtest's daily WAPE with it, and whether it is used. */
export type YearlyTried = { used: boolean; wapeDaily: number | null; wapeDailyWithout: number | null } | null;

/**
 * The season is followed unless its backtest's daily error is worse by more than this share: the weeks a backtest
 * reads rarely hold a season's turn (when it matters most), and a season that is not there costs little (bench/
 * README.md, "yearly season").
 */
const SEASON_TOLERANCE = 0.1;

/** The method its history's last weeks choose, that method's backtest, and its forecast of each target day. */
function chosen(history: readonly Day[], targets: readonly Day[]) {
  const weeks = Math.min(BACKTEST_WEEKS, Math.floor(history.length / 7) - 1);
  const tested = backtest(history, weeks);
  const method = bestMethod(tested);
  return { weeks, tested, method, forecasts: METHODS[method](history, targets) };
}

/**
 * The forecast with the yearly season: the history divided by each day's seasonal index, forecast as usual, and
 * the forecasts (the backtest's too, scored against what was really sold) multiplied by their days' index.
 */
function seasonallyAdjusted(history: readonly Day[], targets: readonly Day[], scale: (date: Day["date"]) => number) {
  const plain = new Map(history.map((day) => [day.date.toString(), day]));
  const adjusted = history.map((day) => {
    const factor = scale(day.date);
    return { ...day, values: day.values.map((value) => value / factor) };
  });
  const result = chosen(adjusted, targets);
  const tested = {} as Record<ForecastMethod, Backtest>;
  for (const method of FORECAST_METHODS) {
    tested[method] = scored(
      result.tested[method].days.map(({ day, forecast }) => {
        const factor = scale(day.date);
        return { day: plain.get(day.date.toString()) ?? day, forecast: forecast.map((value) => value * factor) };
      }),
    );
  }
  const forecasts = targets.map((target, i) => {
    const factor = scale(target.date);
    return (result.forecasts[i] ?? []).map((value) => value * factor);
  });
  return { ...result, tested, forecasts };
}

/**
 * What the service answers, without the database: the method its history's last weeks choose, that method's
 * backtest, and its forecast of each target day (the benches call this on generated histories). With last year's
 * history behind every day it reads, the yearly season too, unless the backtest finds it raises the daily error.
 */
export function forecastDays(history: readonly Day[], targets: readonly Day[], year?: YearAgo) {
  const plain = chosen(history, targets);
  const scale = year ? seasonalScale(year, history, targets) : null;
  if (!scale) return { ...plain, yearly: null as YearlyTried };
  const seasoned = seasonallyAdjusted(history, targets, scale);
  const without = plain.tested[plain.method].wapeDaily;
  const withSeason = seasoned.tested[seasoned.method].wapeDaily;
  const used = withSeason !== null && without !== null && withSeason <= without * (1 + SEASON_TOLERANCE);
  const yearly: YearlyTried = { used, wapeDaily: withSeason, wapeDailyWithout: without };
  return { ...(used ? seasoned : plain), yearly };
}
