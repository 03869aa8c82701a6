import type { SelectShiftBody } from "@brigade/contract/assignments";
import type { EmployeeStatus } from "@brigade/contract/enums";
import type { ShiftItem } from "@brigade/contract/shifts";
import { users } from "../../../db/schema/accounts";
import { employeeAreaRoles, employees } from "../../../db/schema/employees";
import type { Caller, TestApp } from "../../../test/harness";
import { uniqueEmail } from "../../../test/harness";

// Employees written straight to the database (no login needed), and the assignment call of these tests.

let counter = 0;

/** An employee of the business with the given roles; the name sorts as given. */
export async function addEmployee(
  t: TestApp,
  businessId: number,
  opts: { name?: string; areaRoleIds?: number[]; status?: EmployeeStatus } = {},
): Promise<{ id: number; name: string; email: string }> {
  const db = t.database.db;
  const name = opts.name ?? `Employee ${String(++counter).padStart(3, "0")}`;
  const email = uniqueEmail("employee");
  // Nobody logs in as these people, so no real password hash is needed.
  const [user] = await db
    .insert(users)
    .values({ businessId, name, email, passwordHash: "unusable", role: "team_member" })
    .returning();
  if (!user) throw new Error("user insert failed");
  const [employee] = await db
    .insert(employees)
    .values({ businessId, userId: user.id, availability: "FullTime", status: opts.status ?? "active_employee" })
    .returning();
  if (!employee) throw new Error("employee insert failed");
  const roles = opts.areaRoleIds ?? [];
  if (roles.length) {
    await db
      .insert(employeeAreaRoles)
      .values(roles.map((areaRoleId) => ({ businessId, employeeId: employee.id, areaRoleId })));
  }
  return { id: employee.id, name, email };
}

/** The select-shift body for an employee in slot `slot` (index) of a shift for a role. */
export const assignment = (shift: ShiftItem, employeeId: number, areaRoleId: number, slot = 0): SelectShiftBody => {
  const slotId = shift.shift_time_slots[slot]?.id;
  if (!slotId) throw new Error("no such slot");
  return { employee_id: employeeId, shift_id: shift.id, area_role_id: areaRoleId, slot_id: slotId };
};

export const selectShift = (caller: Caller, body: SelectShiftBody) =>
  caller.post("/api/shift/employee/select-shift", body);

/** The open positions of a slot for a role, as the shift's own time-slot list reports them. */
export async function remaining(caller: Caller, shift: ShiftItem, areaRoleId: number, slot = 0): Promise<number> {
  const res = await caller.get(`/api/shift-time-slots/area-role?shift_id=${shift.id}&area_role_id=${areaRoleId}`);
  const slots = res.json().payload as { id: number; remaining_slots: number }[];
  const found = slots.find((s) => s.id === shift.shift_time_slots[slot]?.id);
  if (!found) throw new Error("slot missing from the list");
  return found.remaining_slots;
}
