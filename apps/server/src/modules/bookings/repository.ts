import { holdsPosition } from "@brigade/contract/bookings";
import type { BookingStatus } from "@brigade/contract/enums";
import type { ConsentStatus } from "@brigade/contract/fair-workweek/consents";
import type { StoredTimeOff } from "@brigade/contract/time-off";
import { and, eq, gt, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executePrepared } from "../../db/prepared";
import { bookingEvents, bookings } from "../../db/schema/bookings";
import { restConsents } from "../../db/schema/compliance";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { timeOff } from "../../db/schema/week-building";
import { intArray } from "../../db/sql-arrays";
import {
  type ChangeMeta,
  changeRows,
  changesWrittenHere,
  NO_META,
  recordPriced,
  type ToPrice,
  takenPositions,
  toPrice,
  toPriceOf,
} from "./change-log-repository";
import { type BookingItemRow, bookingItemFrom, bookingItemOf } from "./items-repository";

// The only statements that write bookings, their events and the positions they take (ledger.ts says when
// each runs). Every one is scoped by the caller's business and runs on whatever Db it is given: the pool, or
// the transaction of the module that books.

export type Assignment = { employee_id: number; shift_id: number; area_role_id: number; slot_id: number };
export type AssignmentFacts = {
  shiftFound: boolean;
  /** The shift the slot belongs to, if the slot is the business's. */
  slotShiftId: number | null;
  roleOnShift: boolean;
  employeeStatus: string | null;
  hasRole: boolean;
  /**
   * The slot's times and zone with the employee's approved time off near it, as this statement saw them: it may
   * have waited for the employee's lock, so what it read of time off is checked again by the booking statement.
   */
  slot: StoredSlot | null;
};
/**
 * A slot with the employee's approved time off near it, as the facts statement reads it (JSON). Under a rule pack
 * (`jurisdiction`), also the positions the employee holds within a day and a half of it and their latest answer to a
 * short rest in it (fair-workweek.md, "Rest between shifts").
 */
export type StoredSlot = {
  from: string;
  to: string;
  timeZone: string;
  timeOff: (StoredTimeOff & { id: number })[];
  jurisdiction: string | null;
  held: [string, string][] | null;
  /** Their latest answer to a short rest in the slot. */
  consent: { id: number; status: ConsentStatus } | null;
};
export type AssignOutcome = {
  id: number | null;
  inSlot: boolean;
  overlaps: boolean;
  timeOffChanged: boolean;
  /** The new booking as a `shift_timeline` item reads it; null when nothing was written. */
  item: BookingItemRow | null;
  /** The change log's rows left to price (a location under a rule pack). */
  toPrice: ToPrice[];
};
/** More to write in the booking statement, given its new rows (`booking`): its notices (common table expressions). */
export type WrittenWith = (booked: SQL) => SQL;
/** A status change as written: the booking must still be in `from` (and, with `notStartedAt`, not started). */
export type StatusChange = {
  id: number;
  from: BookingStatus;
  to: BookingStatus;
  actorUserId: number;
  /** The event's note. */
  note: string | null;
  /** A new reason on the booking itself (a leave request's); undefined keeps it. */
  actionDetail?: string;
  notStartedAt?: Date;
};
export type MovedBooking = { id: number; shiftId: number; slotId: number; areaRoleId: number; employeeId: number };
/** The employer's change as the change log records it: who made it, and what they said of it. */
export type Logged = { actorUserId: number; meta: ChangeMeta };

/** Rows per multi-row insert of positions. */
const POSITIONS_PER_INSERT = 1_000;

const slotsOfShift = (db: Db, businessId: number, shiftId: number) =>
  db
    .select({ id: shiftSlots.id })
    .from(shiftSlots)
    .where(and(eq(shiftSlots.businessId, businessId), eq(shiftSlots.shiftId, shiftId)));

/** Bookings of the employee that hold a position overlapping the slot (the exclusion constraint's test). */
export const holdsOverlapping = (businessId: number, employeeId: SQL | number, slotId: number) => sql`exists (
  select 1 from ${bookings} b join ${shiftSlots} s on s.id = ${slotId} and s.business_id = ${businessId}
  where b.business_id = ${businessId} and b.employee_id = ${employeeId} and b.holds
    and b.during && tstzrange(s.starts_at, s.ends_at, '[)'))`;

/**
 * Approved time off (`t`) of the employee near the slot (`ss`): local days are within a day of UTC ones, and one
 * more either side is the broad margin (the contract's overlapsTimeOff decides).
 */
const timeOffNear = (businessId: number, employeeId: number) => sql`t.business_id = ${businessId}
  and t.employee_id = ${employeeId} and t.status = 'Approved'
  and t.to_day >= (ss.starts_at at time zone 'UTC')::date - 2 and t.from_day <= (ss.ends_at at time zone 'UTC')::date + 2`;

/** The slot (JSON: its times, its location's zone, the employee's approved time off near it), or null. */
const slotJson = (businessId: number, employeeId: number, slotId: number) => sql`(select json_build_object(
    'from', ss.starts_at, 'to', ss.ends_at, 'timeZone', l.time_zone,
    'timeOff', coalesce((select json_agg(json_build_object('id', t.id, 'fromDay', t.from_day, 'toDay', t.to_day,
        'fromMinute', t.from_minute, 'toMinute', t.to_minute))
      from ${timeOff} t where ${timeOffNear(businessId, employeeId)}), '[]'::json),
    'jurisdiction', l.jurisdiction,
    'held', case when l.jurisdiction is not null then (select json_agg(json_build_array(lower(b.during), upper(b.during)))
      from ${bookings} b where b.business_id = ${businessId} and b.employee_id = ${employeeId} and b.holds
        and b.slot_id <> ss.id
        and b.during && tstzrange(ss.starts_at - interval '36 hours', ss.ends_at + interval '36 hours')) end,
    'consent', case when l.jurisdiction is not null then (select json_build_object('id', rc.id, 'status', rc.status)
      from ${restConsents} rc
      where rc.business_id = ${businessId} and rc.employee_id = ${employeeId} and rc.slot_id = ss.id
      order by rc.requested_at desc, rc.id desc limit 1) end)
  from ${shiftSlots} ss join ${locations} l on l.id = ss.location_id
  where ss.id = ${slotId} and ss.business_id = ${businessId})`;

export function ledgerStatements(db: Db) {
  return {
    /**
     * Locks the employee row FOR SHARE until the transaction ends. A time-off decision takes it FOR UPDATE, so
     * an approval and a booking of that employee run one after the other, and whichever comes second sees the
     * other's result. Reads after this statement (never in it: a statement reads what was committed when it
     * began) then see any approval that committed while this one waited. False when the employee is missing.
     */
    async lockEmployee(businessId: number, employeeId: number): Promise<boolean> {
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.id, employeeId)))
        .for("share");
      return rows.length > 0;
    },

    /** Every fact an assignment's checks need, in one read; it takes the employee row FOR SHARE (as lockEmployee). */
    async facts(businessId: number, a: Assignment): Promise<AssignmentFacts> {
      const result = await executePrepared<AssignmentFacts>(
        db,
        sql`select
        exists (select 1 from ${shifts} where id = ${a.shift_id} and business_id = ${businessId}) as "shiftFound",
        (select shift_id from ${shiftSlots} where id = ${a.slot_id} and business_id = ${businessId}) as "slotShiftId",
        exists (select 1 from ${shiftAreaRoles} where business_id = ${businessId} and shift_id = ${a.shift_id}
          and area_role_id = ${a.area_role_id}) as "roleOnShift",
        (select status from ${employees} where id = ${a.employee_id} and business_id = ${businessId}
          for share) as "employeeStatus",
        exists (select 1 from ${employeeAreaRoles} where business_id = ${businessId} and employee_id = ${a.employee_id}
          and area_role_id = ${a.area_role_id}) as "hasRole",
        ${slotJson(businessId, a.employee_id, a.slot_id)} as "slot"`,
      );
      const row = result.rows[0];
      if (!row) throw new Error("the assignment facts query returned no row");
      return row;
    },

    /** The slot as the facts read it, in a statement of its own (after the employee's lock); null: not the business's. */
    async slotWithTimeOff(businessId: number, employeeId: number, slotId: number): Promise<StoredSlot | null> {
      const result = await executePrepared<{ slot: StoredSlot | null }>(
        db,
        sql`select ${slotJson(businessId, employeeId, slotId)} as "slot"`,
      );
      return result.rows[0]?.slot ?? null;
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

    /**
     * Takes a position and books the employee Accepted, in one statement, unless they already have a request or
     * position in the slot or hold an overlapping position; `id` is null when nothing was written (and then the
     * flags say why, or, with both false, the slot was full). If the exclusion constraint or the unique index
     * refuses the insert, the position taken in the same statement is undone with it. It answers with the new
     * booking's item, and writes `also` (its notice) with it: one round trip for all of it.
     */
    async assign(
      businessId: number,
      a: Assignment,
      actorUserId: number,
      seenTimeOff: readonly number[] | null = null,
      also?: WrittenWith,
      meta: ChangeMeta = NO_META,
      restConsentId: number | null = null,
    ): Promise<AssignOutcome> {
      // With seenTimeOff (the ids of the approved time off the facts statement saw near the slot), any other
      // approved time off near it now means an approval committed while that statement waited for the lock.
      const timeOffChanged =
        seenTimeOff === null
          ? sql`false`
          : sql`exists (select 1 from ${timeOff} t join ${shiftSlots} ss on ss.id = ${a.slot_id}
              where ${timeOffNear(businessId, a.employee_id)} and t.id <> all(${intArray(seenTimeOff)}))`;
      const item = bookingItemOf(sql`booking`);
      const result = await executePrepared<Record<string, unknown>>(
        db,
        sql`with checks as (
          select
            exists (select 1 from ${bookings} where business_id = ${businessId} and employee_id = ${a.employee_id}
              and slot_id = ${a.slot_id} and (status = 'Pending' or holds)) as in_slot,
            exists (select 1 from ${bookings} b join ${shiftSlots} s on s.id = ${a.slot_id}
              where b.employee_id = ${a.employee_id} and b.holds
              and b.during && tstzrange(s.starts_at, s.ends_at, '[)')) as overlapping,
            ${timeOffChanged} as time_off_changed
        ), taken as (
          update ${slotPositions} set remaining = remaining - 1
          where business_id = ${businessId} and slot_id = ${a.slot_id} and area_role_id = ${a.area_role_id}
            and remaining > 0 and not (select in_slot or overlapping or time_off_changed from checks)
          returning slot_id
        ), booking as (
          insert into ${bookings} (business_id, shift_id, slot_id, area_role_id, employee_id, status, during,
            rest_consent_id)
          select ${businessId}, ${a.shift_id}, s.id, ${a.area_role_id}, ${a.employee_id}, 'Accepted',
            tstzrange(s.starts_at, s.ends_at, '[)'), ${restConsentId}::int
          from taken join ${shiftSlots} s on s.id = taken.slot_id
          returning *
        ), event as (
          insert into ${bookingEvents} (business_id, booking_id, actor_user_id, from_status, to_status)
          select ${businessId}, id, ${actorUserId}, null, 'Accepted' from booking
        ), ${changeRows(businessId, takenPositions(sql`booking`), actorUserId, meta)}${also ? sql`, ${also(sql`booking`)}` : sql``}
        select checks.in_slot as "inSlot", checks.overlapping as "overlaps",
          checks.time_off_changed as "timeOffChanged", ${item.columns}, ${toPrice(businessId)}
        from checks left join (${item.joins}) on true`,
      );
      const row = result.rows[0];
      if (!row) throw new Error("the assignment statement returned no row");
      const booked = bookingItemFrom(row);
      return {
        id: booked?.id ?? null,
        inSlot: row.inSlot === true,
        overlaps: row.overlaps === true,
        timeOffChanged: row.timeOffChanged === true,
        item: booked,
        toPrice: toPriceOf(row.toPrice),
      };
    },

    /**
     * A new booking over the slot's current times, and its record in booking_events, taking no position: Pending
     * when a member asks for a pickup, Accepted when a swap hands over a position already taken.
     */
    async insert(
      businessId: number,
      status: "Accepted" | "Pending",
      values: { shiftId: number; slotId: number; areaRoleId: number; employeeId: number; actorUserId: number },
      meta: ChangeMeta = NO_META,
    ): Promise<{ id: number; toPrice: ToPrice[] }> {
      // An Accepted booking holds a position (a swap's taker): the change log has it.
      const logged = status === "Accepted";
      const result = await executePrepared<{ id: number; toPrice?: unknown }>(
        db,
        sql`with booking as (
          insert into ${bookings} (business_id, shift_id, slot_id, area_role_id, employee_id, status, during)
          select ${businessId}, ${values.shiftId}, s.id, ${values.areaRoleId}, ${values.employeeId}, ${status},
            tstzrange(s.starts_at, s.ends_at, '[)')
          from ${shiftSlots} s where s.id = ${values.slotId} and s.business_id = ${businessId}
          returning *
        ), event as (
          insert into ${bookingEvents} (business_id, booking_id, actor_user_id, from_status, to_status)
          select ${businessId}, id, ${values.actorUserId}, null, ${status} from booking
        )${logged ? sql`, ${changeRows(businessId, takenPositions(sql`booking`), values.actorUserId, meta)}` : sql``}
        select id${logged ? sql`, ${toPrice(businessId)}` : sql``} from booking`,
      );
      const row = result.rows[0];
      if (!row) throw new Error("booking insert returned nothing");
      return { id: row.id, toPrice: toPriceOf(row.toPrice) };
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

    /** Gives a position back; never above the capacity the check constraint allows. */
    async givePositionBack(businessId: number, slotId: number, areaRoleId: number): Promise<void> {
      await db
        .update(slotPositions)
        .set({ remaining: sql`${slotPositions.remaining} + 1` })
        .where(
          and(
            eq(slotPositions.businessId, businessId),
            eq(slotPositions.slotId, slotId),
            eq(slotPositions.areaRoleId, areaRoleId),
            lt(slotPositions.remaining, slotPositions.capacity),
          ),
        );
    },

    /**
     * The new status over the slot's current times, and its record in booking_events, in one statement; only if
     * the booking is still in `from` (and not started, when asked), so a concurrent change cannot slip between
     * a check and the write. Undefined when nothing was written.
     */
    async changeStatus(
      businessId: number,
      change: StatusChange,
      meta: ChangeMeta = NO_META,
    ): Promise<(MovedBooking & { toPrice: ToPrice[] }) | undefined> {
      const notStarted = change.notStartedAt
        ? sql`and lower(b.during) > ${change.notStartedAt.toISOString()}::timestamptz`
        : sql``;
      const detail = change.actionDetail === undefined ? sql`b.action_detail` : sql`${change.actionDetail}`;
      // The change log sees the position held before (the range as it stood) and after (the slot's current one).
      const held = (status: BookingStatus, range: SQL) =>
        holdsPosition(status) ? sql`${range}` : sql`null::tstzrange`;
      const result = await executePrepared<MovedBooking & { toPrice: unknown }>(
        db,
        sql`with prior as (
          select id, during from ${bookings} where business_id = ${businessId} and id = ${change.id}
        ), moved as (
          update ${bookings} b set status = ${change.to}, action_detail = ${detail}, updated_at = now(),
            during = (select tstzrange(s.starts_at, s.ends_at, '[)') from ${shiftSlots} s where s.id = b.slot_id)
          where b.business_id = ${businessId} and b.id = ${change.id} and b.status = ${change.from} ${notStarted}
          returning b.id, b.shift_id, b.slot_id, b.area_role_id, b.employee_id, b.during
        ), event as (
          insert into ${bookingEvents} (business_id, booking_id, actor_user_id, from_status, to_status, note)
          select ${businessId}, id, ${change.actorUserId}, ${change.from}, ${change.to}, ${change.note} from moved
        ), ${changeRows(
          businessId,
          sql`select m.id as booking_id, m.employee_id, m.shift_id, m.area_role_id,
            ${held(change.from, sql`b.during`)} as before_range, ${held(change.to, sql`m.during`)} as after_range
            from moved m join prior b on b.id = m.id`,
          change.actorUserId,
          meta,
        )}
        select id, shift_id as "shiftId", slot_id as "slotId", area_role_id as "areaRoleId",
          employee_id as "employeeId", ${toPrice(businessId)} from moved`,
      );
      const row = result.rows[0];
      return row && { ...row, toPrice: toPriceOf(row.toPrice) };
    },

    /**
     * Opens positions (capacity = remaining = count) for new slots or a role new on them, a thousand rows per
     * statement: well under PostgreSQL's 65,535 bind parameters.
     */
    async openPositions(businessId: number, rows: readonly { slotId: number; areaRoleId: number; count: number }[]) {
      for (let i = 0; i < rows.length; i += POSITIONS_PER_INSERT) {
        const batch = rows.slice(i, i + POSITIONS_PER_INSERT);
        await db.insert(slotPositions).values(
          batch.map((r) => ({
            businessId,
            slotId: r.slotId,
            areaRoleId: r.areaRoleId,
            capacity: r.count,
            remaining: r.count,
          })),
        );
      }
    },

    /** A role new on the shift: its positions on every slot of the shift, all open, in one statement. */
    async openRolePositions(businessId: number, shiftId: number, areaRoleId: number, count: number): Promise<void> {
      await db.execute(sql`insert into ${slotPositions} (business_id, slot_id, area_role_id, capacity, remaining)
        select ${businessId}, ss.id, ${areaRoleId}, ${count}, ${count} from ${shiftSlots} ss
        where ss.business_id = ${businessId} and ss.shift_id = ${shiftId}`);
    },

    /** The role's positions on every slot of the shift go (the role leaves the shift; the caller saw none held). */
    async closePositions(businessId: number, shiftId: number, areaRoleId: number): Promise<void> {
      await db
        .delete(slotPositions)
        .where(
          and(
            eq(slotPositions.businessId, businessId),
            eq(slotPositions.areaRoleId, areaRoleId),
            inArray(slotPositions.slotId, slotsOfShift(db, businessId, shiftId)),
          ),
        );
    },

    /**
     * The role's new count on every slot of the shift: the positions held stay held, the open ones follow the
     * count. Below the positions held, the `remaining` check refuses (23514).
     */
    async resizePositions(businessId: number, shiftId: number, areaRoleId: number, count: number): Promise<void> {
      await db
        .update(slotPositions)
        .set({ capacity: count, remaining: sql`${slotPositions.remaining} + ${count} - ${slotPositions.capacity}` })
        .where(
          and(
            eq(slotPositions.businessId, businessId),
            eq(slotPositions.areaRoleId, areaRoleId),
            inArray(slotPositions.slotId, slotsOfShift(db, businessId, shiftId)),
          ),
        );
    },

    /**
     * Gives every booking of the shift its slot's new range. The exclusion constraint checks row by row,
     * so the ranges are emptied first: a booking moving onto the old time of its neighbour in the same
     * shift must not count as an overlap. A real overlap with another shift fails with 23P01.
     */
    async followSlots(businessId: number, shiftId: number, logged: Logged): Promise<ToPrice[]> {
      // The first statement answers each held range as it stood (its FROM reads the rows before the update).
      const emptied = await db.execute(sql`
        update ${bookings} b set during = 'empty'
        from (select id, during::text as during, holds from ${bookings}
          where business_id = ${businessId} and shift_id = ${shiftId}) old
        where b.id = old.id
        returning old.id, old.during, old.holds`);
      const before = (emptied as unknown as { rows: { id: number; during: string; holds: boolean }[] }).rows
        .filter((r) => r.holds)
        .map(({ id, during }) => ({ id, during }));
      const result = await db.execute(sql`with moved as (
          update ${bookings} b set during = tstzrange(s.starts_at, s.ends_at, '[)'), updated_at = now()
          from ${shiftSlots} s
          where s.id = b.slot_id and b.business_id = ${businessId} and b.shift_id = ${shiftId}
          returning b.id, b.employee_id, b.shift_id, b.area_role_id, b.during
        ), ${changeRows(
          businessId,
          sql`select m.id as booking_id, m.employee_id, m.shift_id, m.area_role_id, o.during as before_range,
            m.during as after_range
            from moved m join json_to_recordset(${JSON.stringify(before)}::json) as o(id int, during tstzrange)
              on o.id = m.id`,
          logged.actorUserId,
          logged.meta,
        )}
        select ${toPrice(businessId)}`);
      return toPriceOf((result as unknown as { rows: { toPrice: unknown }[] }).rows[0]?.toPrice);
    },

    /**
     * Logs the positions held on a shift about to be deleted, each cut to nothing (the delete itself is the
     * shift module's; its bookings go with it).
     */
    async logCancelled(businessId: number, shiftId: number, logged: Logged): Promise<ToPrice[]> {
      const result = await db.execute(sql`with ${changeRows(
        businessId,
        sql`select id as booking_id, employee_id, shift_id, area_role_id, during as before_range,
          null::tstzrange as after_range
          from ${bookings} where business_id = ${businessId} and shift_id = ${shiftId} and holds`,
        logged.actorUserId,
        logged.meta,
      )}
        select ${toPrice(businessId)}`);
      return toPriceOf((result as unknown as { rows: { toPrice: unknown }[] }).rows[0]?.toPrice);
    },

    /** What this transaction has logged so far (a dry run reads it before rolling back). */
    changesWrittenHere: (businessId: number) => changesWrittenHere(db, businessId),

    /** Prices and writes the change log's rows of a location under a rule pack. */
    recordPriced: (businessId: number, rows: readonly ToPrice[], logged: Logged) =>
      recordPriced(db, businessId, rows, logged.actorUserId, logged.meta),

    /** Deletes the booking if it is still Pending (a pickup request withdrawn); its events go with it. */
    async deletePending(businessId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(bookings)
        .where(and(eq(bookings.businessId, businessId), eq(bookings.id, id), eq(bookings.status, "Pending")))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
  };
}
export type LedgerStatements = ReturnType<typeof ledgerStatements>;
