import type { AutoFillAssignment, AutoFillCost } from "@brigade/contract/auto-fill";
import { costItems, type LabourItem, rateOn } from "@brigade/contract/labour-hours";
import { inWeeks, labourPeriod } from "@brigade/contract/labour-period";
import { localDayAndWeek } from "@brigade/contract/local-time";
import { formatCents } from "@brigade/contract/money";
import type { WorkRules } from "@brigade/contract/work-rules";
import { Temporal } from "temporal-polyfill";
import { overtimeRules } from "../labour";
import type { AutoFillQueries } from "./repository";

// What a proposal adds to the labour cost (time-and-cost.md, "Auto-fill"): the scheduled cost of the weeks it
// touches with it minus without it, priced as labour cost prices them (the rate in force that day, overtime
// in each employee's local week at every location, Premium bonuses), so the figure matches the cost panel's.

type Place = { id: number; timeZone: string };
type Unpriced = Omit<LabourItem, "rateCents"> & { areaRoleId: number };

/** The Premium bonus in dollars of each proposed slot and role, keyed `slot:role`. */
export type BonusOf = (slotId: number, areaRoleId: number) => number;

export async function proposalCost(
  q: Pick<AutoFillQueries, "scheduled" | "wages" | "currency">,
  businessId: number,
  place: Place,
  assignments: readonly AutoFillAssignment[],
  bonusOf: BonusOf,
  rules: WorkRules,
): Promise<AutoFillCost> {
  const currency = await q.currency(businessId);
  if (assignments.length === 0) return { currency, added_cost: formatCents(0), unpriced_assignments: 0 };

  const proposed = assignments.map((a): Unpriced => {
    const startsAt = Date.parse(a.from);
    return {
      employeeId: a.employee_id,
      ...localDayAndWeek(startsAt, place.timeZone),
      startsAt,
      paidSeconds: Math.round((Date.parse(a.to) - startsAt) / 1000),
      bonusCents: Math.round(bonusOf(a.slot_id, a.area_role_id) * 100),
      // A short rest is never proposed (auto-fill keeps the pack's rest hours), so no premium is earned.
      restPremiumCents: 0,
      areaRoleId: a.area_role_id,
    };
  });
  const days = proposed.map((p) => p.day).sort();
  const period = labourPeriod(
    Temporal.PlainDate.from(days[0] ?? ""),
    Temporal.PlainDate.from(days[days.length - 1] ?? ""),
    place.timeZone,
  );
  const employeeIds = [...new Set(proposed.map((p) => p.employeeId))];
  const [held, wages] = await Promise.all([
    q.scheduled(businessId, period.window, employeeIds),
    q.wages(businessId, employeeIds),
  ]);
  const priced = (items: readonly Unpriced[]): LabourItem[] =>
    items.map((item) => ({ ...item, rateCents: rateOn(wages.get(item.employeeId) ?? [], item.day, item.areaRoleId) }));
  const before = priced(held.filter((row) => inWeeks(period, row.week)));
  const mine = priced(proposed);
  const total = (items: readonly LabourItem[]) =>
    costItems(items, overtimeRules(rules)).reduce((sum, item) => sum + item.costCents, 0);
  return {
    currency,
    added_cost: formatCents(total([...before, ...mine]) - total(before)),
    unpriced_assignments: mine.filter((item) => item.rateCents === null).length,
  };
}
