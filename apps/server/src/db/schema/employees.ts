import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, pk } from "./columns";
import { areaRoles, businessIdColumn } from "./locations";

export const employees = pgTable(
  "employees",
  {
    id: pk(),
    businessId: businessIdColumn(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    availability: text({ enum: ["FullTime", "PartTime", "ThreeDay", "Manager"] }).notNull(),
    status: text({ enum: ["active_employee", "waiting_for_approval", "rejected", "inactive"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.businessId, t.status),
    check("employees_availability_check", sql`${t.availability} in ('FullTime','PartTime','ThreeDay','Manager')`),
    check(
      "employees_status_check",
      sql`${t.status} in ('active_employee','waiting_for_approval','rejected','inactive')`,
    ),
  ],
);

export const employeeAreaRoles = pgTable(
  "employee_area_roles",
  {
    businessId: businessIdColumn(),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    areaRoleId: integer()
      .notNull()
      .references(() => areaRoles.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.areaRoleId] }), index().on(t.areaRoleId)],
);
