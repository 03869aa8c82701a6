import { HOLDING_STATUSES } from "@brigade/contract/enums";
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { areaRoles, locations } from "../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts } from "../../db/schema/shifts";
import { intArray } from "../../db/sql-arrays";
import { ledgerOn } from "../bookings";
import { readWorkRules } from "../business";
import type { FitSlot } from "../fit";
import { loadFits } from "../fit";
import type { Notices } from "../notifications";
import { insertShift, insertStaffings, type ShiftValues, type Staffing } from "../shifts";

export type { Staffing };

// What a copy reads and writes, all inside its one transaction (service.ts): the week copied from, the shifts
// already in the weeks copied into, the new shifts with their staffing, and the people booked again under
// assignment's own statement. Every query is scoped by the caller's business.

type Span = { from: Date; to: Date };

/** The location's shifts starting in the span. */
const startingIn = (businessId: number, locationId: number, span: Span) =>
  and(
    eq(shifts.businessId, businessId),
    eq(shifts.locationId, locationId),
    gte(shifts.startsAt, span.from),
    lt(shifts.startsAt, span.to),
  );

function queries(db: Db, notices: Notices) {
  return {
    /**
     * The business's location, locked against another copy until the transaction ends (FOR NO KEY UPDATE:
     * shifts made meanwhile by hand still go through, their key share lock does not conflict with it).
     */
    async lockLocation(businessId: number, id: number) {
      const [row] = await db
        .select({
          id: locations.id,
          name: locations.name,
          timeZone: locations.timeZone,
          jurisdiction: locations.jurisdiction,
        })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, id)))
        .for("no key update");
      return row;
    },

    draftWeeksOn: async (businessId: number) => (await readWorkRules(db, businessId)).draft_weeks,

    /** The location's shifts starting in the span, in time order; at most `limit`. */
    sourceShifts(businessId: number, locationId: number, span: Span, limit: number) {
      return db
        .select({
          id: shifts.id,
          name: shifts.name,
          description: shifts.description,
          shiftType: shifts.shiftType,
          bonus: shifts.bonus,
          labelColor: shifts.labelColor,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
          chunk: shifts.chunk,
        })
        .from(shifts)
        .where(startingIn(businessId, locationId, span))
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(limit);
    },

    /** The roles and counts of the shifts. */
    rolesOf(businessId: number, shiftIds: readonly number[]) {
      return db
        .select({
          shiftId: shiftAreaRoles.shiftId,
          areaRoleId: shiftAreaRoles.areaRoleId,
          roleCount: shiftAreaRoles.roleCount,
        })
        .from(shiftAreaRoles)
        .where(
          and(eq(shiftAreaRoles.businessId, businessId), sql`${shiftAreaRoles.shiftId} = any(${intArray(shiftIds)})`),
        )
        .orderBy(asc(shiftAreaRoles.shiftId), asc(shiftAreaRoles.areaRoleId));
    },

    /** The name and start of every shift of the location starting in the span (what a copy would duplicate). */
    existingShifts(businessId: number, locationId: number, span: Span) {
      return db
        .select({ name: shifts.name, startsAt: shifts.startsAt })
        .from(shifts)
        .where(startingIn(businessId, locationId, span));
    },

    insertShift: (businessId: number, values: ShiftValues) => insertShift(db, businessId, values),

    /** The new shifts' roles, slots and positions (capacity = remaining = count), a few statements for all. */
    insertStaffing: (businessId: number, staffing: readonly Staffing[]) => insertStaffings(db, businessId, staffing),

    /** The position-holding bookings of the shifts, with their slot's place in its shift and the names to show. */
    holdingBookings(businessId: number, shiftIds: readonly number[]) {
      return db
        .select({
          shiftId: bookings.shiftId,
          seq: shiftSlots.seq,
          areaRoleId: bookings.areaRoleId,
          roleName: areaRoles.name,
          employeeId: bookings.employeeId,
          employeeName: users.name,
        })
        .from(bookings)
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .innerJoin(areaRoles, eq(areaRoles.id, bookings.areaRoleId))
        .innerJoin(employees, eq(employees.id, bookings.employeeId))
        .innerJoin(users, eq(users.id, employees.userId))
        .where(
          and(
            eq(bookings.businessId, businessId),
            sql`${bookings.shiftId} = any(${intArray(shiftIds)})`,
            inArray(bookings.status, [...HOLDING_STATUSES]),
          ),
        )
        .orderBy(asc(shiftSlots.startsAt), asc(bookings.id));
    },

    /**
     * Locks the employees FOR SHARE until the transaction ends, in id order, as an assignment does: a time-off
     * approval (FOR UPDATE) waits for the copy, or the copy for it, and what is read afterwards sees its result.
     */
    async lockEmployees(businessId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: employees.id, status: employees.status })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), sql`${employees.id} = any(${intArray(ids)})`))
        .orderBy(asc(employees.id))
        .for("share");
    },

    /** Which of the employees hold which area roles. */
    employeeRoles(businessId: number, ids: readonly number[]) {
      return db
        .select({ employeeId: employeeAreaRoles.employeeId, areaRoleId: employeeAreaRoles.areaRoleId })
        .from(employeeAreaRoles)
        .where(
          and(
            eq(employeeAreaRoles.businessId, businessId),
            sql`${employeeAreaRoles.employeeId} = any(${intArray(ids)})`,
          ),
        );
    },

    /** Who-fits' facts (availability, approved time off, held positions, maxima, work rules) around the slots. */
    fits: (businessId: number, employeeIds: readonly number[], slots: readonly FitSlot[]) =>
      loadFits(db, businessId, employeeIds, slots),

    /** The bookings ledger: a position taken only if one is left and the employee is free. */
    ledger: ledgerOn(db),

    /** shift_assigned to each booking's employee; the notices skip draft shifts themselves. */
    notifyAssigned: (businessId: number, bookingIds: readonly number[]) =>
      notices.shiftAssigned(db, businessId, bookingIds),
  };
}
export type CopyWeekQueries = ReturnType<typeof queries>;

export function makeCopyWeekRepository(db: Db, notices: Notices) {
  return { transaction: transactional(db, (tx) => queries(tx, notices)) };
}
export type CopyWeekRepository = ReturnType<typeof makeCopyWeekRepository>;
