import { formatCents, parseCents } from "@brigade/contract/money";
import type { WorkRules } from "@brigade/contract/work-rules";
import { eq } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { businesses } from "../../db/schema/accounts";

const columns = {
  max_week_hours: businesses.maxWeekHours,
  confirm_week_hours: businesses.confirmWeekHours,
  min_rest_hours: businesses.minRestHours,
  max_shifts_per_day: businesses.maxShiftsPerDay,
  draft_weeks: businesses.draftWeeks,
  swaps_need_approval: businesses.swapsNeedApproval,
  overtime_week_hours: businesses.overtimeWeekHours,
  overtime_multiplier: businesses.overtimeMultiplier,
  early_clock_in_minutes: businesses.earlyClockInMinutes,
  late_grace_minutes: businesses.lateGraceMinutes,
  no_show_minutes: businesses.noShowMinutes,
  auto_close_hours: businesses.autoCloseHours,
  allow_unscheduled_punches: businesses.allowUnscheduledPunches,
  paid_break_minutes: businesses.paidBreakMinutes,
  geofence_mode: businesses.geofenceMode,
  managers_see_wages: businesses.managersSeeWages,
};

type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] };

/** numeric(3,2) reads as "1.50"; the contract's form is the same, written through cents to be sure. */
const rulesOf = (row: Row): WorkRules => ({
  ...row,
  overtime_multiplier: formatCents(parseCents(String(row.overtime_multiplier)) ?? 150),
});

/**
 * A business's work rules, as the contract names them. Other modules (auto-fill, self-service, fit, the time
 * clock) call this with their db or transaction; the business is the caller's own, so it always exists.
 */
export async function readWorkRules(db: Db, businessId: number): Promise<WorkRules> {
  const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId));
  if (!row) throw new Error(`Business ${businessId} has no row`);
  return rulesOf(row);
}

/** Each rule's column, as Drizzle's update names it (snake_case in the contract, camelCase in the schema). */
const toProperty = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function queries(db: Db) {
  return {
    read: (businessId: number) => readWorkRules(db, businessId),

    /** Changes the rules given and keeps the others. */
    async write(businessId: number, rules: Partial<WorkRules>): Promise<WorkRules | undefined> {
      const set = Object.fromEntries(
        Object.entries(rules)
          .filter(([key, value]) => key in columns && value !== undefined)
          .map(([key, value]) => [toProperty(key), value]),
      );
      if (Object.keys(set).length === 0) return readWorkRules(db, businessId);
      const [row] = await db.update(businesses).set(set).where(eq(businesses.id, businessId)).returning(columns);
      return row ? rulesOf(row) : undefined;
    },
  };
}

export function makeWorkRulesRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type WorkRulesRepository = ReturnType<typeof makeWorkRulesRepository>;
