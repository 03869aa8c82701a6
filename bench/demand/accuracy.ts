// The forecast's accuracy on generated history (demand.md, goals: daily WAPE at most 10 % and at least 10 % better
// than seasonal naive from 8 weeks of history; 4 and 12 weeks too). Each location's last 4 weeks are forecast, one
// week at a time, from the 4, 8 or 12 weeks before each, exactly as the server chooses and forecasts
// (forecastDays), against what was generated. Then the yearly season: history generated over 70 weeks, with and
// without a season, forecast without and with last year's days.
//   npm run bench:demand:accuracy -- [--locations N] [--seed N]
import { FORECAST_METHODS, type ForecastMethod, wape } from "@brigade/contract/forecast";
import { Temporal } from "temporal-polyfill";
import { forecastDays } from "../../apps/server/src/modules/demand/forecast-backtest";
import { type Day, daysOf, dayTotal } from "../../apps/server/src/modules/demand/forecast-days";
import { METHODS } from "../../apps/server/src/modules/demand/forecast-methods";
import type { YearAgo } from "../../apps/server/src/modules/demand/forecast-yearly";
import { parseFlags } from "../chain/sizes";
import { generateLocation } from "./generate";

const flags = parseFlags(process.argv.slice(2));
const locations = Number(flags.get("locations") ?? 12);
const seed = Number(flags.get("seed") ?? 37);
const HISTORIES = [4, 8, 12];
const TARGET_WEEKS = 4;
/** A fixed Monday: the generated weeks end there, whatever the day the bench runs. */
const END = Temporal.PlainDate.from("2026-11-30");

type Tally = {
  actualDays: number[];
  chosenDays: number[];
  naiveDays: number[];
  actualQ: number[];
  chosenQ: number[];
  naiveQ: number[];
};
const tallies = new Map(
  HISTORIES.map((weeks): [number, Tally] => [
    weeks,
    { actualDays: [], chosenDays: [], naiveDays: [], actualQ: [], chosenQ: [], naiveQ: [] },
  ]),
);
const chosen = new Map(HISTORIES.map((weeks) => [weeks, new Map<ForecastMethod, number>()]));
const timings: number[] = [];
/** The target days' actual totals and their knowable part (generate.ts): the floor no forecast beats on average. */
const floor = { actual: [] as number[], knowable: [] as number[] };
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

console.log(
  `Forecast accuracy bench: ${locations} generated locations, seed ${seed}, the ${TARGET_WEEKS} weeks before ${END}\n`,
);
for (let index = 0; index < locations; index += 1) {
  const place = generateLocation(index, END, 12 + TARGET_WEEKS, seed);
  for (let week = TARGET_WEEKS; week >= 1; week -= 1) {
    const target = END.subtract({ weeks: week });
    const targets = daysOf(target, target.add({ days: 7 }), place.timeZone, place.sold, place.holidays);
    for (const day of targets) {
      floor.actual.push(dayTotal(day));
      floor.knowable.push(place.knowable.get(day.date.toString()) ?? 0);
    }
    for (const weeks of HISTORIES) {
      const history: Day[] = daysOf(target.subtract({ weeks }), target, place.timeZone, place.sold, place.holidays);
      const started = performance.now();
      const result = forecastDays(history, targets);
      if (weeks === 12) timings.push(performance.now() - started);
      const naive = METHODS.seasonal_naive(history, targets);
      const tally = tallies.get(weeks);
      if (!tally) continue;
      targets.forEach((day, i) => {
        tally.actualDays.push(dayTotal(day));
        tally.chosenDays.push(sum(result.forecasts[i] ?? []));
        tally.naiveDays.push(sum(naive[i] ?? []));
        tally.actualQ.push(...day.values);
        tally.chosenQ.push(...(result.forecasts[i] ?? []));
        tally.naiveQ.push(...(naive[i] ?? []));
      });
      const counts = chosen.get(weeks);
      counts?.set(result.method, (counts.get(result.method) ?? 0) + 1);
    }
  }
}

const percent = (value: number | null) => (value === null ? "n/a" : `${(value * 100).toFixed(1)} %`);
console.log("| history | daily WAPE | seasonal naive | better by | 15-min WAPE | seasonal naive | methods chosen |");
console.log("|---|---:|---:|---:|---:|---:|---|");
for (const weeks of HISTORIES) {
  const t = tallies.get(weeks);
  if (!t) continue;
  const daily = wape(t.actualDays, t.chosenDays);
  const naiveDaily = wape(t.actualDays, t.naiveDays);
  const better = daily !== null && naiveDaily ? 1 - daily / naiveDaily : null;
  const counts = chosen.get(weeks) ?? new Map();
  const methods = FORECAST_METHODS.filter((m) => counts.get(m))
    .map((m) => `${m} ${counts.get(m)}`)
    .join(", ");
  console.log(
    `| ${weeks} weeks | ${percent(daily)} | ${percent(naiveDaily)} | ${percent(better)} | ` +
      `${percent(wape(t.actualQ, t.chosenQ))} | ${percent(wape(t.actualQ, t.naiveQ))} | ${methods} |`,
  );
}
console.log(
  `\nThe floor: each target day forecast as its generated total before its day noise and odd days (what no ` +
    `forecast can know): daily WAPE ${percent(wape(floor.actual, floor.knowable))}.`,
);
// The yearly season: locations generated with a summer and a December surge over 69 weeks, their 4 weeks before
// Christmas (the surge rising) forecast from the 12 weeks before each, without and with last year's days (the
// server's choice: used only where its backtest gains).
const SEASON_END = Temporal.PlainDate.from("2026-12-21");
/** Daily WAPEs without and with last year's days, and in how many location-weeks the season was followed. */
function yearlyTally(withSeason: boolean) {
  const tally = { actual: [] as number[], without: [] as number[], with: [] as number[], used: 0, tried: 0 };
  for (let index = 0; index < locations; index += 1) {
    const place = generateLocation(index, SEASON_END, 12 + TARGET_WEEKS + 54, seed, withSeason);
    const all = daysOf(place.from, SEASON_END, place.timeZone, place.sold, place.holidays);
    for (let week = TARGET_WEEKS; week >= 1; week -= 1) {
      const target = SEASON_END.subtract({ weeks: week });
      const targets = daysOf(target, target.add({ days: 7 }), place.timeZone, place.sold, place.holidays);
      const before = all.filter((day) => Temporal.PlainDate.compare(day.date, target) < 0);
      const year: YearAgo = {
        totals: new Map(before.map((day) => [day.date.toString(), dayTotal(day)])),
        since: place.from,
      };
      const history = before.slice(-12 * 7);
      const plain = forecastDays(history, targets);
      const seasoned = forecastDays(history, targets, year);
      tally.tried += seasoned.yearly ? 1 : 0;
      tally.used += seasoned.yearly?.used ? 1 : 0;
      targets.forEach((day, i) => {
        tally.actual.push(dayTotal(day));
        tally.without.push(sum(plain.forecasts[i] ?? []));
        tally.with.push(sum(seasoned.forecasts[i] ?? []));
      });
    }
  }
  return tally;
}
console.log(
  `\nThe yearly season (${locations} locations generated over 70 weeks, the ${TARGET_WEEKS} weeks before ` +
    `${SEASON_END}, from the 12 weeks before each and last year's days):`,
);
console.log("| history generated | without last year | with it, unless its backtest loses | followed in |");
console.log("|---|---:|---:|---:|");
for (const [label, withSeason] of [
  ["with a summer and a December surge", true],
  ["without a season", false],
] as const) {
  const t = yearlyTally(withSeason);
  console.log(
    `| ${label} | ${percent(wape(t.actual, t.without))} | ${percent(wape(t.actual, t.with))} | ` +
      `${t.used} of ${t.tried} location-weeks |`,
  );
}

timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)] ?? 0;
console.log(`\nChoosing and forecasting one location-week from 12 weeks (no database): median ${median.toFixed(1)} ms`);
