import {
  type BuildShiftsInput,
  type BuildShiftsPayload,
  type BuiltShift,
  BUILD_SHIFTS_MESSAGES as M,
  MAX_BUILD_SHIFTS,
} from "@brigade/contract/build-shifts";
import { formatDayMonthYear, parseDayMonthYear } from "@brigade/contract/dates";
import { DEFAULT_LABEL_COLOR, DEFAULT_SHIFT_TYPE, type UserRole } from "@brigade/contract/enums";
import { labourPercent } from "@brigade/contract/labour-percent";
import { dateIn } from "@brigade/contract/local-time";
import type { Locale } from "@brigade/contract/locales";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents } from "@brigade/contract/money";
import { weekdayIn } from "@brigade/contract/slots";
import { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { slotValues } from "../shifts";
import { seesMoney } from "../wages";
import {
  coverageOf,
  endOf,
  lengthsOf,
  medianRate,
  nameOf,
  type PlannedShift,
  proposedOn,
  shiftsOf,
  startGrid,
} from "./build-shifts-plan";
import type { BuildShiftsQueries, BuildShiftsRepository } from "./build-shifts-repository";
import type { SalesRepository } from "./sales-repository";
import { type CoverShift, coverDemand } from "./shift-cover";
import { type Requirement, type StaffingService, scheduledOn, spanOf } from "./staffing-service";

type Caller = { userId: number; businessId: number; role: UserRole; locale: Locale };

const hhmm = (at: number, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(zone).toPlainTime().toString().slice(0, 5);

/** The proposal's cost with each open position at its role's median rate, and its share of forecast sales. */
async function costOf(
  tx: BuildShiftsQueries,
  caller: Caller,
  shifts: readonly PlannedShift[],
  requirement: Requirement,
  first: number,
  day: string,
): Promise<BuildShiftsPayload["cost"]> {
  if (!seesMoney(caller, await tx.workRules(caller.businessId))) return null;
  const roleIds = [...new Set(shifts.flatMap((s) => s.roles.map((r) => r.areaRoleId)))];
  const { byRole, wages } = await tx.holders(caller.businessId, roleIds);
  const rates = new Map(roleIds.map((id) => [id, medianRate(byRole.get(id) ?? [], wages, day, id)]));
  let cents = 0;
  let unpriced = 0;
  for (const shift of shifts) {
    for (const role of shift.roles) {
      const rate = rates.get(role.areaRoleId) ?? null;
      if (rate === null) unpriced += role.count;
      else cents += Math.round((rate * shift.length) / 4) * role.count;
    }
  }
  const demand = requirement.demand;
  const salesCents =
    demand?.measure === "sales" ? Math.round(demand.perQuarter.slice(first).reduce((sum, v) => sum + v, 0)) : null;
  return {
    currency: await tx.currency(caller.businessId),
    cost: formatCents(cents),
    unpriced_positions: unpriced,
    forecast_sales: salesCents === null ? null : formatCents(salesCents),
    labour_percent: labourPercent(cents, salesCents),
  };
}

/** Shifts built from demand (demand.md, "Build the shifts from demand"). */
export function makeBuildShiftsService(deps: {
  repo: BuildShiftsRepository;
  sales: SalesRepository;
  staffing: StaffingService;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async build(caller: Caller, body: BuildShiftsInput): Promise<BuildShiftsPayload> {
      const place = await deps.sales.location(caller.businessId, body.location_id);
      if (!place) throw AppError.notFound(MESSAGES.locationNotFound);
      const from = parseDayMonthYear(body.from);
      const to = parseDayMonthYear(body.to);
      if (!from || !to) throw new Error("unchecked period");
      const zone = place.timeZone;
      // What demand asks for is read before the transaction: the forecast reads history, which no build writes.
      const requirement = await deps.staffing.requirement(caller, { id: body.location_id, timeZone: zone }, from, to);
      if (requirement.required.size === 0) throw AppError.conflict(M.noLabourModel);
      const { starts } = requirement;
      const now = clock().getTime();
      // Only quarters still to come can be built for.
      const first = starts.findIndex((at) => at >= now);
      if (first < 0) throw AppError.field("to", M.periodOver);

      return deps.repo.transaction(async (tx) => {
        const location = await tx.lockLocation(caller.businessId, body.location_id);
        if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
        const span = spanOf(starts);
        const scheduled = scheduledOn(await tx.positions(caller.businessId, location.id, span.from, span.to), starts);
        const canStart = startGrid(starts, zone, body.start_every_min, now);
        const lengths = lengthsOf(body.min_hours, body.max_hours, body.start_every_min);

        const byRole = new Map<number, CoverShift[]>();
        for (const [areaRoleId, required] of requirement.required) {
          const there = scheduled.get(areaRoleId)?.scheduled;
          const need = required.map((people, i) => (i < first ? 0 : Math.max(0, people - (there?.[i] ?? 0))));
          byRole.set(areaRoleId, await coverDemand({ need, canStart, lengths }));
        }
        const planned = shiftsOf(byRole);
        if (planned.length > MAX_BUILD_SHIFTS) throw new AppError("validation", M.tooManyShifts);

        const roleIds = [...requirement.required.keys()];
        const names = await tx.roleNames(caller.businessId, roleIds);
        const nameOfRole = (id: number) => names.get(id) ?? { role: "", area: "" };
        const coverage = roleIds
          .map((id) => {
            const positions = byRole.get(id) ?? [];
            const added = proposedOn(positions, starts.length);
            const there = scheduled.get(id)?.scheduled ?? [];
            const total = added.map((n, i) => n + (there[i] ?? 0));
            return {
              area_role_id: id,
              ...nameOfRole(id),
              ...coverageOf(requirement.required.get(id) ?? [], total, first),
              proposed_hours: positions.reduce((sum, p) => sum + (p.length * p.count) / 4, 0),
            };
          })
          .sort((a, b) => a.area.localeCompare(b.area) || a.role.localeCompare(b.role));

        const usual = await tx.namesWithTimes(caller.businessId);
        const shifts: BuiltShift[] = planned.map((shift) => {
          const startsAt = starts[shift.start] ?? 0;
          const endsAt = endOf(starts, shift);
          return {
            name: nameOf(startsAt, endsAt, zone, usual, caller.locale),
            starts_at: new Date(startsAt).toISOString(),
            ends_at: new Date(endsAt).toISOString(),
            day: formatDayMonthYear(dateIn(startsAt, zone)),
            from: hhmm(startsAt, zone),
            to: hhmm(endsAt, zone),
            hours: shift.length / 4,
            roles: shift.roles.map((r) => ({
              area_role_id: r.areaRoleId,
              ...nameOfRole(r.areaRoleId),
              count: r.count,
            })),
            shift_id: null,
          };
        });
        const cost = await costOf(
          tx,
          caller,
          planned,
          requirement,
          first,
          dateIn(starts[first] ?? now, zone).toString(),
        );
        const drafts = (await tx.workRules(caller.businessId)).draft_weeks;

        if (!body.dry_run) {
          const staffing = [];
          for (const shift of shifts) {
            const startsAt = new Date(shift.starts_at);
            const endsAt = new Date(shift.ends_at);
            shift.shift_id = await tx.insertShift(caller.businessId, {
              locationId: location.id,
              name: shift.name,
              description: null,
              shiftType: DEFAULT_SHIFT_TYPE,
              bonus: "0",
              labelColor: DEFAULT_LABEL_COLOR,
              startsAt,
              endsAt,
              day: weekdayIn(startsAt, zone),
              chunk: 1,
              createdBy: caller.userId,
              // With draft weeks on, staff see the new shifts once their week is published; else at once.
              publishedAt: drafts ? null : undefined,
            });
            staffing.push({
              shiftId: shift.shift_id,
              roles: shift.roles.map((r) => ({ areaRoleId: r.area_role_id, roleCount: r.count })),
              slots: slotValues(startsAt, endsAt, 1),
            });
          }
          await tx.insertStaffing(caller.businessId, staffing);
        }
        return {
          shifts,
          coverage,
          cost,
          forecast: requirement.demand
            ? { measure: requirement.demand.measure, method: requirement.demand.method }
            : null,
          created: shifts.length,
          drafts,
          dry_run: body.dry_run,
          time_zone: zone,
        };
      });
    },
  };
}
export type BuildShiftsService = ReturnType<typeof makeBuildShiftsService>;
