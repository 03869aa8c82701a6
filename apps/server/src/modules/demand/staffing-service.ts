import { windowOn } from "@brigade/contract/availability-time";
import { formatDayMonthYear } from "@brigade/contract/dates";
import { type UserRole, WEEKDAYS } from "@brigade/contract/enums";
import type { ForecastMethod } from "@brigade/contract/forecast";
import { requiredPeople } from "@brigade/contract/labour-model";
import { MESSAGES } from "@brigade/contract/messages";
import type { Opening } from "@brigade/contract/opening-hours";
import type { StaffingPayload, StaffingQuery, StaffingRole } from "@brigade/contract/staffing";
import type { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { askedPeriod, daysOf } from "./forecast-days";
import type { ForecastService } from "./forecast-service";
import type { LabourModelRepository } from "./labour-model-repository";
import type { OpeningHoursRepository } from "./opening-hours-repository";
import type { SalesRepository } from "./sales-repository";
import type { StaffingRepository } from "./staffing-repository";

type Caller = { userId: number; businessId: number; role: UserRole };

const QUARTER_MS = 15 * 60_000;
const hours = (quarters: number) => Math.round((quarters / 4) * 100) / 100;

/** The instant ranges the location is open, from its openings on each day (and the day before: a late close). */
function openRanges(openings: Opening[], days: Temporal.PlainDate[], zone: string): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  const first = days[0];
  for (const date of first ? [first.subtract({ days: 1 }), ...days] : []) {
    const weekday = WEEKDAYS[date.dayOfWeek - 1];
    for (const opening of openings.filter((o) => o.weekday === weekday)) {
      const window = windowOn({ from: opening.open, to: opening.close }, date, zone);
      if (window) ranges.push({ from: window.from.getTime(), to: window.to.getTime() });
    }
  }
  return ranges;
}

type Location = { id: number; timeZone: string };
type Position = { areaRoleId: number; startsAt: Date; endsAt: Date; capacity: number; remaining: number };

/** The period's quarters, its forecast, and the people each role's rule requires in every quarter. */
export type Requirement = {
  days: ReturnType<typeof daysOf>;
  /** Every quarter's start (epoch ms) on the location's clock. */
  starts: number[];
  /** The forecast per quarter (cents of sales, or transactions), with managers' totals; null without history. */
  demand: { measure: "sales" | "transactions"; method: ForecastMethod; perQuarter: number[] } | null;
  required: Map<number, number[]>;
};

/** Positions (held or open) and held positions per role and quarter: a position covers the quarters its slot spans whole. */
export function scheduledOn(positions: readonly Position[], starts: readonly number[]) {
  const byRole = new Map<number, { scheduled: number[]; held: number[] }>();
  for (const position of positions) {
    let entry = byRole.get(position.areaRoleId);
    if (!entry) {
      entry = { scheduled: starts.map(() => 0), held: starts.map(() => 0) };
      byRole.set(position.areaRoleId, entry);
    }
    const slotFrom = position.startsAt.getTime();
    const slotTo = position.endsAt.getTime();
    for (let i = 0; i < starts.length; i++) {
      const at = starts[i] ?? 0;
      if (at < slotFrom || at + QUARTER_MS > slotTo) continue;
      entry.scheduled[i] = (entry.scheduled[i] ?? 0) + position.capacity;
      entry.held[i] = (entry.held[i] ?? 0) + position.capacity - position.remaining;
    }
  }
  return byRole;
}

/** The instant span of a period's quarters. */
export const spanOf = (starts: readonly number[]) => ({
  from: new Date(starts[0] ?? 0),
  to: new Date((starts[starts.length - 1] ?? 0) + QUARTER_MS),
});

/** Required against scheduled per role and quarter (demand.md, "Labour model"). */
export function makeStaffingService(deps: {
  sales: SalesRepository;
  forecast: ForecastService;
  rules: LabourModelRepository;
  openings: OpeningHoursRepository;
  schedule: StaffingRepository;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());

  /** What the location's demand and rules require over the days from `from` to `to`, both included. */
  async function requirement(
    caller: Caller,
    location: Location,
    from: Temporal.PlainDate,
    to: Temporal.PlainDate,
  ): Promise<Requirement> {
    const zone = location.timeZone;
    const [rules, openings, demand] = await Promise.all([
      deps.rules.rules(caller.businessId, location.id),
      deps.openings.read(caller.businessId, location.id),
      deps.forecast.quarters(caller, location.id, zone, from, to),
    ]);
    const days = demand?.days ?? daysOf(from, to.add({ days: 1 }), zone, new Map(), new Set());
    const starts = days.flatMap((day) => day.quarters);
    const demandAt = demand?.forecasts.flat() ?? [];

    // Open: within an opening; a location without opening hours is open where its forecast sees business.
    const ranges = openRanges(
      openings,
      days.map((day) => day.date),
      zone,
    );
    const inRange = (at: number) => ranges.some((r) => at >= r.from && at < r.to);
    const open = starts.map((at, i) => (openings.length > 0 ? inRange(at) : (demandAt[i] ?? 0) > 0));
    const near = (at: number, before: number, after: number) =>
      ranges.some((r) => (at >= r.from - before * 60_000 && at < r.from) || (at >= r.to && at < r.to + after * 60_000));

    const required = new Map<number, number[]>();
    for (const rule of rules) {
      required.set(
        rule.area_role_id,
        starts.map((at, i) => {
          if (open[i]) {
            // The quarter's demand at its hourly rate, in currency units for sales.
            const quarter = demandAt[i] ?? 0;
            const hourly = (demand?.measure === "sales" ? quarter / 100 : quarter) * 4;
            const forecastKnown = demand !== null || rule.driver === "fixed";
            return forecastKnown ? requiredPeople(rule, hourly) : rule.min;
          }
          return near(at, rule.before_open_min, rule.after_close_min) ? rule.min : 0;
        }),
      );
    }
    return {
      days,
      starts,
      demand: demand ? { measure: demand.measure, method: demand.method, perQuarter: demandAt } : null,
      required,
    };
  }

  return {
    requirement,

    async read(caller: Caller, locationId: number, query: StaffingQuery): Promise<StaffingPayload> {
      const location = await deps.sales.location(caller.businessId, locationId);
      if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
      const zone = location.timeZone;
      const { from, to } = askedPeriod(query, zone, clock());
      const { days, starts, demand, required } = await requirement(
        caller,
        { id: locationId, timeZone: zone },
        from,
        to,
      );
      const span = spanOf(starts);
      const positions = await deps.schedule.positions(caller.businessId, locationId, span.from, span.to);
      const scheduled = scheduledOn(positions, starts);

      const ids = [...new Set([...required.keys(), ...scheduled.keys()])];
      const names = await deps.schedule.names(caller.businessId, ids);
      const zeros = () => starts.map(() => 0);
      const roles: StaffingRole[] = ids.map((id) => {
        const entry = {
          required: required.get(id) ?? zeros(),
          scheduled: scheduled.get(id)?.scheduled ?? zeros(),
          held: scheduled.get(id)?.held ?? zeros(),
        };
        let offset = 0;
        const perDay = days.map((day) => {
          const slice = (values: number[]) => values.slice(offset, offset + day.quarters.length);
          const req = slice(entry.required);
          const sched = slice(entry.scheduled);
          offset += day.quarters.length;
          const over = sched.reduce((a, s, i) => a + Math.max(0, s - (req[i] ?? 0)), 0);
          const under = req.reduce((a, r, i) => a + Math.max(0, r - (sched[i] ?? 0)), 0);
          return {
            day: formatDayMonthYear(day.date),
            required_hours: hours(req.reduce((a, b) => a + b, 0)),
            scheduled_hours: hours(sched.reduce((a, b) => a + b, 0)),
            over_hours: hours(over),
            under_hours: hours(under),
          };
        });
        const name = names.get(id) ?? { role: "", area: "" };
        return { area_role_id: id, ...name, ...entry, days: perDay };
      });
      roles.sort((a, b) => a.area.localeCompare(b.area) || a.role.localeCompare(b.role));
      return {
        forecast: demand ? { measure: demand.measure, method: demand.method } : null,
        starts: starts.map((at) => new Date(at).toISOString()),
        roles,
      };
    },
  };
}

export type StaffingService = ReturnType<typeof makeStaffingService>;
