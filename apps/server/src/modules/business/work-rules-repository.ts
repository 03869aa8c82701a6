import type { WorkRules } from "@brigade/contract/work-rules";
import { eq } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { businesses } from "../../db/schema/accounts";

const columns = {
  max_week_hours: businesses.maxWeekHours,
  min_rest_hours: businesses.minRestHours,
  max_shifts_per_day: businesses.maxShiftsPerDay,
  draft_weeks: businesses.draftWeeks,
  swaps_need_approval: businesses.swapsNeedApproval,
};

/**
 * A business's work rules, as the contract names them. Other modules (auto-fill, self-service, fit) call this
 * with their db or transaction; the business is the caller's own, so it always exists.
 */
export async function readWorkRules(db: Db, businessId: number): Promise<WorkRules> {
  const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, businessId));
  if (!row) throw new Error(`Business ${businessId} has no row`);
  return row;
}

function queries(db: Db) {
  return {
    read: (businessId: number) => readWorkRules(db, businessId),

    async write(businessId: number, rules: WorkRules): Promise<WorkRules | undefined> {
      const [row] = await db
        .update(businesses)
        .set({
          maxWeekHours: rules.max_week_hours,
          minRestHours: rules.min_rest_hours,
          maxShiftsPerDay: rules.max_shifts_per_day,
          draftWeeks: rules.draft_weeks,
          swapsNeedApproval: rules.swaps_need_approval,
        })
        .where(eq(businesses.id, businessId))
        .returning(columns);
      return row;
    },
  };
}

export function makeWorkRulesRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type WorkRulesRepository = ReturnType<typeof makeWorkRulesRepository>;
