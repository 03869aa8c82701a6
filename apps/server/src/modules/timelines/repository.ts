import type { Availability } from "@brigade/contract/enums";
import type { DayWindow } from "@brigade/contract/periods";
import { and, asc, count, eq, gt, ilike, inArray, isNotNull, notExists, or, sql } from "drizzle-orm";
import { businessPlaces } from "../../db/business-locations";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { areaRoles, locations } from "../../db/schema/locations";
import { shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { slotStartsIn, slotsOf } from "../../db/slot-periods";
import { intArray } from "../../db/sql-arrays";
import { containsPattern } from "../../lib/like-pattern";
import { bookingPlaceColumns, withBookingContext } from "../bookings";
import { filterCondition } from "../shifts";

export type TimelineFilter = {
  windows: DayWindow[];
  shiftId?: number;
  name?: string;
  locationIds?: number[];
  areaIds?: number[];
  areaRoleIds?: number[];
  employeeIds?: number[];
  availability?: Availability;
};

const one = sql`1`;

export function makeTimelineRepository(db: Db) {
  return {
    locationsOf: (businessId: number, ids?: number[]) => businessPlaces(db, businessId, ids),

    async shiftExists(businessId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: shifts.id })
        .from(shifts)
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, id)));
      return row !== undefined;
    },

    /**
     * Position-holding bookings whose slot starts in the period. Name and location filter the shift (the
     * shift list's own SQL); area, role, employee and availability filter the booking, since a row is one
     * employee in one role.
     */
    async entries(businessId: number, f: TimelineFilter, limit: number) {
      return withBookingContext(
        db
          .select({
            id: bookings.id,
            status: bookings.status,
            employeeId: bookings.employeeId,
            name: users.name,
            email: users.email,
            avatarPath: users.avatarPath,
            ...bookingPlaceColumns,
          })
          .from(bookings)
          .$dynamic(),
      )
        .where(
          and(
            eq(bookings.businessId, businessId),
            eq(bookings.holds, true),
            filterCondition(db, businessId, { name: f.name, locationIds: f.locationIds }),
            f.shiftId ? eq(shifts.id, f.shiftId) : undefined,
            f.areaIds ? inArray(areaRoles.areaId, f.areaIds) : undefined,
            f.areaRoleIds ? inArray(bookings.areaRoleId, f.areaRoleIds) : undefined,
            f.employeeIds ? inArray(bookings.employeeId, f.employeeIds) : undefined,
            f.availability ? eq(employees.availability, f.availability) : undefined,
            slotsOf(businessId, f.locationIds),
            slotStartsIn(businessId, f.windows),
          ),
        )
        .orderBy(asc(shiftSlots.startsAt), asc(bookings.id))
        .limit(limit);
    },

    /**
     * Of these employees, those with an earlier employee of the business of the same name: their key adds the
     * e-mail. Asked once per distinct employee, not per row (a correlated subquery per row was most of the time).
     */
    async namesakes(businessId: number, employeeIds: number[]): Promise<Set<number>> {
      if (employeeIds.length === 0) return new Set();
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(
          and(
            eq(employees.businessId, businessId),
            sql`${employees.id} = any(${intArray(employeeIds)})`,
            sql`exists (select 1 from ${employees} e2 join ${users} u2 on u2.id = e2.user_id
              where u2.business_id = ${businessId} and u2.name = ${users.name} and e2.id < ${employees.id})`,
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** One page of active employees by name (then id), with the total. */
    async activeEmployees(businessId: number, search: string | undefined, page: { offset: number; limit: number }) {
      const where = and(
        eq(employees.businessId, businessId),
        eq(employees.status, "active_employee"),
        search ? ilike(users.name, containsPattern(search)) : undefined,
      );
      const rows = await db
        .select({ id: employees.id, name: users.name, email: users.email, avatarPath: users.avatarPath })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(where)
        .orderBy(asc(users.name), asc(employees.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: count() })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    vacantPositionsFor: (businessId: number, employeeIds: number[], windows: DayWindow[]) =>
      vacantPositionsFor(db, businessId, employeeIds, windows),
  };
}
export type TimelineRepository = ReturnType<typeof makeTimelineRepository>;

/**
 * For these employees at once, every (slot, role) with an open position in a role they have, starting
 * in the period (and after `startsAfter`, when given), that overlaps no position they hold and that they
 * have not already asked for. Shared by the vacant-employee week and a team member's open shifts (which passes
 * `publishedOnly`: staff never see a draft shift).
 */
export async function vacantPositionsFor(
  db: Db,
  businessId: number,
  employeeIds: number[],
  windows: DayWindow[],
  opts: { startsAfter?: Date; publishedOnly?: boolean } = {},
) {
  if (employeeIds.length === 0) return [];
  const busy = db
    .select({ one })
    .from(bookings)
    .where(
      and(
        eq(bookings.businessId, businessId),
        eq(bookings.employeeId, employeeAreaRoles.employeeId),
        or(
          and(
            eq(bookings.holds, true),
            sql`${bookings.during} && tstzrange(${shiftSlots.startsAt}, ${shiftSlots.endsAt})`,
          ),
          and(eq(bookings.status, "Pending"), eq(bookings.slotId, shiftSlots.id)),
        ),
      ),
    );
  return db
    .select({
      employeeId: employeeAreaRoles.employeeId,
      shiftId: shifts.id,
      shiftName: shifts.name,
      labelColor: shifts.labelColor,
      slotId: shiftSlots.id,
      slotType: shiftSlots.type,
      areaRoleId: areaRoles.id,
      areaRoleName: areaRoles.name,
      remaining: slotPositions.remaining,
      startsAt: shiftSlots.startsAt,
      endsAt: shiftSlots.endsAt,
      locationId: locations.id,
      locationName: locations.name,
      timeZone: locations.timeZone,
    })
    .from(employeeAreaRoles)
    .innerJoin(
      slotPositions,
      and(eq(slotPositions.areaRoleId, employeeAreaRoles.areaRoleId), gt(slotPositions.remaining, 0)),
    )
    .innerJoin(shiftSlots, eq(shiftSlots.id, slotPositions.slotId))
    .innerJoin(shifts, eq(shifts.id, shiftSlots.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .innerJoin(areaRoles, eq(areaRoles.id, slotPositions.areaRoleId))
    .where(
      and(
        eq(employeeAreaRoles.businessId, businessId),
        eq(shifts.businessId, businessId),
        inArray(employeeAreaRoles.employeeId, employeeIds),
        slotStartsIn(businessId, windows),
        opts.startsAfter ? gt(shiftSlots.startsAt, opts.startsAfter) : undefined,
        opts.publishedOnly ? isNotNull(shifts.publishedAt) : undefined,
        notExists(busy),
      ),
    )
    .orderBy(asc(shiftSlots.startsAt), asc(shiftSlots.id), asc(areaRoles.id));
}
