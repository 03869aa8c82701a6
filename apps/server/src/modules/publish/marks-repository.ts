import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema/locations";
import { scheduleWeeks } from "../../db/schema/publishing";
import { shifts } from "../../db/schema/shifts";
import { readWorkRules } from "../business";

/**
 * What a shift's own writes (create, edit, move, delete) note for publishing, run in their transaction: the
 * shift repository includes these queries (see marks.ts for when each is called).
 */
export function publishMarkQueries(db: Db) {
  return {
    /** Whether new shifts of the business start as drafts (the work rule draft_weeks). */
    draftWeeksOn: async (businessId: number) => (await readWorkRules(db, businessId)).draft_weeks,

    /** A published shift's location, start and zone; undefined for a draft or a shift that is not there. */
    async publishedPlaceOf(businessId: number, shiftId: number) {
      const [row] = await db
        .select({ locationId: shifts.locationId, startsAt: shifts.startsAt, timeZone: locations.timeZone })
        .from(shifts)
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, shiftId), isNotNull(shifts.publishedAt)));
      return row;
    },

    /** The shift was edited or moved now. */
    async markChanged(businessId: number, shiftId: number): Promise<void> {
      await db
        .update(shifts)
        .set({ changedAt: sql`now()` })
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, shiftId)));
    },

    /** One more published shift gone from a published week (nothing when the week was never published). */
    async countRemoved(businessId: number, locationId: number, monday: string): Promise<void> {
      await db
        .update(scheduleWeeks)
        .set({ removedSincePublish: sql`${scheduleWeeks.removedSincePublish} + 1` })
        .where(
          and(
            eq(scheduleWeeks.businessId, businessId),
            eq(scheduleWeeks.locationId, locationId),
            eq(scheduleWeeks.weekStart, monday),
          ),
        );
    },
  };
}
export type PublishMarks = ReturnType<typeof publishMarkQueries>;
