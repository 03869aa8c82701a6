import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { localDaySql } from "../../db/local-time";
import { users } from "../../db/schema/accounts";
import { employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { punchEdits, timesheetApprovals } from "../../db/schema/time-and-cost";
import { intArray } from "../../db/sql-arrays";
import { readWorkRules } from "../business";
import { predictabilityPayOwed } from "../compliance";
import { labourReads } from "../labour";

type Rows<T> = { rows: T[] };

function queries(db: Db) {
  return {
    ...labourReads(db),
    workRules: (businessId: number) => readWorkRules(db, businessId),
    predictabilityPayOwed: (businessId: number, q: Parameters<typeof predictabilityPayOwed>[2]) =>
      predictabilityPayOwed(db, businessId, q),

    async location(businessId: number, locationId: number) {
      const [row] = await db
        .select({ id: locations.id, name: locations.name, timeZone: locations.timeZone })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
      return row;
    },

    /** Employees of the business among `ids`, with their user, by name. */
    async people(businessId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: employees.id, userId: users.id, name: users.name, email: users.email })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(and(eq(employees.businessId, businessId), sql`${employees.id} = any(${intArray([...new Set(ids)])})`))
        .orderBy(users.name, employees.id);
    },

    async employeeOfUser(businessId: number, userId: number) {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.userId, userId)));
      return row?.id;
    },

    /** Approved (employee, day) pairs of the location within [fromDay, toDay] (YYYY-MM-DD). */
    async approvals(businessId: number, locationId: number, fromDay: string, toDay: string) {
      const rows = await db
        .select({ employeeId: timesheetApprovals.employeeId, day: timesheetApprovals.day })
        .from(timesheetApprovals)
        .where(
          and(
            eq(timesheetApprovals.businessId, businessId),
            eq(timesheetApprovals.locationId, locationId),
            gte(timesheetApprovals.day, fromDay),
            lte(timesheetApprovals.day, toDay),
          ),
        );
      return new Set(rows.map((r) => `${r.employeeId}|${r.day}`));
    },

    async isApproved(businessId: number, locationId: number, employeeId: number, day: string) {
      const [row] = await db
        .select({ day: timesheetApprovals.day })
        .from(timesheetApprovals)
        .where(
          and(
            eq(timesheetApprovals.businessId, businessId),
            eq(timesheetApprovals.locationId, locationId),
            eq(timesheetApprovals.employeeId, employeeId),
            eq(timesheetApprovals.day, day),
          ),
        );
      return row !== undefined;
    },

    async approve(businessId: number, locationId: number, employeeIds: number[], days: string[], userId: number) {
      if (!employeeIds.length || !days.length) return;
      await db.execute(sql`insert into timesheet_approvals (business_id, location_id, employee_id, day, approved_by)
        select ${businessId}, ${locationId}, e, d::date, ${userId}
        from unnest(${`{${employeeIds.join(",")}}`}::int[]) e cross join unnest(${`{${days.join(",")}}`}::text[]) d
        on conflict do nothing`);
    },

    async reopen(businessId: number, locationId: number, employeeIds: number[], fromDay: string, toDay: string) {
      if (!employeeIds.length) return;
      await db
        .delete(timesheetApprovals)
        .where(
          and(
            eq(timesheetApprovals.businessId, businessId),
            eq(timesheetApprovals.locationId, locationId),
            inArray(timesheetApprovals.employeeId, employeeIds),
            gte(timesheetApprovals.day, fromDay),
            lte(timesheetApprovals.day, toDay),
          ),
        );
    },

    /** Open punches at the location whose local day is within the days, of these employees. */
    async openPunches(businessId: number, locationId: number, employeeIds: number[], fromDay: string, toDay: string) {
      if (!employeeIds.length) return 0;
      const inDay = localDaySql(sql.raw("p.in_at"), sql.raw("l.time_zone"));
      const result = (await db.execute(sql`select count(*)::int as n from punches p
        join locations l on l.id = p.location_id
        where p.business_id = ${businessId} and p.location_id = ${locationId} and p.out_at is null
          and p.employee_id = any(${`{${employeeIds.join(",")}}`}::int[])
          and ${inDay} between ${fromDay}::date and ${toDay}::date`)) as unknown as Rows<{
        n: number;
      }>;
      return result.rows[0]?.n ?? 0;
    },

    /** Which of these punches were ever edited. */
    async edited(businessId: number, punchIds: readonly number[]): Promise<Set<number>> {
      if (punchIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: punchEdits.punchId })
        .from(punchEdits)
        .where(and(eq(punchEdits.businessId, businessId), sql`${punchEdits.punchId} = any(${intArray(punchIds)})`));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export function makeTimesheetRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type TimesheetRepository = ReturnType<typeof makeTimesheetRepository>;
