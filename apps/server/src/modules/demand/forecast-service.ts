import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import {
  FORECAST_MESSAGES,
  type ForecastInterval,
  type ForecastOverride,
  type ForecastOverrideBody,
  type ForecastPayload,
  type ForecastQuery,
  MAX_FORECAST_AHEAD_DAYS,
  MIN_HISTORY_DAYS,
} from "@brigade/contract/forecast";
import { dateIn, startOfDayIn, todayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents, parseCents } from "@brigade/contract/money";
import type { SalesGrain } from "@brigade/contract/sales";
import { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { bandOf, bucketed, forecastDays } from "./forecast-backtest";
import { askedPeriod, daysOf } from "./forecast-days";
import type { ForecastRepository, OverrideRow } from "./forecast-repository";
import { loadYearAgo } from "./forecast-yearly";
import { publicHolidays } from "./holidays";
import type { SalesRepository } from "./sales-repository";

type Caller = { userId: number; businessId: number; role: UserRole };

/** The history the methods read: 12 weeks (the robust average uses 6 of them, the smoothing all). */
const HISTORY_WEEKS = 12;

const round2 = (value: number) => Math.round(value * 100) / 100;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** An override's total in the measure's unit: cents of sales, or transactions. */
const overrideTotal = (row: OverrideRow) =>
  row.sales !== null ? (parseCents(row.sales) ?? 0) : Number(row.transactions ?? 0);

function overridePayload(row: OverrideRow): ForecastOverride {
  const day = formatDayMonthYear(Temporal.PlainDate.from(row.day));
  const before = row.sales !== null ? row.forecastBefore : Number(row.forecastBefore);
  return {
    day,
    ...(row.sales !== null ? { sales: row.sales } : { transactions: Number(row.transactions) }),
    reason: row.reason,
    forecast_before: before,
    set_by: row.setBy,
    set_at: row.setAt.toISOString(),
  };
}

/** A location's forecast (demand.md, "Forecast"): the best of its methods on its last weeks, with its band. */
export function makeForecastService(
  repo: SalesRepository,
  overrides: ForecastRepository,
  clock: () => Date = () => new Date(),
) {
  async function place(caller: Caller, locationId: number) {
    const location = await repo.location(caller.businessId, locationId);
    if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
    return location;
  }

  /** The model's forecast of the days from `from` to `to` (both included), before any override. */
  async function model(
    caller: Caller,
    locationId: number,
    zone: string,
    from: Temporal.PlainDate,
    to: Temporal.PlainDate,
  ) {
    // The 12 weeks before the forecast, or before today for a forecast ahead (today is not over yet).
    const today = todayIn(zone, clock());
    const readTo = Temporal.PlainDate.compare(from, today) < 0 ? from : today;
    const historyFrom = readTo.subtract({ weeks: HISTORY_WEEKS });
    const rows = await repo.read(
      caller.businessId,
      locationId,
      startOfDayIn(historyFrom, zone),
      startOfDayIn(readTo, zone),
    );
    const first = rows[0];
    const last = rows[rows.length - 1];
    // History runs from its first day to its last: days after the last with any (a till not yet synced) are not known
    // yet, where a day without sales in between was closed.
    const historyEnd = last ? dateIn(last.start, zone).add({ days: 1 }) : from;
    const historyDays = first ? dateIn(first.start, zone).until(historyEnd, { largestUnit: "days" }).days : 0;
    if (!first || historyDays < MIN_HISTORY_DAYS) throw AppError.conflict(FORECAST_MESSAGES.needHistory);
    // Sales where the history has any; else a location that records transactions only is forecast in those.
    const measure: "sales" | "transactions" = rows.some((row) => row.sales !== null) ? "sales" : "transactions";
    const sold = new Map<number, number>();
    for (const row of rows) {
      const value = measure === "sales" ? parseCents(row.sales ?? "0") : row.transactions;
      sold.set(row.start.getTime(), value ?? 0);
    }
    const holidays = publicHolidays(zone, historyFrom, to);
    const days = daysOf(dateIn(first.start, zone), historyEnd, zone, sold, holidays);
    const targets = daysOf(from, to.add({ days: 1 }), zone, new Map(), holidays);
    const year = await loadYearAgo(repo, caller.businessId, locationId, zone, measure, days[0]?.date ?? from, to);
    return { measure, historyDays, targets, ...forecastDays(days, targets, year) };
  }

  /** The model's forecast of the days with the managers' totals applied (spread evenly where it saw nothing). */
  async function withOverrides(
    caller: Caller,
    locationId: number,
    zone: string,
    from: Temporal.PlainDate,
    to: Temporal.PlainDate,
  ) {
    const modelled = await model(caller, locationId, zone, from, to);
    const set = await overrides.overrides(caller.businessId, locationId, from.toString(), to.toString());
    const setDays = new Map(set.map((row) => [row.day, overrideTotal(row)]));
    const forecasts = modelled.forecasts.map((values, i) => {
      const total = setDays.get(modelled.targets[i]?.date.toString() ?? "");
      if (total === undefined) return values;
      const before = sum(values);
      return values.map((value) => (before > 0 ? (value * total) / before : total / values.length));
    });
    return { ...modelled, forecasts, set, setDays };
  }

  return {
    /**
     * A period's quarters as forecast, managers' totals applied: for the staffing read. Null without enough history.
     */
    async quarters(caller: Caller, locationId: number, zone: string, from: Temporal.PlainDate, to: Temporal.PlainDate) {
      try {
        const { measure, method, targets, forecasts } = await withOverrides(caller, locationId, zone, from, to);
        return { measure, method, days: targets, forecasts };
      } catch (error) {
        if (error instanceof AppError && error.code === "conflict") return null;
        throw error;
      }
    },

    async forecast(caller: Caller, locationId: number, query: ForecastQuery): Promise<ForecastPayload> {
      const { timeZone: zone } = await place(caller, locationId);
      const { from, to } = askedPeriod(query, zone, clock());
      if (todayIn(zone, clock()).until(from, { largestUnit: "days" }).days > MAX_FORECAST_AHEAD_DAYS) {
        throw AppError.field("from", FORECAST_MESSAGES.tooFarAhead);
      }
      // A day a manager set keeps the model's curve, scaled to their total.
      const { measure, historyDays, targets, weeks, tested, method, forecasts, set, setDays, yearly } =
        await withOverrides(caller, locationId, zone, from, to);
      const band = bandOf(tested[method], query.interval);
      const intervals = targets.flatMap((day, i) =>
        toIntervals(day, forecasts[i] ?? [], query.interval, measure, band, setDays.has(day.date.toString())),
      );
      const score = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);
      return {
        currency: await repo.currency(caller.businessId),
        interval: query.interval,
        measure,
        method,
        history_weeks: Math.min(HISTORY_WEEKS, Math.floor(historyDays / 7)),
        backtest: {
          weeks,
          wape_daily: score(tested[method].wapeDaily),
          wape_interval: score(tested[method].wapeInterval),
          baseline: "seasonal_naive",
          baseline_wape_daily: score(tested.seasonal_naive.wapeDaily),
          yearly: yearly && {
            used: yearly.used,
            wape_daily_with: score(yearly.wapeDaily),
            wape_daily_without: score(yearly.wapeDailyWithout),
          },
        },
        intervals,
        overrides: set.map(overridePayload),
      };
    },

    /** Sets a day's total, from today to 42 days ahead, in the location's measure; kept with the model's total. */
    async setOverride(caller: Caller, locationId: number, dayText: string, body: ForecastOverrideBody) {
      const { timeZone: zone } = await place(caller, locationId);
      const day = parseDayMonthYear(dayText);
      if (!day) throw new Error("unchecked day");
      const ahead = todayIn(zone, clock()).until(day, { largestUnit: "days" }).days;
      if (ahead < 0 || ahead > MAX_FORECAST_AHEAD_DAYS) throw AppError.field("day", FORECAST_MESSAGES.overrideDay);
      const { measure, forecasts } = await model(caller, locationId, zone, day, day);
      if (measure === "sales" && body.sales === undefined) {
        throw AppError.field("sales", FORECAST_MESSAGES.overrideMeasure);
      }
      if (measure === "transactions" && body.transactions === undefined) {
        throw AppError.field("transactions", FORECAST_MESSAGES.overrideMeasureTransactions);
      }
      const before = sum(forecasts[0] ?? []);
      await overrides.set(
        caller.businessId,
        locationId,
        {
          day: day.toString(),
          sales: measure === "sales" && body.sales !== undefined ? formatCents(body.sales) : null,
          transactions:
            measure === "transactions" && body.transactions !== undefined ? String(round2(body.transactions)) : null,
          reason: body.reason,
          forecastBefore: measure === "sales" ? formatCents(Math.round(before)) : String(round2(before)),
        },
        caller.userId,
      );
      const [saved] = await overrides.overrides(caller.businessId, locationId, day.toString(), day.toString());
      if (!saved) throw new Error("the override was not saved");
      return overridePayload(saved);
    },

    async removeOverride(caller: Caller, locationId: number, dayText: string) {
      await place(caller, locationId);
      const day = parseDayMonthYear(dayText);
      if (!day) throw new Error("unchecked day");
      if (!(await overrides.remove(caller.businessId, locationId, day.toString()))) {
        throw AppError.notFound(FORECAST_MESSAGES.overrideNotFound);
      }
    },
  };
}

/** A day's quarters as the payload's intervals at a grain, in the measure's unit, with the band. */
function toIntervals(
  day: ReturnType<typeof daysOf>[number],
  values: readonly number[],
  grain: SalesGrain,
  measure: "sales" | "transactions",
  band: { low: number; high: number },
  overridden: boolean,
): ForecastInterval[] {
  return bucketed(day, values, grain).map(([start, value]) => {
    const at = new Date(start).toISOString();
    const mark = overridden ? { overridden: true } : {};
    if (measure === "sales") {
      const money = (v: number) => formatCents(Math.round(v));
      return { start: at, sales: money(value), low: money(value * band.low), high: money(value * band.high), ...mark };
    }
    return {
      start: at,
      transactions: round2(value),
      low: round2(value * band.low),
      high: round2(value * band.high),
      ...mark,
    };
  });
}

export type ForecastService = ReturnType<typeof makeForecastService>;
