import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { areaRoles } from "../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { ledgerOn } from "../bookings";

/** A shift's own columns as written by store and edit. */
export type ShiftValues = Omit<typeof shifts.$inferInsert, "id" | "businessId" | "createdAt">;

/** The writes of a shift edit, run inside the repository's transaction (see edit-service.ts). */
export function editQueries(db: Db) {
  return {
    /** The shift as it is now, locked against a concurrent edit, move or delete until the transaction ends. */
    async lockShift(businessId: number, id: number) {
      const [row] = await db
        .select({
          id: shifts.id,
          name: shifts.name,
          description: shifts.description,
          shiftType: shifts.shiftType,
          bonus: shifts.bonus,
          locationId: shifts.locationId,
          chunk: shifts.chunk,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
        })
        .from(shifts)
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, id)))
        // Not FOR UPDATE: an assignment's foreign-key check takes a key-share lock on the shift while it holds
        // a position row this edit waits for; FOR UPDATE would deadlock with it, NO KEY UPDATE does not.
        .for("no key update");
      return row;
    },

    /**
     * The shift's positions per slot and role, locked: an assignment takes a position by updating its
     * row, so none can slip in between these checks and the edit.
     */
    async lockPositions(businessId: number, shiftId: number) {
      return db
        .select({
          slotId: slotPositions.slotId,
          areaRoleId: slotPositions.areaRoleId,
          name: areaRoles.name,
          capacity: slotPositions.capacity,
          remaining: slotPositions.remaining,
        })
        .from(slotPositions)
        .innerJoin(shiftSlots, eq(shiftSlots.id, slotPositions.slotId))
        .innerJoin(areaRoles, eq(areaRoles.id, slotPositions.areaRoleId))
        .where(and(eq(slotPositions.businessId, businessId), eq(shiftSlots.shiftId, shiftId)))
        .for("update", { of: slotPositions });
    },

    /** Bookings of the shift per area role, whatever their status, with the role's name. */
    async bookingsByRole(businessId: number, shiftId: number) {
      return db
        .select({ areaRoleId: bookings.areaRoleId, name: areaRoles.name, bookings: count() })
        .from(bookings)
        .innerJoin(areaRoles, eq(areaRoles.id, bookings.areaRoleId))
        .where(and(eq(bookings.businessId, businessId), eq(bookings.shiftId, shiftId)))
        .groupBy(bookings.areaRoleId, areaRoles.name);
    },

    async updateShift(businessId: number, id: number, values: Partial<ShiftValues>) {
      await db
        .update(shifts)
        .set(values)
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, id)));
    },

    /** Drops the shift's roles and slots (their positions go with the slots) before new ones are inserted. */
    async dropStaffing(businessId: number, shiftId: number) {
      await db
        .delete(shiftAreaRoles)
        .where(and(eq(shiftAreaRoles.businessId, businessId), eq(shiftAreaRoles.shiftId, shiftId)));
      await db.delete(shiftSlots).where(and(eq(shiftSlots.businessId, businessId), eq(shiftSlots.shiftId, shiftId)));
    },

    /** A new role on every slot of the shift, all its positions open. */
    async addRole(businessId: number, shiftId: number, areaRoleId: number, roleCount: number) {
      await db.insert(shiftAreaRoles).values({ businessId, shiftId, areaRoleId, roleCount });
      await ledgerOn(db).openRolePositions(businessId, shiftId, areaRoleId, roleCount);
    },

    async removeRole(businessId: number, shiftId: number, areaRoleId: number) {
      await ledgerOn(db).closePositions(businessId, shiftId, areaRoleId);
      await db
        .delete(shiftAreaRoles)
        .where(
          and(
            eq(shiftAreaRoles.businessId, businessId),
            eq(shiftAreaRoles.shiftId, shiftId),
            eq(shiftAreaRoles.areaRoleId, areaRoleId),
          ),
        );
    },

    /**
     * A role's new count on every slot: the positions held stay held, the open ones follow the count.
     * Below the positions held, the `remaining` check refuses (23514).
     */
    async setRoleCount(businessId: number, shiftId: number, areaRoleId: number, roleCount: number) {
      await db
        .update(shiftAreaRoles)
        .set({ roleCount })
        .where(
          and(
            eq(shiftAreaRoles.businessId, businessId),
            eq(shiftAreaRoles.shiftId, shiftId),
            eq(shiftAreaRoles.areaRoleId, areaRoleId),
          ),
        );
      await ledgerOn(db).resizePositions(businessId, shiftId, areaRoleId, roleCount);
    },
  };
}
