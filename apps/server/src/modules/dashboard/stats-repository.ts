import { type SQL, sql } from "drizzle-orm";
import { findBusinessLocation } from "../../db/business-locations";
import type { Db } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";

export type Period = { from: Date; to: Date };
export type StatsWindow = { locationId: number; now: Date; week: Period; month: Period };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Every statistic of one location in one pass over the shifts of its week and month (one index range), their
 * open positions (only those with remaining > 0 can count) and the bookings on them; it was ten subqueries
 * reading the same shifts again and again. The terms are those of api-contract.md's Dashboard table; "among"
 * counts, per (slot, role), at most its remaining positions, so a released position that was filled again is
 * no longer vacant and the two terms of a card never exceed the open positions.
 */
function countsQuery(businessId: number, w: StatsWindow): SQL {
  const from = w.week.from < w.month.from ? w.week.from : w.month.from;
  const to = w.week.to > w.month.to ? w.week.to : w.month.to;
  return sql`with period as (
      select s.id, s.starts_at, s.shift_type,
        (s.starts_at >= ${at(w.week.from)} and s.starts_at < ${at(w.week.to)}) as in_week,
        (s.starts_at >= ${at(w.month.from)} and s.starts_at < ${at(w.month.to)}) as in_month
      from ${shifts} s
      where s.business_id = ${businessId} and s.location_id = ${w.locationId}
        and s.starts_at >= ${at(from)} and s.starts_at < ${at(to)}
    ), open as (
      select p.in_week, p.in_month, sp.remaining, r.released, r.rejected
      from period p
      join ${shiftSlots} sl on sl.shift_id = p.id
      join ${slotPositions} sp on sp.slot_id = sl.id and sp.remaining > 0
      cross join lateral (
        select count(*) filter (where b.status = 'Released') as released,
          count(*) filter (where b.status = 'Rejected') as rejected
        from ${bookings} b
        where b.slot_id = sp.slot_id and b.area_role_id = sp.area_role_id and b.status in ('Released', 'Rejected')
      ) r
    ), week_bookings as (
      select count(*) filter (where b.status = 'Apply For Leave') as leaves,
        count(*) filter (where b.status = 'Released') as released
      from period p join ${bookings} b on b.shift_id = p.id
      where p.in_week and b.status in ('Apply For Leave', 'Released')
    )
    select
      (select count(*) from ${locations} where business_id = ${businessId}) as "totalLocations",
      (select count(*) filter (where in_week) from period) as "weekShifts",
      (select count(*) filter (where in_week and starts_at > ${at(w.now)}) from period) as "weekUpcoming",
      (select count(*) filter (where in_week and shift_type = 'Premium') from period) as "weekPremium",
      (select count(*) filter (where in_month) from period) as "monthShifts",
      (select leaves from week_bookings) as "weekLeaves",
      (select coalesce(sum(remaining) filter (where in_month), 0) from open) as "monthOpen",
      (select coalesce(sum(least(remaining, released)) filter (where in_month), 0) from open) as "monthReleased",
      (select coalesce(sum(remaining) filter (where in_week), 0) from open) as "weekOpen",
      (select coalesce(sum(least(remaining, released + rejected)) filter (where in_week), 0) from open)
        as "weekReleasedRejected",
      (select released from week_bookings) as "weekReleased",
      (select count(*) filter (where status = 'active_employee') from ${employees}
        where business_id = ${businessId}) as "activeEmployees",
      (select count(*) filter (where status = 'waiting_for_approval') from ${employees}
        where business_id = ${businessId}) as "waitingEmployees"`;
}

type Counts = Record<
  | "totalLocations"
  | "weekShifts"
  | "weekUpcoming"
  | "weekPremium"
  | "monthShifts"
  | "weekLeaves"
  | "monthOpen"
  | "monthReleased"
  | "weekOpen"
  | "weekReleasedRejected"
  | "weekReleased"
  | "activeEmployees"
  | "waitingEmployees",
  number
>;

export function makeStatsRepository(db: Db) {
  return {
    /** The business's location, or undefined for an unknown or another business's one. */
    findLocation: (businessId: number, id: number) => findBusinessLocation(db, businessId, id),

    /** Every statistic in one round trip. */
    async counts(businessId: number, w: StatsWindow): Promise<Counts> {
      const result = (await db.execute(countsQuery(businessId, w))) as unknown as { rows: Record<string, unknown>[] };
      const row = result.rows[0];
      if (!row) throw new Error("the statistics query returned no row");
      // count() and sum() come back as text (bigint, numeric): numbers for the contract.
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Counts;
    },
  };
}
export type StatsRepository = ReturnType<typeof makeStatsRepository>;
