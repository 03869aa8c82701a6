import { NO_SHOW_WATCH_DAYS, UNSCHEDULED_OPEN_HOURS } from "@brigade/contract/time-clock";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Notifier } from "../notifications";

// The attendance worker's one pass (time-and-cost.md, "Attendance"): tell the managers of each no-show, and close
// punches left open, telling their employee. Every server runs it; an advisory lock lets one pass run at a time,
// and both writes are idempotent (an alert row per booking, a punch closed once), so each is told once.

/** The advisory lock key of the pass: "BRIG" "ATTN" as two 32-bit integers. */
const LOCK = sql`pg_try_advisory_xact_lock(1112689991, 1096041550)`;

type Rows<T> = { rows: T[] };
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** notificationShift of a booking (joins b, s, sl, ar, l). */
const shiftJson = sql`jsonb_build_object('shift_id', s.id, 'name', s.name, 'role', ar.name, 'location', l.name,
  'time_zone', l.time_zone, 'starts_at', ${iso("sl.starts_at")}, 'ends_at', ${iso("sl.ends_at")})`;

/** What one attendance pass did. */
export type Sweep = { noShows: number; closed: number };

export async function sweepAttendance(db: Db, notifier: Notifier, now: Date): Promise<Sweep> {
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select ${LOCK} as ok`)) as unknown as Rows<{ ok: boolean }>;
    if (!locked.rows[0]?.ok) return { noShows: 0, closed: 0 };
    const noShows = await alertNoShows(tx as unknown as Db, notifier, now);
    const closed = await closeForgotten(tx as unknown as Db, notifier, now);
    return { noShows, closed };
  });
}

/**
 * Published positions that started in the last day, whose no-show time has passed with no punch, at locations
 * that use the clock (a punch in the last two weeks): one alert each, and a no_show to the business's owners and
 * managers.
 */
async function alertNoShows(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const found = (await db.execute(sql`insert into attendance_alerts (business_id, booking_id, kind)
    select b.business_id, b.id, 'no_show'
    from bookings b
    join shift_slots sl on sl.id = b.slot_id
    join shifts s on s.id = b.shift_id
    join businesses bz on bz.id = b.business_id
    where b.holds and s.published_at is not null
      and sl.starts_at > ${now}::timestamptz - interval '1 day'
      and sl.starts_at + make_interval(mins => bz.no_show_minutes) <= ${now}
      and not exists (select 1 from punches p where p.booking_id = b.id)
      and exists (select 1 from punches w where w.location_id = s.location_id
        and w.in_at > ${now}::timestamptz - make_interval(days => ${NO_SHOW_WATCH_DAYS}))
    on conflict do nothing
    returning business_id, booking_id`)) as unknown as Rows<{ business_id: number; booking_id: number }>;
  const byBusiness = groupIds(found.rows.map((r) => [r.business_id, r.booking_id]));
  for (const [businessId, bookingIds] of byBusiness)
    await notifier.recordSelected(
      db,
      businessId,
      sql`select m.id as user_id, 'no_show'::text as kind,
        jsonb_build_object('shift', ${shiftJson}, 'employee', u.name) as data
      from bookings b join shifts s on s.id = b.shift_id join shift_slots sl on sl.id = b.slot_id
      join area_roles ar on ar.id = b.area_role_id join locations l on l.id = s.location_id
      join employees e on e.id = b.employee_id join users u on u.id = e.user_id
      cross join users m
      where b.business_id = ${businessId} and b.id = any(${`{${bookingIds.join(",")}}`}::int[])
        and m.business_id = ${businessId} and m.role in ('owner', 'manager') and m.active`,
    );
  return found.rows.length;
}

/**
 * Punches still open auto_close_hours after their slot's end: closed at the slot's end (an open break with them),
 * flagged missed_clock_out, their employee told. An unscheduled punch open UNSCHEDULED_OPEN_HOURS is closed at its
 * clock-in: no paid time is made up; a manager fixes it from the timesheet.
 */
async function closeForgotten(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const closed = (await db.execute(sql`with due as (
      select p.id, case when sl.id is null then p.in_at else greatest(sl.ends_at, p.in_at) end as out_at
      from punches p
      join businesses bz on bz.id = p.business_id
      left join bookings b on b.id = p.booking_id
      left join shift_slots sl on sl.id = b.slot_id
      where p.out_at is null and (
        (sl.id is not null and sl.ends_at + make_interval(hours => bz.auto_close_hours) <= ${now})
        or (sl.id is null and p.in_at + make_interval(hours => ${UNSCHEDULED_OPEN_HOURS}) <= ${now}))
      for update of p skip locked)
    update punches p set out_at = due.out_at,
      breaks = p.breaks * tstzmultirange(tstzrange(null, due.out_at)),
      flags = case when 'missed_clock_out' = any(p.flags) then p.flags else p.flags || '{missed_clock_out}'::text[] end
    from due where p.id = due.id and p.out_at is null
    returning p.business_id, p.id`)) as unknown as Rows<{ business_id: number; id: number }>;
  const byBusiness = groupIds(closed.rows.map((r) => [r.business_id, r.id]));
  for (const [businessId, punchIds] of byBusiness)
    await notifier.recordSelected(
      db,
      businessId,
      sql`select e.user_id, 'missed_clock_out'::text as kind,
        case when s.id is null then '{}'::jsonb else jsonb_build_object('shift', ${shiftJson}) end as data
      from punches p join employees e on e.id = p.employee_id
      left join bookings b on b.id = p.booking_id left join shifts s on s.id = b.shift_id
      left join shift_slots sl on sl.id = b.slot_id left join area_roles ar on ar.id = b.area_role_id
      left join locations l on l.id = s.location_id
      where p.business_id = ${businessId} and p.id = any(${`{${punchIds.join(",")}}`}::int[])`,
    );
  return closed.rows.length;
}

function groupIds(pairs: [number, number][]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const [key, id] of pairs) groups.set(key, [...(groups.get(key) ?? []), id]);
  return groups;
}
