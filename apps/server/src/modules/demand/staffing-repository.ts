import { and, eq, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { areaRoles, areas } from "../../db/schema/locations";
import { shiftSlots, slotPositions } from "../../db/schema/shifts";

/** What the staffing read needs of the schedule: the positions of a location's slots over a period. */
export function makeStaffingRepository(db: Db) {
  return {
    /** Each slot overlapping [from, to) with its positions per role: how many, and how many are still open. */
    positions(businessId: number, locationId: number, from: Date, to: Date) {
      return db
        .select({
          startsAt: shiftSlots.startsAt,
          endsAt: shiftSlots.endsAt,
          areaRoleId: slotPositions.areaRoleId,
          capacity: slotPositions.capacity,
          remaining: slotPositions.remaining,
        })
        .from(shiftSlots)
        .innerJoin(slotPositions, eq(slotPositions.slotId, shiftSlots.id))
        .where(
          and(
            eq(shiftSlots.businessId, businessId),
            eq(shiftSlots.locationId, locationId),
            lt(shiftSlots.startsAt, to),
            gt(shiftSlots.endsAt, from),
          ),
        );
    },

    /** The names of these roles and their areas. */
    async names(businessId: number, roleIds: number[]): Promise<Map<number, { role: string; area: string }>> {
      if (roleIds.length === 0) return new Map();
      const rows = await db
        .select({ id: areaRoles.id, role: areaRoles.name, area: areas.name })
        .from(areaRoles)
        .innerJoin(areas, eq(areas.id, areaRoles.areaId))
        .where(and(eq(areaRoles.businessId, businessId), inArray(areaRoles.id, roleIds)));
      return new Map(rows.map((row) => [row.id, { role: row.role, area: row.area }]));
    },
  };
}

export type StaffingRepository = ReturnType<typeof makeStaffingRepository>;
