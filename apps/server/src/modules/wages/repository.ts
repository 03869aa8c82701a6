import type { WageVersion } from "@brigade/contract/labour-hours";
import { parseCents } from "@brigade/contract/money";
import { MAX_WAGE_VERSIONS } from "@brigade/contract/wages";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { businesses } from "../../db/schema/accounts";
import { employees } from "../../db/schema/employees";
import { areaRoles } from "../../db/schema/locations";
import { employeeRoleRates, employeeWages } from "../../db/schema/time-and-cost";
import { intArray } from "../../db/sql-arrays";
import { readWorkRules } from "../business";

export type NewWage = {
  employeeId: number;
  effectiveFrom: string;
  hourlyRateCents: number;
  roleRates: { areaRoleId: number; hourlyRateCents: number }[];
  createdBy: number;
};

const toNumeric = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (numeric: string) => parseCents(numeric) ?? 0;

type WageRow = { employeeId: number; effectiveFrom: string; hourlyRate: string; roleRates: unknown };

/** One wage version row (`w`, of employee_wages) as the readers of cost take it, with its role rates. */
const versionColumns = (businessId: number) => sql`to_char(w.effective_from, 'YYYY-MM-DD') as "effectiveFrom",
  w.hourly_rate::text as "hourlyRate",
  coalesce((select json_agg(json_build_array(r.area_role_id, r.hourly_rate::text))
    from employee_role_rates r where r.business_id = ${businessId} and r.wage_id = w.id), '[]'::json) as "roleRates"`;

/** A version as read (json arrives as text from some drivers and parsed from others). */
function versionOf(row: Omit<WageRow, "employeeId">): WageVersion {
  const pairs = (typeof row.roleRates === "string" ? JSON.parse(row.roleRates) : row.roleRates) as [number, string][];
  return {
    effectiveFrom: row.effectiveFrom,
    hourlyRateCents: centsOf(row.hourlyRate),
    roleRates: new Map(pairs.map(([roleId, rate]) => [roleId, centsOf(rate)])),
  };
}

/**
 * One employee's wage versions as a JSON column of another statement (`employeeId`, a column of it), earliest first:
 * for a statement that prices what it writes without a read of its own. `wageVersionsFromJson` reads it back.
 */
export const wageVersionsJson = (businessId: number, employeeId: SQL) => sql`(select coalesce(json_agg(v order by
    v."effectiveFrom"), '[]'::json) from (select ${versionColumns(businessId)} from employee_wages w
    where w.business_id = ${businessId} and w.employee_id = ${employeeId}) v)`;

export const wageVersionsFromJson = (value: unknown): WageVersion[] =>
  ((typeof value === "string" ? JSON.parse(value) : (value ?? [])) as Omit<WageRow, "employeeId">[]).map(versionOf);

/**
 * Every wage version of these employees, by employee, earliest first: what costs are priced with. One statement,
 * the role rates of each version alongside it: every read of cost waits for it.
 */
export async function wageVersionsOf(
  db: Db,
  businessId: number,
  employeeIds: readonly number[],
): Promise<Map<number, WageVersion[]>> {
  const byEmployee = new Map<number, WageVersion[]>();
  if (employeeIds.length === 0) return byEmployee;
  const result = (await db.execute(sql`
    select w.employee_id as "employeeId", ${versionColumns(businessId)}
    from employee_wages w
    where w.business_id = ${businessId} and w.employee_id = any(${intArray([...new Set(employeeIds)])})
    order by w.employee_id, w.effective_from`)) as unknown as { rows: WageRow[] };
  for (const row of result.rows) {
    const version = versionOf(row);
    const list = byEmployee.get(row.employeeId);
    if (list) list.push(version);
    else byEmployee.set(row.employeeId, [version]);
  }
  return byEmployee;
}

/** The business's currency (ISO 4217). */
export async function currencyOf(db: Db, businessId: number): Promise<string> {
  const [row] = await db
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.currency ?? "USD";
}

function queries(db: Db) {
  return {
    workRules: (businessId: number) => readWorkRules(db, businessId),
    currency: (businessId: number) => currencyOf(db, businessId),

    /** The employee of the business, with their user (a team member may read only their own). */
    async employee(businessId: number, employeeId: number) {
      const [row] = await db
        .select({ id: employees.id, userId: employees.userId })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.id, employeeId)));
      return row;
    },

    /** Which of these area roles the business has. */
    async knownAreaRoles(businessId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: areaRoles.id })
        .from(areaRoles)
        .where(and(eq(areaRoles.businessId, businessId), inArray(areaRoles.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** The employee's versions, newest first, with each role rate's role name. */
    async versions(businessId: number, employeeId: number) {
      const rows = await db
        .select()
        .from(employeeWages)
        .where(and(eq(employeeWages.businessId, businessId), eq(employeeWages.employeeId, employeeId)))
        .orderBy(desc(employeeWages.effectiveFrom))
        .limit(MAX_WAGE_VERSIONS);
      const rates = rows.length
        ? await db
            .select({
              wageId: employeeRoleRates.wageId,
              areaRoleId: employeeRoleRates.areaRoleId,
              name: areaRoles.name,
              rate: employeeRoleRates.hourlyRate,
            })
            .from(employeeRoleRates)
            .innerJoin(areaRoles, eq(areaRoles.id, employeeRoleRates.areaRoleId))
            .where(
              and(
                eq(employeeRoleRates.businessId, businessId),
                inArray(
                  employeeRoleRates.wageId,
                  rows.map((r) => r.id),
                ),
              ),
            )
            .orderBy(asc(areaRoles.name))
        : [];
      return rows.map((row) => ({
        id: row.id,
        effectiveFrom: row.effectiveFrom,
        hourlyRateCents: centsOf(row.hourlyRate),
        createdAt: row.createdAt,
        roleRates: rates
          .filter((r) => r.wageId === row.id)
          .map((r) => ({ areaRoleId: r.areaRoleId, name: r.name, hourlyRateCents: centsOf(r.rate) })),
      }));
    },

    /** Adds the version of that day, or replaces it (the same day twice is a correction), with its role rates. */
    async saveVersion(businessId: number, wage: NewWage): Promise<void> {
      const [row] = await db
        .insert(employeeWages)
        .values({
          businessId,
          employeeId: wage.employeeId,
          effectiveFrom: wage.effectiveFrom,
          hourlyRate: toNumeric(wage.hourlyRateCents),
          createdBy: wage.createdBy,
        })
        .onConflictDoUpdate({
          target: [employeeWages.employeeId, employeeWages.effectiveFrom],
          set: { hourlyRate: toNumeric(wage.hourlyRateCents), createdBy: wage.createdBy, createdAt: new Date() },
        })
        .returning({ id: employeeWages.id });
      if (!row) throw new Error("wage version not written");
      await db.delete(employeeRoleRates).where(eq(employeeRoleRates.wageId, row.id));
      if (wage.roleRates.length)
        await db.insert(employeeRoleRates).values(
          wage.roleRates.map((r) => ({
            businessId,
            wageId: row.id,
            areaRoleId: r.areaRoleId,
            hourlyRate: toNumeric(r.hourlyRateCents),
          })),
        );
    },
  };
}

export function makeWageRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type WageRepository = ReturnType<typeof makeWageRepository>;
