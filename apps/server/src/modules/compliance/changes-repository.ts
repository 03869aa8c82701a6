import { packById } from "@brigade/contract/fair-workweek/packs";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema/locations";
import { intArray } from "../../db/sql-arrays";
import { type LoggedChange, loggedChangeColumns } from "../bookings";
import { readWorkRules } from "../business";

/** A change-log row as read, with the count of the whole filter. */
export type ChangeRow = LoggedChange & { total: number | string };

/** The change log's reads (fair-workweek.md), every one scoped by business. */
export function makeChangesRepository(db: Db) {
  return {
    workRules: (businessId: number) => readWorkRules(db, businessId),

    async location(businessId: number, id: number) {
      const [row] = await db
        .select({ id: locations.id, name: locations.name, timeZone: locations.timeZone })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, id)));
      return row;
    },

    /** One page of a location's changes to positions starting in [from, to), in the order they start. */
    async changes(
      businessId: number,
      q: { locationId: number; from: Date; to: Date; employeeId?: number; offset: number; limit: number },
    ): Promise<ChangeRow[]> {
      const employee = q.employeeId === undefined ? sql`` : sql`and c.employee_id = ${q.employeeId}`;
      const result = await db.execute(sql`select ${loggedChangeColumns}, count(*) over () as total
        from schedule_changes c
        left join employees e on e.business_id = ${businessId} and e.id = c.employee_id
        left join users u on u.id = e.user_id
        where c.business_id = ${businessId} and c.location_id = ${q.locationId}
          and c.shift_starts_at >= ${q.from.toISOString()}::timestamptz
          and c.shift_starts_at < ${q.to.toISOString()}::timestamptz ${employee}
        order by c.shift_starts_at, c.made_at, c.id
        limit ${q.limit} offset ${q.offset}`);
      return (result as unknown as { rows: ChangeRow[] }).rows;
    },
  };
}
export type ChangesRepository = ReturnType<typeof makeChangesRepository>;

/**
 * Until when a location's change log and rest consents must be kept (fair-workweek.md, "Records"): the latest of each
 * row's day plus its pack's records_years; null when none binds (no rows, or none under a pack).
 */
export async function recordsKeptUntil(db: Db, businessId: number, locationId: number): Promise<Date | null> {
  const result = await db.execute(sql`select pack_id as "packId", max(at) as newest from (
      select pack_id, made_at as at from schedule_changes
        where business_id = ${businessId} and location_id = ${locationId} and pack_id is not null
      union all
      select pack_id, requested_at from rest_consents where business_id = ${businessId} and location_id = ${locationId}
    ) kept group by pack_id`);
  let until: Date | null = null;
  for (const row of (result as unknown as { rows: { packId: string; newest: string | Date }[] }).rows) {
    const years = packById(row.packId)?.records_years ?? 0;
    const end = new Date(row.newest);
    end.setUTCFullYear(end.getUTCFullYear() + years);
    if (until === null || end > until) until = end;
  }
  return until;
}

/** What the change log owes one employee over a span: the priced pay and the changes owed but unpriced (no rate). */
export type OwedPay = { employeeId: number; cents: number; unpriced: number };

/**
 * The predictability pay a location's change log owes each employee (or the given ones) for positions starting in
 * [from, to): the payroll export's and the timesheet's column (fair-workweek.md). Rows without pay are left out.
 */
export async function predictabilityPayOwed(
  db: Db,
  businessId: number,
  q: { locationId: number; from: Date; to: Date; employeeIds?: readonly number[] },
): Promise<OwedPay[]> {
  const only = q.employeeIds ? sql`and c.employee_id = any(${intArray(q.employeeIds)})` : sql``;
  const result = await db.execute(sql`select c.employee_id as "employeeId",
      coalesce(sum(c.pay_cents), 0)::int as cents, count(*) filter (where c.pay_cents is null)::int as unpriced
    from schedule_changes c
    where c.business_id = ${businessId} and c.location_id = ${q.locationId}
      and c.shift_starts_at >= ${q.from.toISOString()}::timestamptz
      and c.shift_starts_at < ${q.to.toISOString()}::timestamptz ${only}
      and (c.pay_cents is null or c.pay_cents > 0)
    group by c.employee_id`);
  return (result as unknown as { rows: OwedPay[] }).rows;
}
