import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookingEvents, bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { shiftAreaRoles, shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";

// An assignment in a few round trips instead of a dozen (it was 15 statements, 224 a second at 50
// connections): one read of every fact the checks need, then, after the time-off check, one statement that
// checks, takes the position and writes the booking and its event. They run in one transaction, so the
// employee row the facts take FOR SHARE stays locked until the booking is written (a time-off approval
// takes it FOR UPDATE). If the exclusion constraint or the unique index refuses the insert, the position
// taken in the same statement is undone.

export type Assignment = { employee_id: number; shift_id: number; area_role_id: number; slot_id: number };
export type AssignmentFacts = {
  shiftFound: boolean;
  /** The shift the slot belongs to, if the slot is the business's. */
  slotShiftId: number | null;
  roleOnShift: boolean;
  employeeStatus: string | null;
  hasRole: boolean;
};
export type AssignOutcome = { id: number | null; inSlot: boolean; overlaps: boolean };

type Rows<T> = { rows: T[] };

export function assignStatements(db: Db) {
  return {
    /** Every fact the checks need, in one read; it takes the employee row FOR SHARE until the transaction ends. */
    async facts(businessId: number, a: Assignment): Promise<AssignmentFacts> {
      const result = (await db.execute(sql`select
        exists (select 1 from ${shifts} where id = ${a.shift_id} and business_id = ${businessId}) as "shiftFound",
        (select shift_id from ${shiftSlots} where id = ${a.slot_id} and business_id = ${businessId}) as "slotShiftId",
        exists (select 1 from ${shiftAreaRoles} where business_id = ${businessId} and shift_id = ${a.shift_id}
          and area_role_id = ${a.area_role_id}) as "roleOnShift",
        (select status from ${employees} where id = ${a.employee_id} and business_id = ${businessId}
          for share) as "employeeStatus",
        exists (select 1 from ${employeeAreaRoles} where business_id = ${businessId} and employee_id = ${a.employee_id}
          and area_role_id = ${a.area_role_id}) as "hasRole"`)) as unknown as Rows<AssignmentFacts>;
      const row = result.rows[0];
      if (!row) throw new Error("the assignment facts query returned no row");
      return row;
    },

    /**
     * Takes a position and books the employee, unless they already have a request or position in the slot or
     * hold an overlapping position; `id` is null when nothing was written (and then the flags say why, or,
     * with both false, the slot was full).
     */
    async assign(businessId: number, a: Assignment, actorUserId: number): Promise<AssignOutcome> {
      const result = (await db.execute(sql`with checks as (
          select
            exists (select 1 from ${bookings} where business_id = ${businessId} and employee_id = ${a.employee_id}
              and slot_id = ${a.slot_id} and (status = 'Pending' or holds)) as in_slot,
            exists (select 1 from ${bookings} b join ${shiftSlots} s on s.id = ${a.slot_id}
              where b.employee_id = ${a.employee_id} and b.holds
              and b.during && tstzrange(s.starts_at, s.ends_at, '[)')) as overlapping
        ), taken as (
          update ${slotPositions} set remaining = remaining - 1
          where business_id = ${businessId} and slot_id = ${a.slot_id} and area_role_id = ${a.area_role_id}
            and remaining > 0 and not (select in_slot or overlapping from checks)
          returning slot_id
        ), booking as (
          insert into ${bookings} (business_id, shift_id, slot_id, area_role_id, employee_id, status, during)
          select ${businessId}, ${a.shift_id}, s.id, ${a.area_role_id}, ${a.employee_id}, 'Accepted',
            tstzrange(s.starts_at, s.ends_at, '[)')
          from taken join ${shiftSlots} s on s.id = taken.slot_id
          returning id
        ), event as (
          insert into ${bookingEvents} (business_id, booking_id, actor_user_id, from_status, to_status)
          select ${businessId}, id, ${actorUserId}, null, 'Accepted' from booking
        )
        select (select id from booking) as id, (select in_slot from checks) as "inSlot",
          (select overlapping from checks) as "overlaps"`)) as unknown as Rows<AssignOutcome>;
      const row = result.rows[0];
      if (!row) throw new Error("the assignment statement returned no row");
      return row;
    },
  };
}
