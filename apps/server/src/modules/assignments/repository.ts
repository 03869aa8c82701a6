import { HOLDING_STATUSES } from "@brigade/contract/enums";
import { and, asc, eq, gt, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { findBusinessLocation } from "../../db/business-locations";
import { type Db, transactional } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookingEvents, bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { containsPattern } from "../../lib/like-pattern";
import type { FitSlot } from "../fit";
import { loadFits, slotInTimeOff } from "../fit";
import type { Notices } from "../notifications";
import { selectBookingItems } from "../shifts";
import { assignStatements } from "./assign-statements";

/** Bookings of the employee that hold a position overlapping the slot (the exclusion constraint's test). */
const holdsOverlapping = (businessId: number, employeeId: SQL | number, slotId: number) => sql`exists (
  select 1 from ${bookings} b join ${shiftSlots} s on s.id = ${slotId} and s.business_id = ${businessId}
  where b.business_id = ${businessId} and b.employee_id = ${employeeId} and b.holds
    and b.during && tstzrange(s.starts_at, s.ends_at, '[)'))`;

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
        .select({ id: employees.id, status: employees.status })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.id, id)));
      return row;
    },

    async hasRole(businessId: number, employeeId: number, areaRoleId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: employeeAreaRoles.areaRoleId })
        .from(employeeAreaRoles)
        .where(
          and(
            eq(employeeAreaRoles.businessId, businessId),
            eq(employeeAreaRoles.employeeId, employeeId),
            eq(employeeAreaRoles.areaRoleId, areaRoleId),
          ),
        );
      return row !== undefined;
    },

    /** A Pending or holding booking of the employee in the slot (what the unique index allows once). */
    async openRequestInSlot(businessId: number, employeeId: number, slotId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.businessId, businessId),
            eq(bookings.employeeId, employeeId),
            eq(bookings.slotId, slotId),
            or(eq(bookings.status, "Pending"), eq(bookings.holds, true)),
          ),
        );
      return row !== undefined;
    },

    async holdsOverlapping(businessId: number, employeeId: number, slotId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: shiftSlots.id })
        .from(shiftSlots)
        .where(
          and(
            eq(shiftSlots.businessId, businessId),
            eq(shiftSlots.id, slotId),
            holdsOverlapping(businessId, employeeId, slotId),
          ),
        );
      return row !== undefined;
    },

    /** Takes one position atomically: false when none is left (a concurrent request may have taken the last). */
    async takePosition(businessId: number, slotId: number, areaRoleId: number): Promise<boolean> {
      const rows = await db
        .update(slotPositions)
        .set({ remaining: sql`${slotPositions.remaining} - 1` })
        .where(
          and(
            eq(slotPositions.businessId, businessId),
            eq(slotPositions.slotId, slotId),
            eq(slotPositions.areaRoleId, areaRoleId),
            gt(slotPositions.remaining, 0),
          ),
        )
        .returning({ remaining: slotPositions.remaining });
      return rows.length > 0;
    },

    /**
     * A new booking over the slot's current times, and its record in booking_events: Accepted when a manager
     * assigns, Pending when a member asks for a pickup.
     */
    async insertBooking(
      businessId: number,
      status: "Accepted" | "Pending",
      values: { shiftId: number; slotId: number; areaRoleId: number; employeeId: number; actorUserId: number },
    ): Promise<number> {
      const result = (await db.execute(sql`with booking as (
          insert into ${bookings} (business_id, shift_id, slot_id, area_role_id, employee_id, status, during)
          select ${businessId}, ${values.shiftId}, s.id, ${values.areaRoleId}, ${values.employeeId}, ${status},
            tstzrange(s.starts_at, s.ends_at, '[)')
          from ${shiftSlots} s where s.id = ${values.slotId} and s.business_id = ${businessId}
          returning id
        ), event as (
          insert into ${bookingEvents} (business_id, booking_id, actor_user_id, from_status, to_status)
          select ${businessId}, id, ${values.actorUserId}, null, ${status} from booking
        )
        select id from booking`)) as unknown as { rows: { id: number }[] };
      const row = result.rows[0];
      if (!row) throw new Error("booking insert returned nothing");
      return row.id;
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

    async bookingRow(businessId: number, id: number) {
      const [row] = await selectBookingItems(db).where(and(eq(bookings.businessId, businessId), eq(bookings.id, id)));
      return row;
    },
  };
}

/** The same queries on a transaction of another module (shift-action takes positions exactly as assignment does). */
export const assignmentQueries = queries;

/**
 * What an assignment does in its transaction: its facts (taking the employee row FOR SHARE), time off, the write,
 * and the employee's notification of it.
 */
const assignTransaction = (notices: Notices) => (tx: Db) => ({
  ...assignStatements(tx),
  slotInTimeOff: (businessId: number, employeeId: number, slotId: number) =>
    slotInTimeOff(tx, businessId, employeeId, slotId),
  notifyAssigned: (businessId: number, bookingId: number) => notices.shiftAssigned(tx, businessId, [bookingId]),
});

export function makeAssignmentRepository(db: Db, notices: Notices) {
  return { ...queries(db), transaction: transactional(db, assignTransaction(notices)) };
}
export type AssignmentRepository = ReturnType<typeof makeAssignmentRepository>;
