import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** An estimate version as read. */
export type EstimateRow = {
  id: number;
  effective_from: string;
  weekly_hours_min: string | number;
  weekly_hours_max: string | number;
  days: string[] | null;
  note: string | null;
  created_by: number | null;
  created_at: string | Date;
};

type Rows<T> = { rows: T[] };

/** Good-faith estimates (fair-workweek.md), every statement scoped by business. */
export function makeEstimateRepository(db: Db) {
  return {
    /** The employee of the business with their user (a team member may read only their own); undefined if not. */
    async employee(businessId: number, id: number) {
      const result = (await db.execute(sql`select e.id, e.user_id as "userId" from employees e
        where e.business_id = ${businessId} and e.id = ${id}`)) as unknown as Rows<{ id: number; userId: number }>;
      return result.rows[0];
    },

    async location(businessId: number, id: number) {
      const result = (await db.execute(sql`select id, time_zone as "timeZone", jurisdiction from locations
        where business_id = ${businessId} and id = ${id}`)) as unknown as Rows<{
        id: number;
        timeZone: string;
        jurisdiction: string | null;
      }>;
      return result.rows[0];
    },

    /** The employee's versions, newest first, at most `limit`. */
    async versions(businessId: number, employeeId: number, limit: number): Promise<EstimateRow[]> {
      const result = (await db.execute(sql`select id, to_char(effective_from, 'DD-MM-YYYY') as effective_from,
          weekly_hours_min, weekly_hours_max, days, note, created_by, created_at
        from employee_estimates where business_id = ${businessId} and employee_id = ${employeeId}
        order by effective_from desc limit ${limit}`)) as unknown as Rows<EstimateRow>;
      return result.rows;
    },

    /** A version from a day (YYYY-MM-DD) on; the same day replaces the one there. */
    async save(
      businessId: number,
      v: {
        employeeId: number;
        effectiveFrom: string;
        min: number;
        max: number;
        days: string[] | null;
        note: string | null;
        createdBy: number;
      },
    ): Promise<void> {
      const days = v.days === null ? sql`null` : sql`${`{${v.days.join(",")}}`}::text[]`;
      await db.execute(sql`insert into employee_estimates (business_id, employee_id, effective_from, weekly_hours_min,
          weekly_hours_max, days, note, created_by)
        values (${businessId}, ${v.employeeId}, ${v.effectiveFrom}::date, ${v.min}, ${v.max}, ${days}, ${v.note},
          ${v.createdBy})
        on conflict (employee_id, effective_from) do update set weekly_hours_min = excluded.weekly_hours_min,
          weekly_hours_max = excluded.weekly_hours_max, days = excluded.days, note = excluded.note,
          created_by = excluded.created_by, created_at = now()`);
    },

    /**
     * Employees holding a position at the location in [from, to) whose positions that week at every location add up
     * to hours outside the estimate in force on `monday` (YYYY-MM-DD); those without an estimate are left out.
     */
    async outside(businessId: number, locationId: number, from: Date, to: Date, monday: string) {
      const result = (await db.execute(sql`with week as (
          select b.employee_id, s.location_id, extract(epoch from upper(b.during) - lower(b.during)) / 3600 as hours
          from bookings b join shifts s on s.id = b.shift_id
          where b.business_id = ${businessId} and b.holds
            and lower(b.during) >= ${from.toISOString()}::timestamptz and lower(b.during) < ${to.toISOString()}::timestamptz
        ), here as (
          select employee_id, sum(hours) as hours from week
          where employee_id in (select employee_id from week where location_id = ${locationId})
          group by employee_id
        ), estimate as (
          select distinct on (employee_id) employee_id, weekly_hours_min, weekly_hours_max from employee_estimates
          where business_id = ${businessId} and employee_id in (select employee_id from here)
            and effective_from <= ${monday}::date
          order by employee_id, effective_from desc
        )
        select h.employee_id, u.name as employee_name, round(h.hours::numeric, 2)::float8 as scheduled_hours,
          x.weekly_hours_min::float8 as weekly_hours_min, x.weekly_hours_max::float8 as weekly_hours_max
        from here h join estimate x using (employee_id)
        join employees e on e.business_id = ${businessId} and e.id = h.employee_id join users u on u.id = e.user_id
        where h.hours < x.weekly_hours_min or h.hours > x.weekly_hours_max
        order by u.name, h.employee_id`)) as unknown as Rows<{
        employee_id: number;
        employee_name: string;
        scheduled_hours: number;
        weekly_hours_min: number;
        weekly_hours_max: number;
      }>;
      return result.rows;
    },
  };
}
export type EstimateRepository = ReturnType<typeof makeEstimateRepository>;
