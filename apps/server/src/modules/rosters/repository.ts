import type { Availability } from "@brigade/contract/enums";
import type { LocationWindow } from "@brigade/contract/periods";
import type { RosterSort, SortOrder } from "@brigade/contract/rosters";
import { and, asc, count, desc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { businessPlaces } from "../../db/business-locations";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { slotOverlaps, slotsOf } from "../../db/slot-periods";
import { withBookingContext } from "../bookings";
import { filterCondition } from "../shifts";

export type RosterFilter = {
  name?: string;
  locationIds?: number[];
  areaIds?: number[];
  areaRoleIds?: number[];
  employeeIds?: number[];
  availability?: Availability;
  /** A slot must overlap its location's window; an empty list matches nothing. */
  windows?: LocationWindow[];
  /** Without windows: only slots that end after this instant (the upcoming ones). */
  endingAfter: Date;
};
export type RosterOrder = { sort: RosterSort; order: SortOrder };
export type RosterSlice = { offset: number; limit: number };

/** The period: each location's window, or every slot still to end; judged on the slot, with its location. */
function periodCondition(businessId: number, f: RosterFilter): SQL | undefined {
  const where = slotsOf(businessId, f.locationIds);
  return f.windows ? and(where, slotOverlaps(businessId, f.windows)) : and(where, gt(shiftSlots.endsAt, f.endingAfter));
}

/** The filters read on the shift around a slot, when any is given. */
function shiftLevel(f: RosterFilter) {
  return f.name || f.employeeIds || f.availability
    ? { name: f.name, employeeIds: f.employeeIds, availability: f.availability }
    : undefined;
}

/** The row's own role narrows by the role and area filters, not just the shift around it. */
function roleCondition(f: RosterFilter, areaRoleId: AnyPgColumn): SQL | undefined {
  return and(
    f.areaRoleIds ? inArray(areaRoleId, f.areaRoleIds) : undefined,
    f.areaIds ? inArray(areaRoles.areaId, f.areaIds) : undefined,
  );
}

/** Sort key first, then the slot's start, then the row's id: the same request always pages the same way. */
function ordering({ sort, order }: RosterOrder, tieBreak: AnyPgColumn[]): SQL[] {
  const key = { from: shiftSlots.startsAt, to: shiftSlots.endsAt, type: shifts.shiftType }[sort];
  const keys = [order === "desc" ? desc(key) : asc(key)];
  if (sort !== "from") keys.push(asc(shiftSlots.startsAt));
  return [...keys, ...tieBreak.map((c) => asc(c))];
}

const rowColumns = {
  startsAt: shiftSlots.startsAt,
  endsAt: shiftSlots.endsAt,
  slotId: shiftSlots.id,
  slotType: shiftSlots.type,
  shiftId: shifts.id,
  shiftName: shifts.name,
  shiftType: shifts.shiftType,
  bonus: shifts.bonus,
  labelColor: shifts.labelColor,
  roleName: areaRoles.name,
  areaId: areas.id,
  areaName: areas.name,
  locationId: locations.id,
  locationName: locations.name,
  timeZone: locations.timeZone,
};

/** The vacant and schedule rosters: filtered, sorted, paged and counted in SQL. */
export function makeRosterRepository(db: Db) {
  return {
    locationsOf: (businessId: number, ids?: number[]) => businessPlaces(db, businessId, ids),

    /** One row per (slot, area role) with an open position. */
    async vacant(businessId: number, f: RosterFilter, order: RosterOrder, slice: RosterSlice) {
      const level = shiftLevel(f);
      // The business is the slot's (periodCondition): a position belongs to its slot's business.
      const where = and(
        gt(slotPositions.remaining, 0),
        periodCondition(businessId, f),
        // The shift-level filters as /shift/index reads them; the location and period are judged on the slot.
        level ? filterCondition(db, businessId, level) : undefined,
        roleCondition(f, slotPositions.areaRoleId),
      );
      const rows = await db
        .select({ ...rowColumns, areaRoleId: slotPositions.areaRoleId, remaining: slotPositions.remaining })
        .from(slotPositions)
        .innerJoin(shiftSlots, eq(shiftSlots.id, slotPositions.slotId))
        .innerJoin(shifts, eq(shifts.id, shiftSlots.shiftId))
        .innerJoin(areaRoles, eq(areaRoles.id, slotPositions.areaRoleId))
        .innerJoin(areas, eq(areas.id, areaRoles.areaId))
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(where)
        .orderBy(...ordering(order, [slotPositions.slotId, slotPositions.areaRoleId]))
        .limit(slice.limit)
        .offset(slice.offset);
      // The count joins only what its filters read: counting every open position of a location was most of the time.
      let counted = db
        .select({ n: count() })
        .from(slotPositions)
        .innerJoin(shiftSlots, eq(shiftSlots.id, slotPositions.slotId))
        .$dynamic();
      if (level) counted = counted.innerJoin(shifts, eq(shifts.id, shiftSlots.shiftId));
      if (f.areaIds) counted = counted.innerJoin(areaRoles, eq(areaRoles.id, slotPositions.areaRoleId));
      const [total] = await counted.where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** One row per booking that holds a position; employee and availability filters apply to its employee. */
    async schedule(businessId: number, f: RosterFilter, order: RosterOrder, slice: RosterSlice) {
      const where = and(
        eq(bookings.businessId, businessId),
        eq(bookings.holds, true),
        periodCondition(businessId, f),
        f.name ? filterCondition(db, businessId, { name: f.name }) : undefined,
        roleCondition(f, bookings.areaRoleId),
        f.employeeIds ? inArray(bookings.employeeId, f.employeeIds) : undefined,
        f.availability ? eq(employees.availability, f.availability) : undefined,
      );
      const rows = db
        .select({
          ...rowColumns,
          id: bookings.id,
          status: bookings.status,
          areaRoleId: bookings.areaRoleId,
          employeeId: employees.id,
          userName: users.name,
          email: users.email,
          avatarPath: users.avatarPath,
        })
        .from(bookings)
        .$dynamic();
      const page = await withBookingContext(rows)
        .where(where)
        .orderBy(...ordering(order, [bookings.id]))
        .limit(slice.limit)
        .offset(slice.offset);
      let counted = db
        .select({ n: count() })
        .from(bookings)
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .$dynamic();
      if (f.name) counted = counted.innerJoin(shifts, eq(shifts.id, bookings.shiftId));
      if (f.areaIds) counted = counted.innerJoin(areaRoles, eq(areaRoles.id, bookings.areaRoleId));
      if (f.availability) counted = counted.innerJoin(employees, eq(employees.id, bookings.employeeId));
      const [total] = await counted.where(where);
      return { rows: page, total: total?.n ?? 0 };
    },
  };
}
export type RosterRepository = ReturnType<typeof makeRosterRepository>;
