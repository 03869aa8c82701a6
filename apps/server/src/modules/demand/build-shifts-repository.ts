import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { shiftNames } from "../../db/schema/shifts";
import { readWorkRules } from "../business";
import { insertShift, insertStaffings, type ShiftValues, type Staffing } from "../shifts";
import { currencyOf, wageVersionsOf } from "../wages";
import { makeStaffingRepository } from "./staffing-repository";

// What building shifts from demand reads and writes inside its one transaction (build-shifts-service.ts), every
// query scoped by the caller's business.

function queries(db: Db) {
  const schedule = makeStaffingRepository(db);
  return {
    /**
     * The business's location, locked against another build or copy until the transaction ends (FOR NO KEY
     * UPDATE: a shift made meanwhile by hand still goes through), so a second build sees the first's shifts.
     */
    async lockLocation(businessId: number, id: number) {
      const [row] = await db
        .select({ id: locations.id, timeZone: locations.timeZone })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, id)))
        .for("no key update");
      return row;
    },

    workRules: (businessId: number) => readWorkRules(db, businessId),
    currency: (businessId: number) => currencyOf(db, businessId),
    positions: schedule.positions,
    roleNames: schedule.names,

    /** The business's shift names that have usual times ("HH:mm:ss" on the location's clock). */
    namesWithTimes(businessId: number) {
      return db
        .select({ name: shiftNames.name, from: shiftNames.startTime, to: shiftNames.endTime })
        .from(shiftNames)
        .where(and(eq(shiftNames.businessId, businessId), isNotNull(shiftNames.startTime)))
        .orderBy(shiftNames.startTime, shiftNames.name);
    },

    /** The active employees holding each of these roles, and every wage version of them. */
    async holders(businessId: number, roleIds: readonly number[]) {
      if (roleIds.length === 0) return { byRole: new Map<number, number[]>(), wages: new Map() };
      const rows = await db
        .select({ areaRoleId: employeeAreaRoles.areaRoleId, employeeId: employeeAreaRoles.employeeId })
        .from(employeeAreaRoles)
        .innerJoin(employees, eq(employees.id, employeeAreaRoles.employeeId))
        .where(
          and(
            eq(employeeAreaRoles.businessId, businessId),
            inArray(employeeAreaRoles.areaRoleId, [...roleIds]),
            eq(employees.status, "active_employee"),
          ),
        );
      const byRole = new Map<number, number[]>();
      for (const row of rows) byRole.set(row.areaRoleId, [...(byRole.get(row.areaRoleId) ?? []), row.employeeId]);
      const wages = await wageVersionsOf(
        db,
        businessId,
        rows.map((row) => row.employeeId),
      );
      return { byRole, wages };
    },

    insertShift: (businessId: number, values: ShiftValues) => insertShift(db, businessId, values),
    insertStaffing: (businessId: number, staffing: readonly Staffing[]) => insertStaffings(db, businessId, staffing),
  };
}
export type BuildShiftsQueries = ReturnType<typeof queries>;

export function makeBuildShiftsRepository(db: Db) {
  return { transaction: transactional(db, queries) };
}
export type BuildShiftsRepository = ReturnType<typeof makeBuildShiftsRepository>;
