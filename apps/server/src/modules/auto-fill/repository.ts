import { and, asc, eq, gt, gte, inArray, lt, or, sql } from "drizzle-orm";
import { findBusinessLocation } from "../../db/business-locations";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { areaRoles } from "../../db/schema/locations";
import { shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { intArray } from "../../db/sql-arrays";
import { fitQueries } from "../fit";
import { scheduledRows, type Window } from "../labour";
import { currencyOf, wageVersionsOf } from "../wages";

// What auto-fill reads to build its instance (loader.ts), a few set-based queries whatever the size of the team
// or the period. Availability, time off, held positions and the work rules are who-fits' own queries.

/** The period's slots of a location: those starting in [from, to) and after `now` (auto-fill plans the future). */
export type PeriodWindow = { locationId: number; from: Date; to: Date; now: Date };

const startsInPeriod = (businessId: number, w: PeriodWindow) =>
  and(
    eq(shiftSlots.businessId, businessId),
    eq(shiftSlots.locationId, w.locationId),
    gte(shiftSlots.startsAt, w.from),
    lt(shiftSlots.startsAt, w.to),
    gt(shiftSlots.startsAt, w.now),
  );

export function autoFillQueries(db: Db) {
  const fit = fitQueries(db);
  return {
    location: (businessId: number, id: number) => findBusinessLocation(db, businessId, id),
    workRules: fit.workRules,
    availability: fit.availability,
    timeOff: fit.timeOff,
    held: fit.held,
    /** Each employee's wage versions, earliest first (the objective's cost term and the preview's added cost). */
    wages: (businessId: number, employeeIds: readonly number[]) => wageVersionsOf(db, businessId, employeeIds),
    currency: (businessId: number) => currencyOf(db, businessId),
    /** The positions the employees hold, at every location, starting in the window (labour cost's own rows). */
    scheduled: (businessId: number, window: Window, employeeIds: readonly number[]) =>
      scheduledRows(db, businessId, window, { employeeIds }),

    /** The open positions (slot and role with remaining > 0) of the period, in time order; at most `limit`. */
    openPositions(businessId: number, w: PeriodWindow, limit: number) {
      return db
        .select({
          shiftId: shifts.id,
          shiftName: shifts.name,
          shiftType: shifts.shiftType,
          bonus: shifts.bonus,
          posted: sql<boolean>`${shifts.publishedAt} is not null`,
          slotId: shiftSlots.id,
          areaRoleId: slotPositions.areaRoleId,
          roleName: areaRoles.name,
          from: shiftSlots.startsAt,
          to: shiftSlots.endsAt,
          open: slotPositions.remaining,
        })
        .from(shiftSlots)
        .innerJoin(shifts, and(eq(shifts.id, shiftSlots.shiftId), eq(shifts.businessId, businessId)))
        .innerJoin(
          slotPositions,
          and(eq(slotPositions.slotId, shiftSlots.id), eq(slotPositions.businessId, businessId)),
        )
        .innerJoin(areaRoles, and(eq(areaRoles.id, slotPositions.areaRoleId), eq(areaRoles.businessId, businessId)))
        .where(and(startsInPeriod(businessId, w), gt(slotPositions.remaining, 0)))
        .orderBy(asc(shiftSlots.startsAt), asc(shiftSlots.id), asc(slotPositions.areaRoleId))
        .limit(limit);
    },

    /** Active employees with at least one of the roles, each with those of the roles they have. */
    activeWithRoles(businessId: number, roleIds: readonly number[]) {
      if (roleIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: employees.id,
          name: users.name,
          maxWeekHours: employees.maxWeekHours,
          roleIds: sql<number[]>`array_agg(${employeeAreaRoles.areaRoleId} order by ${employeeAreaRoles.areaRoleId})`,
        })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .innerJoin(
          employeeAreaRoles,
          and(eq(employeeAreaRoles.employeeId, employees.id), eq(employeeAreaRoles.businessId, businessId)),
        )
        .where(
          and(
            eq(employees.businessId, businessId),
            eq(employees.status, "active_employee"),
            sql`${employeeAreaRoles.areaRoleId} = any(${intArray(roleIds)})`,
          ),
        )
        .groupBy(employees.id, users.name)
        .orderBy(asc(employees.id));
    },

    /** Slots of the period where the employees already have a Pending request or a position. */
    slotsTaken(businessId: number, employeeIds: readonly number[], w: PeriodWindow) {
      if (employeeIds.length === 0) return Promise.resolve([]);
      return db
        .select({ employeeId: bookings.employeeId, slotId: bookings.slotId })
        .from(bookings)
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .where(
          and(
            eq(bookings.businessId, businessId),
            inArray(bookings.employeeId, [...employeeIds]),
            or(eq(bookings.status, "Pending"), eq(bookings.holds, true)),
            startsInPeriod(businessId, w),
          ),
        );
    },
  };
}
export type AutoFillQueries = ReturnType<typeof autoFillQueries>;
