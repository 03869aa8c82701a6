import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import {
  type LabourPercentFigures,
  type LabourPercentPayload,
  type LabourPercentQuery,
  labourPercent,
} from "@brigade/contract/labour-percent";
import { dateIn, startOfDayIn, todayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents, parseCents } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import type { LabourService } from "../labour";
import { askedPeriod } from "./forecast-days";
import type { ForecastService } from "./forecast-service";
import type { LabourModelRepository } from "./labour-model-repository";
import type { SalesRepository } from "./sales-repository";

type Caller = { userId: number; businessId: number; role: UserRole };
type Day = { scheduled: number; forecast: number | null; actual: number | null; sold: number | null };

const figures = (d: Day): LabourPercentFigures => ({
  scheduled_cost: formatCents(d.scheduled),
  forecast_sales: d.forecast === null ? null : formatCents(d.forecast),
  scheduled_percent: labourPercent(d.scheduled, d.forecast),
  actual_cost: d.actual === null ? null : formatCents(d.actual),
  actual_sales: d.sold === null ? null : formatCents(d.sold),
  actual_percent: d.actual === null ? null : labourPercent(d.actual, d.sold),
});

/** Labour against sales (demand.md): labour cost's own figures over the forecast and the sales history. */
export function makeLabourPercentService(deps: {
  sales: SalesRepository;
  forecast: ForecastService;
  rules: LabourModelRepository;
  labour: LabourService;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async read(caller: Caller, locationId: number, query: LabourPercentQuery): Promise<LabourPercentPayload> {
      const location = await deps.sales.location(caller.businessId, locationId);
      if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
      const zone = location.timeZone;
      const { from, to } = askedPeriod(query, zone, clock());
      // Labour cost asks for money first (403 for a manager who may not see wages), as its own route does.
      const cost = await deps.labour.cost(caller, {
        location_id: locationId,
        from: formatDayMonthYear(from),
        to: formatDayMonthYear(to),
      });
      const [demand, sold, target] = await Promise.all([
        deps.forecast.quarters(caller, locationId, zone, from, to),
        deps.sales.read(
          caller.businessId,
          locationId,
          startOfDayIn(from, zone),
          startOfDayIn(to.add({ days: 1 }), zone),
        ),
        deps.rules.target(caller.businessId, locationId),
      ]);
      const forecastByDay = new Map<string, number>();
      if (demand?.measure === "sales") {
        demand.days.forEach((day, i) => {
          const cents = (demand.forecasts[i] ?? []).reduce((sum, v) => sum + v, 0);
          forecastByDay.set(day.date.toString(), Math.round(cents));
        });
      }
      const soldByDay = new Map<string, number>();
      for (const row of sold) {
        if (row.sales === null) continue;
        const key = dateIn(row.start, zone).toString();
        soldByDay.set(key, (soldByDay.get(key) ?? 0) + (parseCents(row.sales) ?? 0));
      }
      const today = todayIn(zone, clock());
      const cents = (money: string) => parseCents(money) ?? 0;
      const days = cost.days.map((d) => {
        const date = parseDayMonthYear(d.day) ?? today;
        const past = Temporal.PlainDate.compare(date, today) < 0;
        return {
          day: d.day,
          scheduled: cents(d.scheduled_cost),
          forecast: forecastByDay.get(date.toString()) ?? null,
          actual: past ? cents(d.actual_cost) : null,
          sold: past ? (soldByDay.get(date.toString()) ?? null) : null,
        };
      });
      const sum = (values: (number | null)[]) =>
        values.some((v) => v !== null) ? values.reduce<number>((a, v) => a + (v ?? 0), 0) : null;
      const pastDays = days.filter((d) => d.actual !== null);
      return {
        currency: cost.currency,
        target_percent: target,
        days: days.map((d) => ({ day: d.day, ...figures(d) })),
        total: figures({
          scheduled: days.reduce((a, d) => a + d.scheduled, 0),
          forecast: days.every((d) => d.forecast !== null) ? sum(days.map((d) => d.forecast)) : null,
          actual: pastDays.length ? pastDays.reduce((a, d) => a + (d.actual ?? 0), 0) : null,
          sold: sum(pastDays.map((d) => d.sold)),
        }),
      };
    },
  };
}
export type LabourPercentService = ReturnType<typeof makeLabourPercentService>;
