import type { Availability } from "@brigade/contract/enums";
import type { LocationWindow } from "@brigade/contract/periods";
import type { ShiftStatusFilter } from "@brigade/contract/shifts";
import { and, asc, count, eq, exists, gt, inArray, or, type SQL, sql } from "drizzle-orm";
import { businessPlaces } from "../../db/business-locations";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { intArray } from "../../db/sql-arrays";
import { selectBookingItems } from "../bookings";

export type ShiftFilter = {
  name?: string;
  locationIds?: number[];
  areaIds?: number[];
  areaRoleIds?: number[];
  employeeIds?: number[];
  availability?: Availability;
  status?: ShiftStatusFilter;
  /** When set, a shift must overlap its location's window; an empty list matches nothing. */
  windows?: LocationWindow[];
};

const one = sql`1`;

export function filterCondition(db: Db, businessId: number, f: ShiftFilter): SQL | undefined {
  const bookingOf = (...more: (SQL | undefined)[]) =>
    exists(
      db
        .select({ one })
        .from(bookings)
        .where(and(eq(bookings.shiftId, shifts.id), ...more)),
    );
  const conditions: (SQL | undefined)[] = [eq(shifts.businessId, businessId)];
  if (f.name) conditions.push(sql`lower(${shifts.name}) = lower(${f.name})`);
  if (f.locationIds) conditions.push(inArray(shifts.locationId, f.locationIds));
  if (f.areaRoleIds || f.areaIds) {
    conditions.push(
      exists(
        db
          .select({ one })
          .from(shiftAreaRoles)
          .innerJoin(areaRoles, eq(areaRoles.id, shiftAreaRoles.areaRoleId))
          .where(
            and(
              eq(shiftAreaRoles.shiftId, shifts.id),
              f.areaRoleIds ? inArray(shiftAreaRoles.areaRoleId, f.areaRoleIds) : undefined,
              f.areaIds ? inArray(areaRoles.areaId, f.areaIds) : undefined,
            ),
          ),
      ),
    );
  }
  if (f.employeeIds) conditions.push(bookingOf(inArray(bookings.employeeId, f.employeeIds)));
  if (f.availability) {
    const ofAvailability = db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.businessId, businessId), eq(employees.availability, f.availability)));
    conditions.push(bookingOf(inArray(bookings.employeeId, ofAvailability)));
  }
  if (f.status === "schedule_shifts") conditions.push(bookingOf(eq(bookings.holds, true)));
  if (f.status === "Pending") conditions.push(bookingOf(eq(bookings.status, "Pending")));
  if (f.status === "vacant_shifts") {
    conditions.push(
      exists(
        db
          .select({ one })
          .from(slotPositions)
          .innerJoin(shiftSlots, eq(shiftSlots.id, slotPositions.slotId))
          .where(and(eq(shiftSlots.shiftId, shifts.id), gt(slotPositions.remaining, 0))),
      ),
    );
  }
  if (f.windows) {
    const inWindow = f.windows.map((w) =>
      and(
        eq(shifts.locationId, w.locationId),
        w.from ? gt(shifts.endsAt, w.from) : undefined,
        w.to ? sql`${shifts.startsAt} < ${w.to}` : undefined,
      ),
    );
    conditions.push(inWindow.length ? or(...inWindow) : sql`false`);
  }
  return and(...conditions);
}

/** The reads behind shift/index and behind every answer that shows a shift in full. */
export function makeShiftListRepository(db: Db) {
  return {
    locationsOf: (businessId: number, ids?: number[]) => businessPlaces(db, businessId, ids),

    /** The first `limit` matching shifts, earliest first, without counting the rest. */
    async shiftIds(businessId: number, filter: ShiftFilter, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: shifts.id })
        .from(shifts)
        .where(filterCondition(db, businessId, filter))
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** One page of the matching shifts, earliest first, with the total. */
    async listShifts(businessId: number, filter: ShiftFilter, page: { offset: number; limit: number }) {
      const where = filterCondition(db, businessId, filter);
      const rows = await db
        .select({ id: shifts.id })
        .from(shifts)
        .where(where)
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(shifts).where(where);
      return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
    },

    async shiftsByIds(businessId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: shifts.id,
          name: shifts.name,
          description: shifts.description,
          shiftType: shifts.shiftType,
          bonus: shifts.bonus,
          labelColor: shifts.labelColor,
          locationId: shifts.locationId,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
          day: shifts.day,
          chunk: shifts.chunk,
          locationName: locations.name,
          timeZone: locations.timeZone,
          lockDay: locations.lockDay,
        })
        .from(shifts)
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(and(eq(shifts.businessId, businessId), sql`${shifts.id} = any(${intArray(ids)})`));
    },

    async areasOfLocations(businessId: number, locationIds: number[]) {
      if (locationIds.length === 0) return { areas: [], roles: [] };
      const areaRows = await db
        .select({ id: areas.id, name: areas.name, locationId: areas.locationId })
        .from(areas)
        .where(and(eq(areas.businessId, businessId), inArray(areas.locationId, locationIds)))
        .orderBy(asc(areas.id));
      const roleRows = areaRows.length
        ? await db
            .select({ id: areaRoles.id, name: areaRoles.name, areaId: areaRoles.areaId })
            .from(areaRoles)
            .where(
              and(
                eq(areaRoles.businessId, businessId),
                sql`${areaRoles.areaId} = any(${intArray(areaRows.map((a) => a.id))})`,
              ),
            )
            .orderBy(asc(areaRoles.id))
        : [];
      return { areas: areaRows, roles: roleRows };
    },

    async rolesOfShifts(businessId: number, shiftIds: number[]) {
      return db
        .select({
          shiftId: shiftAreaRoles.shiftId,
          id: areaRoles.id,
          name: areaRoles.name,
          areaId: areas.id,
          areaName: areas.name,
          roleCount: shiftAreaRoles.roleCount,
        })
        .from(shiftAreaRoles)
        .innerJoin(areaRoles, eq(areaRoles.id, shiftAreaRoles.areaRoleId))
        .innerJoin(areas, eq(areas.id, areaRoles.areaId))
        .where(
          and(eq(shiftAreaRoles.businessId, businessId), sql`${shiftAreaRoles.shiftId} = any(${intArray(shiftIds)})`),
        )
        .orderBy(asc(areas.id), asc(areaRoles.id));
    },

    async slotsOfShifts(businessId: number, shiftIds: number[]) {
      return db
        .select({
          id: shiftSlots.id,
          shiftId: shiftSlots.shiftId,
          seq: shiftSlots.seq,
          startsAt: shiftSlots.startsAt,
          endsAt: shiftSlots.endsAt,
          type: shiftSlots.type,
        })
        .from(shiftSlots)
        .where(and(eq(shiftSlots.businessId, businessId), sql`${shiftSlots.shiftId} = any(${intArray(shiftIds)})`))
        .orderBy(asc(shiftSlots.shiftId), asc(shiftSlots.seq));
    },

    async positionsOfShifts(businessId: number, shiftIds: number[]) {
      return db
        .select({
          slotId: slotPositions.slotId,
          areaRoleId: slotPositions.areaRoleId,
          capacity: slotPositions.capacity,
          remaining: slotPositions.remaining,
        })
        .from(slotPositions)
        .innerJoin(shiftSlots, eq(shiftSlots.id, slotPositions.slotId))
        .where(and(eq(slotPositions.businessId, businessId), sql`${shiftSlots.shiftId} = any(${intArray(shiftIds)})`))
        .orderBy(asc(slotPositions.slotId), asc(slotPositions.areaRoleId));
    },

    async bookingsOfShifts(businessId: number, shiftIds: number[]) {
      return selectBookingItems(db)
        .where(and(eq(bookings.businessId, businessId), sql`${bookings.shiftId} = any(${intArray(shiftIds)})`))
        .orderBy(asc(shiftSlots.startsAt), asc(bookings.id));
    },
  };
}
export type ShiftListRepository = ReturnType<typeof makeShiftListRepository>;
