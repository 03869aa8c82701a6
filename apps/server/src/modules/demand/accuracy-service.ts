import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import {
  type ForecastAccuracyPayload,
  type ForecastAccuracyQuery,
  MIN_HISTORY_DAYS,
  wape,
} from "@brigade/contract/forecast";
import { dateIn, mondayOf, startOfDayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents, parseCents } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { forecastDays } from "./forecast-backtest";
import { type Day, daysOf, dayTotal } from "./forecast-days";
import { METHODS } from "./forecast-methods";
import { loadYearAgo } from "./forecast-yearly";
import { publicHolidays } from "./holidays";
import type { SalesRepository } from "./sales-repository";

type Caller = { userId: number; businessId: number; role: UserRole };

/** The weeks of history each week's forecast reads, as the forecast does. */
const HISTORY_WEEKS = 12;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The forecast-accuracy report (demand.md, "Labour against sales"): each day as forecast at the start of its week,
 * from the history before that Monday, against what was sold, so a manager sees whether to trust it.
 */
export function makeAccuracyService(repo: SalesRepository) {
  return {
    async report(caller: Caller, query: ForecastAccuracyQuery): Promise<ForecastAccuracyPayload> {
      const location = await repo.location(caller.businessId, query.location_id);
      if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
      const zone = location.timeZone;
      const currency = await repo.currency(caller.businessId);
      const latest = await repo.latest(caller.businessId, query.location_id);
      const lastDay = latest ? dateIn(latest, zone) : undefined;
      const to = query.to ? parseDayMonthYear(query.to) : lastDay;
      const from = query.from ? parseDayMonthYear(query.from) : to?.subtract({ days: 27 });
      if (!from || !to) return { currency, measure: "sales", days: [], wape: null, baseline_wape: null };
      const historyFrom = mondayOf(from).subtract({ weeks: HISTORY_WEEKS });
      const rows = await repo.read(
        caller.businessId,
        query.location_id,
        startOfDayIn(historyFrom, zone),
        startOfDayIn(to.add({ days: 1 }), zone),
      );
      const measure = rows.some((row) => row.sales !== null) ? "sales" : "transactions";
      const sold = new Map<number, number>();
      for (const row of rows) {
        sold.set(row.start.getTime(), (measure === "sales" ? parseCents(row.sales ?? "0") : row.transactions) ?? 0);
      }
      const first = rows[0];
      const known = (date: Temporal.PlainDate) =>
        lastDay !== undefined && Temporal.PlainDate.compare(date, lastDay) <= 0;
      const days: Day[] = first
        ? daysOf(dateIn(first.start, zone), to.add({ days: 1 }), zone, sold, publicHolidays(zone, historyFrom, to))
        : [];
      // Last year's days behind every week's history, as the forecast itself reads them (forecast-yearly.ts).
      const year = await loadYearAgo(
        repo,
        caller.businessId,
        query.location_id,
        zone,
        measure,
        mondayOf(from).subtract({ weeks: HISTORY_WEEKS }),
        to,
      );
      const inPeriod = (day: Day) => Temporal.PlainDate.compare(day.date, from) >= 0;
      const forecasts = new Map<string, { model: number; naive: number }>();
      for (
        let monday = mondayOf(from);
        Temporal.PlainDate.compare(monday, to) <= 0;
        monday = monday.add({ weeks: 1 })
      ) {
        const history = days.filter((day) => Temporal.PlainDate.compare(day.date, monday) < 0);
        if (history.length < MIN_HISTORY_DAYS) continue;
        const week = days.filter(
          (day) =>
            inPeriod(day) && Temporal.PlainDate.compare(day.date, monday) >= 0 && day.date.until(monday).days > -7,
        );
        const read = history.slice(-HISTORY_WEEKS * 7);
        const { forecasts: model } = forecastDays(read, week, year);
        const naive = METHODS.seasonal_naive(history, week);
        week.forEach((day, i) => {
          forecasts.set(day.date.toString(), { model: sum(model[i] ?? []), naive: sum(naive[i] ?? []) });
        });
      }
      const write = (value: number) =>
        measure === "sales" ? formatCents(Math.round(value)) : Math.round(value * 100) / 100;
      const scored: { actual: number; model: number; naive: number }[] = [];
      const report: ForecastAccuracyPayload["days"] = [];
      for (let date = from; Temporal.PlainDate.compare(date, to) <= 0; date = date.add({ days: 1 })) {
        const day = days.find((d) => d.date.equals(date));
        const actual = day && known(date) ? dayTotal(day) : null;
        const forecast = forecasts.get(date.toString());
        if (forecast && actual !== null) scored.push({ actual, ...forecast });
        report.push({
          day: formatDayMonthYear(date),
          forecast: forecast ? write(forecast.model) : null,
          actual: actual === null ? null : write(actual),
          error: forecast && actual !== null ? write(forecast.model - actual) : null,
        });
      }
      const score = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);
      return {
        currency,
        measure,
        days: report,
        wape: score(
          wape(
            scored.map((s) => s.actual),
            scored.map((s) => s.model),
          ),
        ),
        baseline_wape: score(
          wape(
            scored.map((s) => s.actual),
            scored.map((s) => s.naive),
          ),
        ),
      };
    },
  };
}

export type AccuracyService = ReturnType<typeof makeAccuracyService>;
