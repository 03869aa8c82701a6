import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { employeeAreaRoles } from "../../db/schema/employees";
import { areaRoles, areas } from "../../db/schema/locations";
import { shiftAreaRoles, slotPositions } from "../../db/schema/shifts";
import { type AreaRow, locationQueries, otherThan, type RoleRow, sameName } from "./repository";

const areaColumns = { id: areas.id, name: areas.name, locationId: areas.locationId };
const roleColumns = { id: areaRoles.id, name: areaRoles.name, areaId: areaRoles.areaId };

async function any(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** Work areas and their roles; each query is scoped to the caller's business. */
function areaQueries(db: Db) {
  // The parent location and the roles of an area are read the same way the location views read them.
  const { findLocation, listRoles } = locationQueries(db);
  return {
    findLocation,
    listRoles,

    async findArea(businessId: number, id: number): Promise<AreaRow | undefined> {
      const [row] = await db
        .select(areaColumns)
        .from(areas)
        .where(and(eq(areas.businessId, businessId), eq(areas.id, id)));
      return row;
    },

    async areaNameTaken(businessId: number, locationId: number, name: string, exceptId?: number): Promise<boolean> {
      return any(
        db
          .select({ id: areas.id })
          .from(areas)
          .where(
            and(
              eq(areas.businessId, businessId),
              eq(areas.locationId, locationId),
              sameName(areas.name, name),
              otherThan(areas.id, exceptId),
            ),
          )
          .limit(1),
      );
    },

    async insertArea(businessId: number, locationId: number, name: string): Promise<AreaRow> {
      const [row] = await db.insert(areas).values({ businessId, locationId, name }).returning(areaColumns);
      if (!row) throw new Error("area insert returned nothing");
      return row;
    },

    async renameArea(businessId: number, id: number, name: string): Promise<void> {
      await db
        .update(areas)
        .set({ name })
        .where(and(eq(areas.businessId, businessId), eq(areas.id, id)));
    },

    async areaHasRoles(businessId: number, id: number): Promise<boolean> {
      return any(
        db
          .select({ id: areaRoles.id })
          .from(areaRoles)
          .where(and(eq(areaRoles.businessId, businessId), eq(areaRoles.areaId, id)))
          .limit(1),
      );
    },

    async deleteArea(businessId: number, id: number): Promise<void> {
      await db.delete(areas).where(and(eq(areas.businessId, businessId), eq(areas.id, id)));
    },

    async findRole(businessId: number, id: number): Promise<RoleRow | undefined> {
      const [row] = await db
        .select(roleColumns)
        .from(areaRoles)
        .where(and(eq(areaRoles.businessId, businessId), eq(areaRoles.id, id)));
      return row;
    },

    async roleNameTaken(businessId: number, areaId: number, name: string, exceptId?: number): Promise<boolean> {
      return any(
        db
          .select({ id: areaRoles.id })
          .from(areaRoles)
          .where(
            and(
              eq(areaRoles.businessId, businessId),
              eq(areaRoles.areaId, areaId),
              sameName(areaRoles.name, name),
              otherThan(areaRoles.id, exceptId),
            ),
          )
          .limit(1),
      );
    },

    async insertRole(businessId: number, areaId: number, name: string): Promise<RoleRow> {
      const [row] = await db.insert(areaRoles).values({ businessId, areaId, name }).returning(roleColumns);
      if (!row) throw new Error("area role insert returned nothing");
      return row;
    },

    async renameRole(businessId: number, id: number, name: string): Promise<void> {
      await db
        .update(areaRoles)
        .set({ name })
        .where(and(eq(areaRoles.businessId, businessId), eq(areaRoles.id, id)));
    },

    /** Team members holding the role, or shifts, slots or bookings asking for it, keep it from being deleted. */
    async roleInUse(businessId: number, id: number): Promise<boolean> {
      const uses = [
        () =>
          db
            .select({ id: employeeAreaRoles.areaRoleId })
            .from(employeeAreaRoles)
            .where(and(eq(employeeAreaRoles.businessId, businessId), eq(employeeAreaRoles.areaRoleId, id)))
            .limit(1),
        () =>
          db
            .select({ id: shiftAreaRoles.areaRoleId })
            .from(shiftAreaRoles)
            .where(and(eq(shiftAreaRoles.businessId, businessId), eq(shiftAreaRoles.areaRoleId, id)))
            .limit(1),
        () =>
          db
            .select({ id: slotPositions.areaRoleId })
            .from(slotPositions)
            .where(and(eq(slotPositions.businessId, businessId), eq(slotPositions.areaRoleId, id)))
            .limit(1),
        () =>
          db
            .select({ id: bookings.areaRoleId })
            .from(bookings)
            .where(and(eq(bookings.businessId, businessId), eq(bookings.areaRoleId, id)))
            .limit(1),
      ];
      for (const use of uses) if (await any(use())) return true;
      return false;
    },

    async deleteRole(businessId: number, id: number): Promise<void> {
      await db.delete(areaRoles).where(and(eq(areaRoles.businessId, businessId), eq(areaRoles.id, id)));
    },
  };
}

export function makeAreaRepository(db: Db) {
  return areaQueries(db);
}
export type AreaRepository = ReturnType<typeof makeAreaRepository>;
