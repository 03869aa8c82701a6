import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { forecastOverrides } from "../../db/schema/demand";

/** A manager's total for a day, as stored: `total` in the location's measure (sales or transactions). */
export type OverrideRow = {
  day: string;
  sales: string | null;
  transactions: string | null;
  reason: string;
  forecastBefore: string;
  setBy: string | null;
  setAt: Date;
};

/** Managers' totals for days of a location's forecast (demand.md, "Forecast"). */
export function makeForecastRepository(db: Db) {
  const mine = (businessId: number, locationId: number) =>
    and(eq(forecastOverrides.businessId, businessId), eq(forecastOverrides.locationId, locationId));
  return {
    /** The overrides of the days from `from` to `to` (YYYY-MM-DD, both included), earliest first. */
    overrides(businessId: number, locationId: number, from: string, to: string): Promise<OverrideRow[]> {
      return db
        .select({
          day: sql<string>`${forecastOverrides.day}::text`,
          sales: forecastOverrides.sales,
          transactions: forecastOverrides.transactions,
          reason: forecastOverrides.reason,
          forecastBefore: forecastOverrides.forecastBefore,
          setBy: users.name,
          setAt: forecastOverrides.setAt,
        })
        .from(forecastOverrides)
        .leftJoin(users, eq(users.id, forecastOverrides.setBy))
        .where(and(mine(businessId, locationId), gte(forecastOverrides.day, from), lte(forecastOverrides.day, to)))
        .orderBy(asc(forecastOverrides.day));
    },

    /** Sets a day's override (replacing one there). */
    async set(
      businessId: number,
      locationId: number,
      value: { day: string; sales: string | null; transactions: string | null; reason: string; forecastBefore: string },
      userId: number,
    ): Promise<void> {
      await db
        .insert(forecastOverrides)
        .values({ businessId, locationId, ...value, setBy: userId })
        .onConflictDoUpdate({
          target: [forecastOverrides.locationId, forecastOverrides.day],
          set: { ...value, setBy: userId, setAt: sql`now()` },
        });
    },

    /** Removes a day's override; false when it had none. */
    async remove(businessId: number, locationId: number, day: string): Promise<boolean> {
      const removed = await db
        .delete(forecastOverrides)
        .where(and(mine(businessId, locationId), eq(forecastOverrides.day, day)))
        .returning({ day: forecastOverrides.day });
      return removed.length > 0;
    },
  };
}

export type ForecastRepository = ReturnType<typeof makeForecastRepository>;
