import { and, eq, inArray } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { employees } from "../../db/schema/employees";
import { availabilityWindows } from "../../db/schema/week-building";
import { approvedTimeOffOf } from "../time-off";
import { type StoredWindow, windowsOfEmployees } from "./windows-repository";

function queries(db: Db) {
  return {
    /** The caller's employee record, found through their user. */
    async employeeOfUser(businessId: number, userId: number) {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.userId, userId)));
      return row;
    },

    /** Which of the ids are employees of the business (another business's read as missing). */
    async employeesAmong(businessId: number, ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), inArray(employees.id, ids)));
      return rows.map((r) => r.id);
    },

    /** Locks the employee so two replacements of one pattern run one after the other, never interleaved. */
    async lockEmployee(businessId: number, id: number): Promise<boolean> {
      const rows = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.id, id)))
        .for("update");
      return rows.length === 1;
    },

    /** The windows of the employees, by employee, weekday and start. */
    windowsOf: (businessId: number, employeeIds: number[]) => windowsOfEmployees(db, businessId, employeeIds),

    async replaceWindows(businessId: number, employeeId: number, windows: StoredWindow[]): Promise<void> {
      await db
        .delete(availabilityWindows)
        .where(and(eq(availabilityWindows.businessId, businessId), eq(availabilityWindows.employeeId, employeeId)));
      if (windows.length === 0) return;
      await db.insert(availabilityWindows).values(windows.map((w) => ({ businessId, employeeId, ...w })));
    },

    approvedTimeOff: (businessId: number, employeeIds: number[], fromDay: string, toDay: string) =>
      approvedTimeOffOf(db, businessId, employeeIds, fromDay, toDay),
  };
}

export function makeAvailabilityRepository(db: Db) {
  return { ...queries(db), transaction: transactional(db, queries) };
}
export type AvailabilityRepository = ReturnType<typeof makeAvailabilityRepository>;
