import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { locations } from "../../db/schema/locations";
import { readWorkRules } from "../business";

/** A change-log row as read, joined with the employee's name (null once the record is gone). */
export type ChangeRow = {
  id: number;
  location_id: number;
  employee_id: number;
  employee_name: string | null;
  shift_id: number;
  booking_id: number;
  area_role_id: number;
  kind: "added" | "reduced";
  shift_starts_at: string | Date;
  minutes_before: number;
  minutes_after: number;
  notice_minutes: number;
  made_by: number | null;
  made_at: string | Date;
  reason: string | null;
  exempt_reason: string | null;
  pack_id: string | null;
  pay_cents: number | null;
  pay_basis: string;
  total: number | string;
};

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
      const result = await db.execute(sql`select c.id, c.location_id, c.employee_id, u.name as employee_name,
          c.shift_id, c.booking_id, c.area_role_id, c.kind, c.shift_starts_at, c.minutes_before, c.minutes_after,
          c.notice_minutes, c.made_by, c.made_at, c.reason, c.exempt_reason, c.pack_id, c.pay_cents, c.pay_basis,
          count(*) over () as total
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
