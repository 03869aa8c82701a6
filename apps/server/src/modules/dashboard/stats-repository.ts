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
const n = (query: SQL) => sql<number>`(${query})`.mapWith(Number);

/** The location's shifts starting in the period, as a condition on `s` (shifts). */
const startingIn = (businessId: number, locationId: number, p: Period) =>
  sql`s.business_id = ${businessId} and s.location_id = ${locationId}
    and s.starts_at >= ${at(p.from)} and s.starts_at < ${at(p.to)}`;

const shiftCount = (where: SQL) => n(sql`select count(*) from ${shifts} s where ${where}`);

const bookingCount = (where: SQL, statuses: string[]) =>
  n(sql`select count(*) from ${bookings} b join ${shifts} s on s.id = b.shift_id
    where ${where} and b.status in (${sql.join(
      statuses.map((x) => sql`${x}`),
      sql`, `,
    )})`);

/**
 * Open positions (slot_positions.remaining summed) on the period's shifts, and how many of them the given
 * bookings account for: per (slot, role), at most its remaining count, so a released position that was
 * filled again is no longer counted as vacant and the two terms never exceed the open positions.
 */
const openPositions = (where: SQL, statuses: string[]) => {
  const from = sql`from ${slotPositions} sp join ${shiftSlots} sl on sl.id = sp.slot_id
    join ${shifts} s on s.id = sl.shift_id where ${where}`;
  const among = sql`(select count(*) from ${bookings} b where b.slot_id = sp.slot_id
    and b.area_role_id = sp.area_role_id and b.status in (${sql.join(
      statuses.map((x) => sql`${x}`),
      sql`, `,
    )}))`;
  return {
    open: n(sql`select coalesce(sum(sp.remaining), 0) ${from}`),
    among: n(sql`select coalesce(sum(least(sp.remaining, ${among})), 0) ${from}`),
  };
};

export function makeStatsRepository(db: Db) {
  return {
    /** The business's location, or undefined for an unknown or another business's one. */
    findLocation: (businessId: number, id: number) => findBusinessLocation(db, businessId, id),

    /** Every statistic in one round trip; the terms of api-contract.md's Dashboard table. */
    async counts(businessId: number, w: StatsWindow) {
      const week = startingIn(businessId, w.locationId, w.week);
      const month = startingIn(businessId, w.locationId, w.month);
      const monthOpen = openPositions(month, ["Released"]);
      const weekOpen = openPositions(week, ["Released", "Rejected"]);
      const [row] = await db
        .select({
          totalLocations: n(sql`select count(*) from ${locations} where ${locations.businessId} = ${businessId}`),
          weekShifts: shiftCount(week),
          weekUpcoming: shiftCount(sql`${week} and s.starts_at > ${at(w.now)}`),
          weekPremium: shiftCount(sql`${week} and s.shift_type = 'Premium'`),
          monthShifts: shiftCount(month),
          weekLeaves: bookingCount(week, ["Apply For Leave"]),
          monthOpen: monthOpen.open,
          monthReleased: monthOpen.among,
          weekOpen: weekOpen.open,
          weekReleasedRejected: weekOpen.among,
          weekReleased: bookingCount(week, ["Released"]),
          activeEmployees: n(
            sql`select count(*) from ${employees} e where e.business_id = ${businessId} and e.status = 'active_employee'`,
          ),
          waitingEmployees: n(
            sql`select count(*) from ${employees} e where e.business_id = ${businessId} and e.status = 'waiting_for_approval'`,
          ),
        })
        .from(sql`(select 1) as one`);
      if (!row) throw new Error("the statistics query returned no row");
      return row;
    },
  };
}
export type StatsRepository = ReturnType<typeof makeStatsRepository>;
