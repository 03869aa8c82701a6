import { and, asc, eq, gte, lte } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { locations } from "../../db/schema/locations";
import { locationBudgets } from "../../db/schema/time-and-cost";
import { readWorkRules } from "../business";
import { labourReads } from "./reads-repository";

function queries(db: Db) {
  return {
    ...labourReads(db),
    workRules: (businessId: number) => readWorkRules(db, businessId),

    async location(businessId: number, locationId: number) {
      const [row] = await db
        .select({ id: locations.id, name: locations.name, timeZone: locations.timeZone })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
      return row;
    },

    /** Budgets of the weeks whose Monday is in [fromMonday, toMonday] (YYYY-MM-DD). */
    budgets(businessId: number, locationId: number, fromMonday: string, toMonday: string) {
      return db
        .select({ week: locationBudgets.week, amount: locationBudgets.amount })
        .from(locationBudgets)
        .where(
          and(
            eq(locationBudgets.businessId, businessId),
            eq(locationBudgets.locationId, locationId),
            gte(locationBudgets.week, fromMonday),
            lte(locationBudgets.week, toMonday),
          ),
        )
        .orderBy(asc(locationBudgets.week));
    },

    async saveBudget(businessId: number, locationId: number, week: string, amount: string, userId: number) {
      await db
        .insert(locationBudgets)
        .values({ businessId, locationId, week, amount, updatedBy: userId })
        .onConflictDoUpdate({
          target: [locationBudgets.locationId, locationBudgets.week],
          set: { amount, updatedBy: userId, updatedAt: new Date() },
        });
    },
  };
}

export function makeLabourRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type LabourRepository = ReturnType<typeof makeLabourRepository>;
