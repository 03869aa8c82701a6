import { AVAILABILITIES, EMPLOYEE_STATUSES } from "@brigade/contract/enums";
import { WORK_RULE_LIMITS } from "@brigade/contract/work-rules";
import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, hours, pk, sqlList, within } from "./columns";
import { areaRoles, businessIdColumn } from "./locations";

export const employees = pgTable(
  "employees",
  {
    id: pk(),
    businessId: businessIdColumn(),
    userId: integer().notNull().unique(),
    availability: text({ enum: AVAILABILITIES }).notNull(),
    status: text({ enum: EMPLOYEE_STATUSES }).notNull(),
    createdAt: createdAt(),
    /** The employee's own weekly maximum; null means the business's work rule. */
    maxWeekHours: hours(),
  },
  (t) => [
    index().on(t.businessId, t.status),
    unique("employees_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "employees_user_fk",
      columns: [t.businessId, t.userId],
      foreignColumns: [users.businessId, users.id],
    }).onDelete("cascade"),
    check("employees_availability_check", sql`${t.availability} in ${sqlList(AVAILABILITIES)}`),
    check("employees_status_check", sql`${t.status} in ${sqlList(EMPLOYEE_STATUSES)}`),
    check("employees_max_week_hours_check", within(t.maxWeekHours, WORK_RULE_LIMITS.max_week_hours)),
  ],
);

export const employeeAreaRoles = pgTable(
  "employee_area_roles",
  {
    businessId: businessIdColumn(),
    employeeId: integer().notNull(),
    areaRoleId: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.areaRoleId] }),
    index().on(t.areaRoleId),
    foreignKey({
      name: "employee_area_roles_employee_fk",
      columns: [t.businessId, t.employeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "employee_area_roles_area_role_fk",
      columns: [t.businessId, t.areaRoleId],
      foreignColumns: [areaRoles.businessId, areaRoles.id],
    }).onDelete("restrict"),
  ],
);
