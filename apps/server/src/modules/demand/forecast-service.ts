import { parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import {
  FORECAST_MESSAGES,
  type ForecastInterval,
  type ForecastPayload,
  type ForecastQuery,
  MAX_FORECAST_AHEAD_DAYS,
  MIN_HISTORY_DAYS,
} from "@brigade/contract/forecast";
import { dateIn, startOfDayIn, todayIn, weekStartIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents, parseCents } from "@brigade/contract/money";
import { AppError } from "../../lib/app-error";
import { bandOf, bucketed, forecastDays } from "./forecast-backtest";
import { daysOf } from "./forecast-days";
import { publicHolidays } from "./holidays";
import type { SalesRepository } from "./sales-repository";

type Caller = { userId: number; businessId: number; role: UserRole };

/** The history the methods read: 12 weeks (the robust average uses 6 of them, the smoothing all). */
const HISTORY_WEEKS = 12;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A location's forecast (demand.md, "Forecast"): the best of its methods on its last weeks, with its band. */
export function makeForecastService(repo: SalesRepository, clock: () => Date = () => new Date()) {
  return {
    async forecast(caller: Caller, locationId: number, query: ForecastQuery): Promise<ForecastPayload> {
      const location = await repo.location(caller.businessId, locationId);
      if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
      const zone = location.timeZone;
      const from = query.from ? parseDayMonthYear(query.from) : weekStartIn(clock(), zone);
      const to = query.to ? parseDayMonthYear(query.to) : from?.add({ days: 6 });
      if (!from || !to) throw new Error("unchecked period");
      if (todayIn(zone, clock()).until(from, { largestUnit: "days" }).days > MAX_FORECAST_AHEAD_DAYS) {
        throw AppError.field("from", FORECAST_MESSAGES.tooFarAhead);
      }
      const historyFrom = from.subtract({ weeks: HISTORY_WEEKS });
      const rows = await repo.read(
        caller.businessId,
        locationId,
        startOfDayIn(historyFrom, zone),
        startOfDayIn(from, zone),
      );
      const first = rows[0];
      const historyDays = first ? dateIn(first.start, zone).until(from, { largestUnit: "days" }).days : 0;
      if (!first || historyDays < MIN_HISTORY_DAYS) throw AppError.conflict(FORECAST_MESSAGES.needHistory);
      // Sales where the history has any; else a location that records transactions only is forecast in those.
      const measure = rows.some((row) => row.sales !== null) ? "sales" : "transactions";
      const sold = new Map<number, number>();
      for (const row of rows) {
        const value = measure === "sales" ? parseCents(row.sales ?? "0") : row.transactions;
        sold.set(row.start.getTime(), value ?? 0);
      }
      const holidays = publicHolidays(zone, historyFrom, to);
      const days = daysOf(dateIn(first.start, zone), from, zone, sold, holidays);
      const targets = daysOf(from, to.add({ days: 1 }), zone, new Map(), holidays);
      const { weeks, tested, method, forecasts } = forecastDays(days, targets);
      const band = bandOf(tested[method], query.interval);

      const intervals: ForecastInterval[] = [];
      targets.forEach((day, i) => {
        for (const [start, value] of bucketed(day, forecasts[i] ?? [], query.interval)) {
          const at = new Date(start).toISOString();
          if (measure === "sales") {
            const money = (v: number) => formatCents(Math.round(v));
            intervals.push({
              start: at,
              sales: money(value),
              low: money(value * band.low),
              high: money(value * band.high),
            });
          } else {
            intervals.push({
              start: at,
              transactions: round2(value),
              low: round2(value * band.low),
              high: round2(value * band.high),
            });
          }
        }
      });
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
        },
        intervals,
      };
    },
  };
}

export type ForecastService = ReturnType<typeof makeForecastService>;
