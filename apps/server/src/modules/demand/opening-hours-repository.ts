import { WEEKDAYS } from "@brigade/contract/enums";
import type { Opening } from "@brigade/contract/opening-hours";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { openingHours } from "../../db/schema/demand";

/** "17:00:00" as the database writes a time, to the contract's "17:00". */
const hhmm = (time: string): string => time.slice(0, 5);

export function makeOpeningHoursRepository(db: Db) {
  return {
    /** The location's openings, Monday first, each day's in order. */
    async read(businessId: number, locationId: number): Promise<Opening[]> {
      const rows = await db
        .select({ weekday: openingHours.weekday, open: openingHours.open, close: openingHours.close })
        .from(openingHours)
        .where(and(eq(openingHours.businessId, businessId), eq(openingHours.locationId, locationId)))
        .orderBy(
          sql`array_position(array[${sql.join(
            WEEKDAYS.map((d) => sql`${d}`),
            sql`, `,
          )}]::text[], ${openingHours.weekday})`,
          asc(openingHours.open),
        );
      return rows.map((row) => ({ weekday: row.weekday, open: hhmm(row.open), close: hhmm(row.close) }));
    },

    /** Replaces the location's openings with these, in one transaction. */
    async replace(businessId: number, locationId: number, days: Opening[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(openingHours)
          .where(and(eq(openingHours.businessId, businessId), eq(openingHours.locationId, locationId)));
        if (days.length > 0)
          await tx.insert(openingHours).values(days.map((day) => ({ businessId, locationId, ...day })));
      });
    },
  };
}

export type OpeningHoursRepository = ReturnType<typeof makeOpeningHoursRepository>;
