import { NOTICE_SHIFTS_MAX, type NotificationData, type NotificationKind } from "@brigade/contract/notifications";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { areaRoles, locations } from "../../db/schema/locations";
import { shiftSlots, shifts } from "../../db/schema/shifts";
import { intArray } from "../../db/sql-arrays";
import { bookingContextOf } from "../bookings";
import type { Notifier } from "./notifier-repository";

// The notifications of the existing changes (week-building.md, "Notifications"), each one statement run in the
// change's own transaction: the recipients and the data of the sentence are read by the same query that writes
// them, so a change costs one round trip more whatever the number of recipients. The data is captured as it is
// now (names, the slot's instants, the location's zone), so a later rename or deletion does not rewrite history.

/** An instant as the contract's ISO UTC string (2026-11-23T14:00:00.000Z). */
const iso = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A stored day (YYYY-MM-DD) as the API writes days, DD-MM-YYYY. */
const day = (d: SQL) => sql`to_char(${d}, 'DD-MM-YYYY')`;

/** notificationShift of a booking's shift and location (bookingContext), for a role name and the slot(s)' instants. */
const shiftJson = (role: SQL, startsAt: SQL, endsAt: SQL) => sql`jsonb_build_object('shift_id', ${shifts.id},
  'name', ${shifts.name}, 'role', ${role}, 'location', ${locations.name}, 'time_zone', ${locations.timeZone},
  'starts_at', ${iso(startsAt)}, 'ends_at', ${iso(endsAt)})`;

/**
 * Bookings of the business with their context (the bookings module's joins, the tables named as themselves); `from`
 * is the bookings table, or a statement's own new rows with its columns (the ledger's `booking`).
 */
const bookingsOf = (businessId: number, from?: SQL) => sql`${bookingContextOf(from)}
  where ${bookings.businessId} = ${businessId} and ${shifts.businessId} = ${businessId}
    and ${employees.businessId} = ${businessId}`;

/** The business's active owners and managers other than the one who asked (`m`): who decides requests. */
const deciders = (businessId: number, askerUserId: number) => sql`users m
  where m.business_id = ${businessId} and m.role in ('owner', 'manager') and m.active and m.id <> ${askerUserId}`;

/**
 * The bookings concerned: one (every assignment) as a plain equality, which the planner can keep a generic plan
 * for (db/prepared.ts); several as one array parameter.
 */
const oneOf = (bookingIds: readonly number[]) =>
  bookingIds.length === 1 ? sql`${bookings.id} = ${bookingIds[0]}` : sql`${bookings.id} = any(${intArray(bookingIds)})`;

const kindOf = (kind: NotificationKind) => sql`${kind}::text`;
const extra = (data: NotificationData) => sql`${JSON.stringify(data)}::jsonb`;

export type ShiftChange = "moved" | "edited" | "deleted";

export function makeNotices(notifier: Notifier) {
  const write = (db: Db, businessId: number, drafts: SQL) => notifier.recordSelected(db, businessId, drafts);

  /** A notice to each of the bookings' employees about that booking's slot; staff kinds skip draft shifts. */
  const holdersDrafts = (
    businessId: number,
    from: SQL | undefined,
    which: SQL,
    kind: NotificationKind,
    data: NotificationData,
  ) => {
    const draftsHidden = kind === "shift_assigned" ? sql`and ${shifts.publishedAt} is not null` : sql``;
    return sql`select ${employees.userId}, ${kindOf(kind)} as kind,
        jsonb_build_object('shift', ${shiftJson(sql`${areaRoles.name}`, sql`${shiftSlots.startsAt}`, sql`${shiftSlots.endsAt}`)})
          || ${extra(data)} as data
      from ${bookingsOf(businessId, from)} and ${which} ${draftsHidden}`;
  };

  const toHolders = (
    db: Db,
    businessId: number,
    bookingIds: readonly number[],
    kind: NotificationKind,
    data: NotificationData,
  ) => {
    if (bookingIds.length === 0) return Promise.resolve();
    return write(db, businessId, holdersDrafts(businessId, undefined, oneOf(bookingIds), kind, data));
  };

  /**
   * One notice per person for the bookings `which` selects (a change set): their first shift, the earliest
   * NOTICE_SHIFTS_MAX of them and how many in all; `single` keeps a lone booking's notice as {shift} alone.
   */
  const perPerson = (
    businessId: number,
    which: SQL,
    kind: NotificationKind,
    data: NotificationData,
    single: boolean,
  ) => {
    const listed = sql`'shifts', to_jsonb((array_agg(q.shift order by q.starts, q.booking_id))[1:${NOTICE_SHIFTS_MAX}]),
      'count', count(*)::int`;
    const first = sql`'shift', (array_agg(q.shift order by q.starts, q.booking_id))[1]`;
    const built = single
      ? sql`case when count(*) = 1 then jsonb_build_object(${first}) else jsonb_build_object(${first}, ${listed}) end`
      : sql`jsonb_build_object(${listed})`;
    return sql`select q.user_id, ${kindOf(kind)} as kind, ${built} || ${extra(data)} as data
      from (select ${employees.userId} as user_id, ${bookings.id} as booking_id, ${shiftSlots.startsAt} as starts,
          ${shiftJson(sql`${areaRoles.name}`, sql`${shiftSlots.startsAt}`, sql`${shiftSlots.endsAt}`)} as shift
        from ${bookingsOf(businessId)} and ${which}) q
      group by q.user_id`;
  };

  return {
    /**
     * shift_assigned for a change set's bookings (copy week, auto-fill apply), one per employee with their list;
     * draft shifts tell nobody.
     */
    shiftAssigned: (db: Db, businessId: number, bookingIds: readonly number[]) =>
      bookingIds.length === 0
        ? Promise.resolve()
        : write(
            db,
            businessId,
            perPerson(
              businessId,
              sql`${oneOf(bookingIds)} and ${shifts.publishedAt} is not null`,
              "shift_assigned",
              {},
              true,
            ),
          ),

    /**
     * week_published to everyone holding a position that `which` (on the bookings' shifts) selects, once each, with
     * their shifts and how many positions they hold.
     */
    weekPublished: (db: Db, businessId: number, which: SQL, data: NotificationData) =>
      write(db, businessId, perPerson(businessId, sql`${bookings.holds} and ${which}`, "week_published", data, false)),

    /**
     * shift_assigned as common table expressions for the statement that makes the bookings (`booked`: a relation
     * with the bookings table's columns, e.g. the ledger's `booking`): the notice is written with the booking.
     */
    shiftAssignedWith: (businessId: number, booked: SQL) =>
      notifier.recordSelectedWith(businessId, holdersDrafts(businessId, booked, sql`true`, "shift_assigned", {})),

    /** request_decided to the booking's employee: `status` in the requester's words (REQUEST_DECIDED_STATUS). */
    requestDecided: (db: Db, businessId: number, bookingId: number, status: string) =>
      toHolders(db, businessId, [bookingId], "request_decided", { status }),

    /**
     * shift_changed to everyone holding a position in the shift, once per person: the roles they hold and the
     * span of their slots, as they are when this runs (after a move or edit; before a delete). Drafts: nobody.
     */
    shiftChanged: (db: Db, businessId: number, shiftId: number, change: ShiftChange) =>
      write(
        db,
        businessId,
        sql`select ${employees.userId}, ${kindOf("shift_changed")} as kind,
          jsonb_build_object('shift', ${shiftJson(
            sql`string_agg(distinct ${areaRoles.name}, ', ')`,
            sql`min(${shiftSlots.startsAt})`,
            sql`max(${shiftSlots.endsAt})`,
          )}, 'change', ${change}::text) as data
        from ${bookingsOf(businessId)}
          and ${bookings.shiftId} = ${shiftId} and ${bookings.holds} and ${shifts.publishedAt} is not null
        group by ${employees.userId}, ${shifts.id}, ${shifts.name}, ${locations.name}, ${locations.timeZone}`,
      ),

    /** pickup_requested to the deciders: who asked for which slot. */
    pickupRequested: (db: Db, businessId: number, bookingId: number, askerUserId: number) =>
      write(
        db,
        businessId,
        sql`select m.id as user_id, ${kindOf("pickup_requested")} as kind,
          jsonb_build_object('shift', q.shift, 'employee', q.employee) as data
        from (select ${shiftJson(sql`${areaRoles.name}`, sql`${shiftSlots.startsAt}`, sql`${shiftSlots.endsAt}`)} as shift,
            ${users.name} as employee
          from ${bookingsOf(businessId)} and ${bookings.id} = ${bookingId}) q
        cross join ${deciders(businessId, askerUserId)}`,
      ),

    /**
     * rest_consent_requested to the employee asked: the shift, who asks, the rest it leaves and its premium (a
     * decimal string, with the business's currency) when it is priced.
     */
    restConsentRequested: (db: Db, businessId: number, consentId: number) =>
      write(
        db,
        businessId,
        sql`select ${employees.userId} as user_id, ${kindOf("rest_consent_requested")} as kind,
          jsonb_build_object('shift', ${shiftJson(sql`${areaRoles.name}`, sql`${shiftSlots.startsAt}`, sql`${shiftSlots.endsAt}`)},
            'actor', asker.name, 'rest_hours', rc.rest_hours::float8,
            'premium', case when rc.premium_cents > 0 then to_char(rc.premium_cents / 100.0, 'FM999999990.00') end,
            'currency', b.currency) as data
        from rest_consents rc
        join ${employees} on ${employees.id} = rc.employee_id and ${employees.businessId} = ${businessId}
        join ${shiftSlots} on ${shiftSlots.id} = rc.slot_id and ${shiftSlots.businessId} = ${businessId}
        join ${shifts} on ${shifts.id} = ${shiftSlots.shiftId}
        join ${locations} on ${locations.id} = ${shifts.locationId}
        join ${areaRoles} on ${areaRoles.id} = rc.area_role_id
        join businesses b on b.id = ${businessId}
        left join ${users} asker on asker.id = rc.requested_by
        where rc.business_id = ${businessId} and rc.id = ${consentId}`,
      ),

    /** time_off_requested to the deciders: who asked for which days. */
    timeOffRequested: (db: Db, businessId: number, timeOffId: number, askerUserId: number) =>
      write(
        db,
        businessId,
        sql`select m.id as user_id, ${kindOf("time_off_requested")} as kind,
          jsonb_build_object('employee', q.employee, 'from', q.from_day, 'to', q.to_day) as data
        from (select asker.name as employee, ${day(sql`t.from_day`)} as from_day, ${day(sql`t.to_day`)} as to_day
          from time_off t join employees e on e.id = t.employee_id and e.business_id = ${businessId}
          join users asker on asker.id = e.user_id
          where t.business_id = ${businessId} and t.id = ${timeOffId}) q
        cross join ${deciders(businessId, askerUserId)}`,
      ),

    /** time_off_decided to the requester, with the status it now has (Approved or Denied). */
    timeOffDecided: (db: Db, businessId: number, timeOffId: number) =>
      write(
        db,
        businessId,
        sql`select e.user_id, ${kindOf("time_off_decided")} as kind,
          jsonb_build_object('from', ${day(sql`t.from_day`)}, 'to', ${day(sql`t.to_day`)}, 'status', t.status) as data
        from time_off t join employees e on e.id = t.employee_id and e.business_id = ${businessId}
        where t.business_id = ${businessId} and t.id = ${timeOffId}`,
      ),

    /** join_approved to the newcomer, with the business's name. */
    joinApproved: (db: Db, businessId: number, employeeId: number) =>
      write(
        db,
        businessId,
        sql`select e.user_id, ${kindOf("join_approved")} as kind, jsonb_build_object('business', bz.name) as data
        from employees e join businesses bz on bz.id = e.business_id
        where e.business_id = ${businessId} and e.id = ${employeeId}`,
      ),

    /**
     * kiosk_locked to the business's active owners (not managers: the kiosk link is the owner's to rotate), with
     * the location's name and id: its kiosk reached the day's bound of wrong PINs.
     */
    kioskLocked: (db: Db, businessId: number, locationId: number) =>
      write(
        db,
        businessId,
        sql`select o.id as user_id, ${kindOf("kiosk_locked")} as kind,
          jsonb_build_object('location', l.name, 'location_id', l.id) as data
        from locations l cross join users o
        where l.business_id = ${businessId} and l.id = ${locationId}
          and o.business_id = ${businessId} and o.role = 'owner' and o.active`,
      ),
  };
}
export type Notices = ReturnType<typeof makeNotices>;
