import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/accounts";
import { employeeAreaRoles, employees } from "../../../db/schema/employees";
import { type Caller, createStaff, type TestApp } from "../../../test/harness";

export type Staff = Caller & { employeeId: number; email: string };

/** A team member with a name of our choosing and these area roles, written straight to the database. */
export async function namedStaff(t: TestApp, owner: Caller, name: string, areaRoleIds: number[] = []): Promise<Staff> {
  const staff = await createStaff(t, owner, "team_member");
  const [user] = await t.database.db.update(users).set({ name }).where(eq(users.id, staff.userId)).returning();
  if (!user) throw new Error("no such user");
  const [employee] = await t.database.db.select().from(employees).where(eq(employees.id, staff.employeeId));
  if (!employee) throw new Error("no such employee");
  if (areaRoleIds.length) {
    await t.database.db
      .insert(employeeAreaRoles)
      .values(
        areaRoleIds.map((areaRoleId) => ({ businessId: employee.businessId, employeeId: employee.id, areaRoleId })),
      );
  }
  return { ...staff, email: user.email };
}

export async function deactivate(t: TestApp, employeeId: number): Promise<void> {
  await t.database.db.update(employees).set({ status: "inactive" }).where(eq(employees.id, employeeId));
}
