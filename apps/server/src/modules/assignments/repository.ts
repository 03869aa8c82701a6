import { HOLDING_STATUSES } from "@brigade/contract/enums";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { findBusinessLocation } from "../../db/business-locations";
import { type Db, transactional } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts } from "../../db/schema/shifts";
import { containsPattern } from "../../lib/like-pattern";
import { holdsOverlapping, ledgerOn, type WrittenWith } from "../bookings";
import type { FitSlot } from "../fit";
import { loadFits } from "../fit";
import type { Notices } from "../notifications";

export type EligibleFilter = { slotId: number; areaRoleId: number; search?: string };

/** Every read and write of an assignment, each scoped by the caller's business. */
function queries(db: Db) {
  return {
    async findShift(businessId: number, id: number) {
      const [row] = await db
        .select({
          id: shifts.id,
          startsAt: shifts.startsAt,
          locationId: shifts.locationId,
          timeZone: locations.timeZone,
        })
        .from(shifts)
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, id)));
      return row;
    },

    /** The slot with its times and its location's zone (who fits it is read on that clock). */
    async findSlot(businessId: number, id: number) {
      const [row] = await db
        .select({
          id: shiftSlots.id,
          shiftId: shiftSlots.shiftId,
          locationId: shifts.locationId,
          from: shiftSlots.startsAt,
          to: shiftSlots.endsAt,
          timeZone: locations.timeZone,
        })
        .from(shiftSlots)
        .innerJoin(shifts, eq(shifts.id, shiftSlots.shiftId))
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(and(eq(shiftSlots.businessId, businessId), eq(shiftSlots.id, id)));
      return row;
    },

    async locationExists(businessId: number, id: number): Promise<boolean> {
      return (await findBusinessLocation(db, businessId, id)) !== undefined;
    },

    async roleOnShift(businessId: number, shiftId: number, areaRoleId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: shiftAreaRoles.areaRoleId })
        .from(shiftAreaRoles)
        .where(
          and(
            eq(shiftAreaRoles.businessId, businessId),
            eq(shiftAreaRoles.shiftId, shiftId),
            eq(shiftAreaRoles.areaRoleId, areaRoleId),
          ),
        );
      return row !== undefined;
    },

    async findEmployee(businessId: number, id: number) {
      const [row] = await db
        .select({ id: employees.id, status: employees.status, name: users.name })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(and(eq(employees.businessId, businessId), eq(employees.id, id)));
      return row;
    },

    /** Seconds of holding bookings of the employee that start in [from, to). */
    async heldSeconds(businessId: number, employeeId: number, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({
          seconds:
            sql<number>`coalesce(sum(extract(epoch from upper(${bookings.during}) - lower(${bookings.during}))), 0)`.mapWith(
              Number,
            ),
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.businessId, businessId),
            eq(bookings.employeeId, employeeId),
            inArray(bookings.status, [...HOLDING_STATUSES]),
            sql`lower(${bookings.during}) >= ${from.toISOString()}::timestamptz`,
            sql`lower(${bookings.during}) < ${to.toISOString()}::timestamptz`,
          ),
        );
      return row?.seconds ?? 0;
    },

    /** Who fits the slots, for these employees (the Assign modal's badges and order). */
    loadFits: (businessId: number, employeeIds: number[], slots: FitSlot[]) =>
      loadFits(db, businessId, employeeIds, slots),

    /**
     * The active employees with the role and no holding booking overlapping the slot, by name, then id: a page
     * of them (`offset`, `limit`), each row with the total.
     */
    async eligibleEmployees(businessId: number, filter: EligibleFilter & { offset: number; limit: number }) {
      const pattern = filter.search ? containsPattern(filter.search) : undefined;
      const where = and(
        eq(employees.businessId, businessId),
        eq(employees.status, "active_employee"),
        sql`exists (select 1 from ${employeeAreaRoles} er where er.employee_id = ${employees.id} and er.area_role_id = ${filter.areaRoleId})`,
        sql`not ${holdsOverlapping(businessId, sql`${employees.id}`, filter.slotId)}`,
        // A pickup request in this very slot would refuse the assignment (one open request per slot).
        sql`not exists (select 1 from ${bookings} p where p.employee_id = ${employees.id} and p.slot_id = ${filter.slotId} and p.status = 'Pending')`,
        pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      );
      return db
        .select({
          id: employees.id,
          name: users.name,
          email: users.email,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(where)
        .orderBy(asc(users.name), asc(employees.id))
        .limit(filter.limit)
        .offset(filter.offset);
    },
  };
}

/** The same queries on a transaction of another module (a swap lists colleagues as the Assign modal does). */
export const assignmentQueries = queries;

/**
 * What an assignment does in its transaction: the booking, through the ledger, with the employee's notification
 * written by the booking's own statement.
 */
const assignTransaction = (notices: Notices) => (tx: Db) => ({
  ledger: ledgerOn(tx),
  noticeOf:
    (businessId: number): WrittenWith =>
    (booked) =>
      notices.shiftAssignedWith(businessId, booked),
});

export function makeAssignmentRepository(db: Db, notices: Notices) {
  return { ...queries(db), transaction: transactional(db, assignTransaction(notices)) };
}
export type AssignmentRepository = ReturnType<typeof makeAssignmentRepository>;
