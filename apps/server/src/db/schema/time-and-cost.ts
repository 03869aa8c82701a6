import { PUNCH_FLAGS, PUNCH_SOURCES } from "@brigade/contract/time-clock";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { createdAt, instant, pk, sqlItems, sqlList, tstzmultirange } from "./columns";
import { employees } from "./employees";
import { areaRoles, businessIdColumn, locations } from "./locations";

// Wages, budgets and the time clock (time-and-cost.md). Money is numeric(…, 2), never a float; instants are UTC.

/** A rate in the business's currency per hour: up to 99,999,999.99. */
const rate = () => numeric({ precision: 10, scale: 2 });

/**
 * One version of an employee's wage, in force from a local day until the next version's day: versions cannot
 * overlap because each is keyed by its first day (a second version of the same day replaces the first).
 */
export const employeeWages = pgTable(
  "employee_wages",
  {
    id: pk(),
    businessId: businessIdColumn(),
    employeeId: integer().notNull(),
    effectiveFrom: date({ mode: "string" }).notNull(),
    hourlyRate: rate().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("employee_wages_employee_day_unique").on(t.employeeId, t.effectiveFrom),
    unique("employee_wages_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "employee_wages_employee_fk",
      columns: [t.businessId, t.employeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
    check("employee_wages_rate_check", sql`${t.hourlyRate} >= 0`),
  ],
);

/** A wage version's rate for one area role, which wins over its base rate for positions of that role. */
export const employeeRoleRates = pgTable(
  "employee_role_rates",
  {
    businessId: businessIdColumn(),
    wageId: integer().notNull(),
    areaRoleId: integer().notNull(),
    hourlyRate: rate().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.wageId, t.areaRoleId] }),
    foreignKey({
      name: "employee_role_rates_wage_fk",
      columns: [t.businessId, t.wageId],
      foreignColumns: [employeeWages.businessId, employeeWages.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "employee_role_rates_area_role_fk",
      columns: [t.businessId, t.areaRoleId],
      foreignColumns: [areaRoles.businessId, areaRoles.id],
    }).onDelete("cascade"),
    check("employee_role_rates_rate_check", sql`${t.hourlyRate} >= 0`),
  ],
);

/** A location's labour budget for one local week, keyed by its Monday. */
export const locationBudgets = pgTable(
  "location_budgets",
  {
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    week: date({ mode: "string" }).notNull(),
    amount: numeric({ precision: 12, scale: 2 }).notNull(),
    updatedBy: integer().references(() => users.id, { onDelete: "set null" }),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.week] }),
    foreignKey({
      name: "location_budgets_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
    check("location_budgets_monday_check", sql`extract(isodow from ${t.week}) = 1`),
    check("location_budgets_amount_check", sql`${t.amount} >= 0`),
  ],
);

/**
 * One stretch of work, clock-in to clock-out, with its breaks. The database keeps: one open punch per employee
 * (the partial unique index), out not before in, breaks inside their punch (a multirange cannot overlap itself), and
 * no change to a punch of an approved day (the trigger of migration 0011).
 */
export const punches = pgTable(
  "punches",
  {
    id: pk(),
    businessId: businessIdColumn(),
    employeeId: integer().notNull(),
    /** The position it is for; null for an unscheduled punch, or once the shift was deleted. */
    bookingId: integer(),
    locationId: integer().notNull(),
    inAt: instant().notNull(),
    outAt: instant(),
    breaks: tstzmultirange().notNull().default(sql`'{}'::tstzmultirange`),
    flags: text().array().notNull().default(sql`'{}'::text[]`),
    offline: boolean().notNull().default(false),
    source: text({ enum: PUNCH_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("punches_one_open_idx").on(t.employeeId).where(sql`out_at is null`),
    index().on(t.locationId, t.inAt),
    index().on(t.employeeId, t.inAt),
    index().on(t.bookingId),
    unique("punches_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "punches_employee_fk",
      columns: [t.businessId, t.employeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "punches_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("restrict"),
    // Migration 0011 makes its delete action SET NULL (booking_id): the punch stays when its shift is deleted.
    foreignKey({
      name: "punches_booking_fk",
      columns: [t.businessId, t.bookingId],
      foreignColumns: [bookings.businessId, bookings.id],
    }).onDelete("set null"),
    // Equal only for an unscheduled punch the server closed at its clock-in (attendance/sweep.ts).
    check("punches_out_after_in_check", sql`${t.outAt} is null or ${t.outAt} >= ${t.inAt}`),
    check("punches_breaks_inside_check", sql`${t.breaks} <@ tstzmultirange(tstzrange(${t.inAt}, ${t.outAt}, '[]'))`),
    check("punches_flags_check", sql`${t.flags} <@ array[${sqlItems(PUNCH_FLAGS)}]::text[]`),
    check("punches_source_check", sql`${t.source} in ${sqlList(PUNCH_SOURCES)}`),
  ],
);

/** Every change a manager made to a punch, with its reason: who, when, the punch before and after. */
export const punchEdits = pgTable(
  "punch_edits",
  {
    id: pk(),
    businessId: businessIdColumn(),
    punchId: integer().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    at: createdAt(),
    reason: text().notNull(),
    before: jsonb(),
    after: jsonb().notNull(),
  },
  (t) => [
    index().on(t.punchId, t.id),
    foreignKey({
      name: "punch_edits_punch_fk",
      columns: [t.businessId, t.punchId],
      foreignColumns: [punches.businessId, punches.id],
    }).onDelete("cascade"),
  ],
);

/** An approved local day of one employee's timesheet at a location: its punches are locked until reopened. */
export const timesheetApprovals = pgTable(
  "timesheet_approvals",
  {
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    employeeId: integer().notNull(),
    day: date({ mode: "string" }).notNull(),
    approvedBy: integer().references(() => users.id, { onDelete: "set null" }),
    approvedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.employeeId, t.day] }),
    index().on(t.employeeId, t.day),
    foreignKey({
      name: "timesheet_approvals_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "timesheet_approvals_employee_fk",
      columns: [t.businessId, t.employeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
  ],
);

/** A location's shared clock-in tablet: only the hash of its secret token is kept; rotating replaces it. */
export const kiosks = pgTable(
  "kiosks",
  {
    id: pk(),
    businessId: businessIdColumn(),
    locationId: integer().notNull().unique(),
    tokenHash: text().notNull().unique(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "kiosks_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
  ],
);

/** Wrong PINs typed at a kiosk, counted over a minute on every server alike. */
export const kioskFailures = pgTable(
  "kiosk_failures",
  {
    id: pk(),
    kioskId: integer()
      .notNull()
      .references(() => kiosks.id, { onDelete: "cascade" }),
    at: createdAt(),
  },
  (t) => [index().on(t.kioskId, t.at)],
);

/** That the managers were told of a no-show: the worker inserts it once, whichever server gets there first. */
export const attendanceAlerts = pgTable(
  "attendance_alerts",
  {
    businessId: businessIdColumn(),
    bookingId: integer().notNull(),
    kind: text().notNull(),
    at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.kind] }),
    foreignKey({
      name: "attendance_alerts_booking_fk",
      columns: [t.businessId, t.bookingId],
      foreignColumns: [bookings.businessId, bookings.id],
    }).onDelete("cascade"),
  ],
);
