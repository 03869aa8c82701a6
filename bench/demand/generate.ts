// Realistic sales history for the demand benches (demand.md, goals): per location a weekday shape, a lunch and a
// dinner peak on its own clock, a trend, day and quarter noise, its country's public holidays and their effect, a
// closed weekday for some, and a few odd days (a private party, a storm). Seeded: the same seed, the same history.
import { Temporal } from "temporal-polyfill";
import { publicHolidays } from "../../apps/server/src/modules/demand/holidays";

export type GeneratedLocation = {
  name: string;
  timeZone: string;
  /** Quarter start (epoch ms) -> cents sold. */
  sold: Map<number, number>;
  /** Days generated, from the first (included) to the last (excluded). */
  from: Temporal.PlainDate;
  to: Temporal.PlainDate;
  holidays: Set<string>;
  /**
   * Each open day's total as generated before its day noise and odd-day surprise: the best any forecast can say of
   * it on average (the median of its noisy total, the quarters' noise averaging out over the day).
   */
  knowable: Map<string, number>;
};

/** mulberry32: a small seeded generator, good enough for benches. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

const ZONES = ["America/New_York", "Europe/Paris", "America/Chicago", "Europe/London", "Asia/Kolkata", "Europe/Madrid"];
const WEEKDAY_SHAPE = [0.75, 0.8, 0.9, 1.0, 1.35, 1.45, 0.95];

/** A location's history over `weeks` whole weeks ending the Monday `end` (excluded). */
export function generateLocation(
  index: number,
  end: Temporal.PlainDate,
  weeks: number,
  seed: number,
  /** A yearly season too: a summer and a December surge of the location's own sizes (off: the same history as before). */
  yearly = false,
): GeneratedLocation {
  const random = seeded(seed * 1000 + index);
  const timeZone = ZONES[index % ZONES.length] ?? "UTC";
  const from = end.subtract({ weeks });
  const holidays = publicHolidays(timeZone, from, end);
  const base = 300_000 + Math.floor(random() * 900_000); // 3,000 to 12,000 a day, in cents
  const weekday = WEEKDAY_SHAPE.map((f) => f * (0.9 + 0.2 * random()));
  if (index % 3 === 1) weekday[0] = 0; // closed on Mondays
  const trendPerWeek = -0.003 + random() * 0.013;
  const holidayEffect = random() < 0.5 ? 0.5 : 1.3;
  const lunchShare = 0.3 + random() * 0.15;
  const lunchPeak = 12 * 60 + 30 + Math.floor(random() * 30);
  const dinnerPeak = 19 * 60 + Math.floor(random() * 60);
  const curve = (minute: number) =>
    minute < 11 * 60 || minute >= 23 * 60
      ? 0
      : lunchShare * Math.exp(-(((minute - lunchPeak) / 45) ** 2) / 2) +
        (1 - lunchShare) * 0.6 * Math.exp(-(((minute - dinnerPeak) / 75) ** 2) / 2);
  const curveTotal = Array.from({ length: 96 }, (_, q) => curve(q * 15)).reduce((a, b) => a + b, 0);
  const summer = yearly ? 0.15 + 0.35 * random() : 0;
  const december = yearly ? 0.1 + 0.3 * random() : 0;
  const season = (date: Temporal.PlainDate) =>
    1 +
    summer * Math.exp(-(((date.dayOfYear - 200) / 25) ** 2)) +
    december * Math.exp(-(((date.dayOfYear - 350) / 10) ** 2));
  const sold = new Map<number, number>();
  const knowable = new Map<string, number>();
  // The mean of a quarter's noise, exp(0.25 N): a day of many quarters sums to about its mean.
  const quarterNoiseMean = Math.exp(0.25 ** 2 / 2);
  let week = 0;
  for (let date = from; Temporal.PlainDate.compare(date, end) < 0; date = date.add({ days: 1 })) {
    if (date.dayOfWeek === 1) week += 1;
    const expected =
      base *
      (weekday[date.dayOfWeek - 1] ?? 1) *
      (1 + trendPerWeek * week) *
      season(date) *
      (holidays.has(date.toString()) ? holidayEffect : 1);
    let day = expected * Math.exp(0.08 * normal(random));
    if (expected > 0) knowable.set(date.toString(), expected * quarterNoiseMean);
    // About one odd day in 40: a private party or a storm.
    if (random() < 0.025) day *= random() < 0.5 ? 2 : 0.3;
    if (day <= 0) continue;
    const start = date.toZonedDateTime(timeZone).epochMilliseconds;
    const next = date.add({ days: 1 }).toZonedDateTime(timeZone).epochMilliseconds;
    for (let at = start; at < next; at += 15 * 60_000) {
      const local = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone);
      const share = curve(local.hour * 60 + local.minute) / curveTotal;
      if (share <= 0) continue;
      sold.set(at, Math.max(0, Math.round(day * share * Math.exp(0.25 * normal(random)))));
    }
  }
  return {
    name: `location ${index + 1} (${timeZone}${index % 3 === 1 ? ", closed Mondays" : ""})`,
    timeZone,
    sold,
    from,
    to: end,
    holidays,
    knowable,
  };
}
