import { parseDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import { budgetUsedPct, DEFAULT_BUDGET_WEEKS, type LabourCostPayload } from "@brigade/contract/labour-cost";
import { addTo, emptySums, hoursOf, type LabourSums } from "@brigade/contract/labour-hours";
import { apiDay, labourPeriod } from "@brigade/contract/labour-period";
import { dateIn, mondayOf } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents, parseCents } from "@brigade/contract/money";
import type { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { requireMoney } from "../wages";
import type { LabourRepository } from "./repository";

type Caller = { userId: number; businessId: number; role: UserRole };
type Days = { from: string; to: string };

const day = (text: string): Temporal.PlainDate => {
  const parsed = parseDayMonthYear(text);
  if (!parsed) throw new Error(`unchecked day ${text}`);
  return parsed;
};

/** Each employee's scheduled hours and cost, by employee id. */
function byEmployee<T extends Parameters<typeof addTo>[1] & { employeeId: number }>(rows: T[]) {
  const sums = new Map<number, LabourSums>();
  for (const row of rows) sums.set(row.employeeId, addTo(sums.get(row.employeeId) ?? emptySums(), row));
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([id, s]) => ({
      employee_id: id,
      scheduled_hours: hoursOf(s.seconds),
      scheduled_cost: formatCents(s.costCents),
    }));
}

/** Budgets and labour cost (time-and-cost.md, "Labour cost"), for those who see money. */
export function makeLabourService(repo: LabourRepository, clock: () => Date = () => new Date()) {
  async function place(caller: Caller, locationId: number) {
    requireMoney(caller, await repo.workRules(caller.businessId));
    const location = await repo.location(caller.businessId, locationId);
    if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
    return location;
  }

  async function budgetsOf(caller: Caller, locationId: number, fromMonday: string, toMonday: string) {
    const rows = await repo.budgets(caller.businessId, locationId, fromMonday, toMonday);
    return new Map(rows.map((r) => [r.week, parseCents(r.amount) ?? 0]));
  }

  return {
    async budgets(caller: Caller, locationId: number, q: Partial<Days>) {
      const location = await place(caller, locationId);
      const from = mondayOf(q.from ? day(q.from) : dateIn(clock(), location.timeZone));
      const to = q.to ? mondayOf(day(q.to)) : from.add({ weeks: DEFAULT_BUDGET_WEEKS - 1 });
      const found = await budgetsOf(caller, locationId, from.toString(), to.toString());
      return {
        currency: await repo.currency(caller.businessId),
        budgets: [...found].map(([week, cents]) => ({ week: apiDay(week), amount: formatCents(cents) })),
      };
    },

    async setBudget(caller: Caller, locationId: number, body: { week: string; amount: number }) {
      await place(caller, locationId);
      const monday = mondayOf(day(body.week)).toString();
      await repo.saveBudget(caller.businessId, locationId, monday, formatCents(body.amount), caller.userId);
      return { week: apiDay(monday), amount: formatCents(body.amount) };
    },

    async cost(caller: Caller, q: Days & { location_id: number }): Promise<LabourCostPayload> {
      const location = await place(caller, q.location_id);
      const rules = await repo.workRules(caller.businessId);
      const period = labourPeriod(day(q.from), day(q.to), location.timeZone);
      const { positions, punches } = await repo.pricedLabour(
        caller.businessId,
        period,
        rules,
        { locationId: location.id },
        clock(),
      );
      const budgets = await budgetsOf(caller, location.id, period.firstWeek, period.lastWeek);
      const here = <T extends { locationId: number }>(rows: T[]) => rows.filter((r) => r.locationId === location.id);
      const scheduled = here(positions);
      const actual = here(punches.map((p) => ({ ...p, locationId: p.punch.locationId })));

      const sumWhere = <T extends Parameters<typeof addTo>[1]>(rows: T[], keep: (row: T) => boolean): LabourSums =>
        rows.filter(keep).reduce(addTo, emptySums());
      const inDays = new Set(period.days);
      const totalsScheduled = sumWhere(scheduled, (r) => inDays.has(r.day));
      const totalsActual = sumWhere(actual, (r) => inDays.has(r.day));
      return {
        currency: await repo.currency(caller.businessId),
        days: period.days.map((d) => {
          const s = sumWhere(scheduled, (r) => r.day === d);
          const a = sumWhere(actual, (r) => r.day === d);
          return {
            day: apiDay(d),
            scheduled_hours: hoursOf(s.seconds),
            scheduled_cost: formatCents(s.costCents),
            actual_hours: hoursOf(a.seconds),
            actual_cost: formatCents(a.costCents),
          };
        }),
        weeks: period.weeks.map((w) => {
          const s = sumWhere(scheduled, (r) => r.week === w);
          const a = sumWhere(actual, (r) => r.week === w);
          const budget = budgets.get(w) ?? null;
          return {
            week: apiDay(w),
            budget: budget === null ? null : formatCents(budget),
            scheduled_cost: formatCents(s.costCents),
            actual_cost: formatCents(a.costCents),
            budget_used_pct: budgetUsedPct(s.costCents, budget),
          };
        }),
        totals: {
          scheduled_hours: hoursOf(totalsScheduled.seconds),
          scheduled_cost: formatCents(totalsScheduled.costCents),
          overtime_hours: hoursOf(totalsScheduled.overtimeSeconds),
          overtime_cost: formatCents(totalsScheduled.overtimeCents),
          premium_bonus: formatCents(totalsScheduled.bonusCents),
          actual_hours: hoursOf(totalsActual.seconds),
          actual_cost: formatCents(totalsActual.costCents),
          actual_overtime_hours: hoursOf(totalsActual.overtimeSeconds),
          actual_overtime_cost: formatCents(totalsActual.overtimeCents),
        },
        employees: byEmployee(scheduled.filter((r) => inDays.has(r.day))),
        unpriced_bookings: totalsScheduled.unpriced,
        unpriced_punches: totalsActual.unpriced,
      };
    },
  };
}
export type LabourService = ReturnType<typeof makeLabourService>;
