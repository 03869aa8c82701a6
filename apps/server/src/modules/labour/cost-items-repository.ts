import type { LabourItem, TimeRange } from "@brigade/contract/labour-hours";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { localDaySql, localMondaySql } from "../../db/local-time";

// The rows labour cost and timesheets are made of, read in one query each: every position (or punch) of the
// employees who work at a location in a window, at any of the business's locations, since overtime counts all
// of an employee's week. Local days and weeks come from the database (db/local-time.ts, the contract's
// localDayAndWeek, checked by cost-items.test.ts), so no row passes through Temporal.

/** A span of instants to read, padded by callers to cover whole local weeks in every zone. */
export type Window = { from: Date; to: Date };

export type ScheduledRow = LabourItem & {
  bookingId: number;
  locationId: number;
  areaRoleId: number;
  endsAt: number;
  shiftName: string;
  areaRoleName: string;
};

export type PunchRow = {
  id: number;
  employeeId: number;
  bookingId: number | null;
  locationId: number;
  areaRoleId: number | null;
  day: string;
  week: string;
  inAt: number;
  outAt: number | null;
  breaks: TimeRange[];
  flags: string[];
  offline: boolean;
  source: string;
  /** The rest premium its booking earned (0 without): the pricing counts it on the booking's first punch only. */
  restPremiumCents: number;
};

const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const ymd = (date: SQL) => sql`to_char(${date}, 'YYYY-MM-DD')`;
const localDay = (instant: string) => ymd(localDaySql(sql.raw(instant), sql.raw("l.time_zone")));
const localWeek = (instant: string) => ymd(localMondaySql(sql.raw(instant), sql.raw("l.time_zone")));

type Rows<T> = { rows: T[] };

/**
 * The rest premium a booking (alias `b`) earned under a consent, 0 without one: a lookup only for the rare booking that
 * names a consent (a join to the consents made the planner pick a costlier plan for every booking).
 */
const restPremium = (b: string) =>
  sql.raw(`case when ${b}.rest_consent_id is null then 0 else coalesce((select rc.premium_cents from rest_consents rc
      where rc.id = ${b}.rest_consent_id), 0) end`);

/**
 * Position-holding bookings whose slot starts in the window, of the employees who hold one at `locationId` (or
 * of `employeeIds` when given), at every location. Rates are added by the caller.
 */
export async function scheduledRows(
  db: Db,
  businessId: number,
  window: Window,
  who: { locationId: number } | { employeeIds: readonly number[]; publishedOnly?: boolean },
): Promise<Omit<ScheduledRow, "rateCents">[]> {
  // The staff first, then each one's bookings through the (employee, during) index of bookings_no_overlap: as one
  // join the planner guessed hundreds of employees and hashed every booking of the business (140 ms at chain scale
  // for a month, 17 ms so). OFFSET 0 keeps each lateral subquery a per-row index lookup.
  const staff =
    "locationId" in who
      ? sql`select distinct x.employee_id from shift_slots sl2
          cross join lateral (select b2.employee_id from bookings b2
            where b2.slot_id = sl2.id and b2.holds offset 0) x
          where sl2.business_id = ${businessId} and sl2.location_id = ${who.locationId}
            and sl2.starts_at >= ${window.from} and sl2.starts_at < ${window.to}`
      : sql`select unnest(${`{${who.employeeIds.join(",")}}`}::int[]) as employee_id`;
  const result = (await db.execute(sql`
    with staff as materialized (${staff})
    select b.id as "bookingId", b.employee_id as "employeeId", s.location_id as "locationId",
      b.area_role_id as "areaRoleId", ${epochMs("sl.starts_at")} as "startsAt", ${epochMs("sl.ends_at")} as "endsAt",
      s.name as "shiftName", ar.name as "areaRoleName",
      ${localDay("sl.starts_at")} as day, ${localWeek("sl.starts_at")} as week,
      round(extract(epoch from sl.ends_at - sl.starts_at))::int as "paidSeconds",
      case when s.shift_type = 'Premium' then (s.bonus * 100)::int else 0 end as "bonusCents",
      ${restPremium("b")} as "restPremiumCents"
    from staff e
    cross join lateral (select b.* from bookings b
      where b.employee_id = e.employee_id and b.holds and b.business_id = ${businessId}
        and b.during && tstzrange(${window.from}, ${window.to}, '[)') offset 0) b
    join shift_slots sl on sl.id = b.slot_id
    join shifts s on s.id = b.shift_id
    join locations l on l.id = s.location_id
    join area_roles ar on ar.id = b.area_role_id
    where sl.starts_at >= ${window.from} and sl.starts_at < ${window.to}
      ${"publishedOnly" in who && who.publishedOnly ? sql`and s.published_at is not null` : sql``}`)) as unknown as Rows<
    Omit<ScheduledRow, "rateCents">
  >;
  // Used as the driver made them: a month of a busy location's staff is thousands of rows, and copying each cost
  // more than the query (paid seconds and the bonus in cents come computed).
  return result.rows;
}

/**
 * Punches that start in the window, of the employees who punched at `locationId` (or of `employeeIds`), at every
 * location, with their breaks and the role of their booking.
 */
export async function punchRows(
  db: Db,
  businessId: number,
  window: Window,
  who: { locationId: number } | { employeeIds: readonly number[] },
): Promise<PunchRow[]> {
  const staff =
    "locationId" in who
      ? sql`select distinct p2.employee_id from punches p2
          where p2.business_id = ${businessId} and p2.location_id = ${who.locationId}
            and p2.in_at >= ${window.from} and p2.in_at < ${window.to}`
      : sql`select unnest(${`{${who.employeeIds.join(",")}}`}::int[])`;
  const result = (await db.execute(sql`
    select p.id, p.employee_id as "employeeId", p.booking_id as "bookingId", p.location_id as "locationId",
      b.area_role_id as "areaRoleId", ${epochMs("p.in_at")} as "inAt",
      case when p.out_at is null then null else ${epochMs("p.out_at")} end as "outAt",
      ${localDay("p.in_at")} as day, ${localWeek("p.in_at")} as week,
      coalesce((select json_agg(json_build_array(
          (extract(epoch from lower(r)) * 1000)::float8,
          case when upper_inf(r) then null else (extract(epoch from upper(r)) * 1000)::float8 end)
          order by lower(r))
        from unnest(p.breaks) r), '[]'::json) as breaks,
      p.flags, p.offline, p.source, ${restPremium("b")} as "restPremiumCents"
    from punches p
    join locations l on l.id = p.location_id
    left join bookings b on b.id = p.booking_id and b.business_id = ${businessId}
    where p.business_id = ${businessId} and p.in_at >= ${window.from} and p.in_at < ${window.to}
      and p.employee_id in (${staff})
    order by p.employee_id, p.in_at`)) as unknown as Rows<Omit<PunchRow, "breaks"> & { breaks: unknown }>;
  return result.rows.map((row) => ({
    ...row,
    breaks: parseBreaks(row.breaks),
  }));
}

/** json_agg arrives as text from some drivers and parsed from others. */
function parseBreaks(value: unknown): TimeRange[] {
  const pairs = (typeof value === "string" ? JSON.parse(value) : value) as [number, number | null][];
  return pairs.map(([startAt, endAt]) => ({ startAt, endAt }));
}
