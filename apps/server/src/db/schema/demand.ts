import { WEEKDAYS } from "@brigade/contract/enums";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { instant, sqlList } from "./columns";
import { areaRoles, businessIdColumn, locations } from "./locations";

// Demand (issue 37, demand.md): what a location sold, per 15-minute interval.

/** One CSV import of a location's sales: what it read, and (through sales_intervals.import_id) what it wrote. */
export const salesImports = pgTable(
  "sales_imports",
  {
    id: serial().primaryKey(),
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    shape: text({ enum: ["tickets", "intervals"] }).notNull(),
    rowsRead: integer().notNull(),
    rowsRejected: integer().notNull(),
    intervals: integer().notNull(),
    fromDay: date({ mode: "string" }),
    toDay: date({ mode: "string" }),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "sales_imports_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
    check("sales_imports_shape_check", sql`${t.shape} in ('tickets', 'intervals')`),
  ],
);

/**
 * A location's sales history: one row per 15-minute interval with history, keyed by its first instant (UTC; every
 * zone's offset is a whole number of quarters, so a UTC quarter is a local one). Sales, transactions or both.
 */
export const salesIntervals = pgTable(
  "sales_intervals",
  {
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    start: instant().notNull(),
    sales: numeric({ precision: 12, scale: 2 }),
    transactions: integer(),
    /** The import that wrote the interval last; null when a till wrote it through the API. */
    importId: integer().references(() => salesImports.id, { onDelete: "set null" }),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.start] }),
    index("sales_intervals_import_idx").on(t.importId),
    foreignKey({
      name: "sales_intervals_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
    check("sales_intervals_quarter_check", sql`extract(epoch from ${t.start})::bigint % 900 = 0`),
    check("sales_intervals_sales_check", sql`${t.sales} >= 0`),
    check("sales_intervals_transactions_check", sql`${t.transactions} >= 0`),
    check("sales_intervals_some_check", sql`${t.sales} is not null or ${t.transactions} is not null`),
  ],
);

/** A location's openings per weekday (a close at or before the open is on the next day); none: closed that day. */
export const openingHours = pgTable(
  "opening_hours",
  {
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    weekday: text({ enum: WEEKDAYS }).notNull(),
    open: time().notNull(),
    close: time().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.weekday, t.open] }),
    foreignKey({
      name: "opening_hours_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
    check("opening_hours_weekday_check", sql`${t.weekday} in ${sqlList(WEEKDAYS)}`),
  ],
);

/** A manager's total for one day of a location's forecast: its curve is scaled to it (demand.md, "Forecast"). */
export const forecastOverrides = pgTable(
  "forecast_overrides",
  {
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    day: date({ mode: "string" }).notNull(),
    /** The day's total in the location's measure: sales, or transactions where it records only those. */
    sales: numeric({ precision: 12, scale: 2 }),
    transactions: numeric({ precision: 12, scale: 2 }),
    reason: text().notNull(),
    /** What the forecast said of the day when the override was set. */
    forecastBefore: numeric({ precision: 12, scale: 2 }).notNull(),
    setBy: integer().references(() => users.id, { onDelete: "set null" }),
    setAt: instant().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day] }),
    foreignKey({
      name: "forecast_overrides_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
    check("forecast_overrides_one_total_check", sql`(${t.sales} is null) <> (${t.transactions} is null)`),
    check("forecast_overrides_positive_check", sql`coalesce(${t.sales}, ${t.transactions}) >= 0`),
  ],
);

/** A location's labour model: per role, the people its demand calls for (demand.md, "Labour model"). */
export const labourRules = pgTable(
  "labour_rules",
  {
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    areaRoleId: integer().notNull(),
    driver: text({ enum: ["sales", "transactions", "fixed"] }).notNull(),
    /** One person per this much an hour (sales in the business's currency, or transactions). */
    per: numeric({ precision: 12, scale: 2 }),
    count: integer(),
    min: integer().notNull().default(0),
    max: integer(),
    /** Thresholds instead of a ratio: [{ from, people }], rising. */
    steps: jsonb().$type<{ from: number; people: number }[]>(),
    beforeOpenMin: integer().notNull().default(0),
    afterCloseMin: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.areaRoleId] }),
    foreignKey({
      name: "labour_rules_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "labour_rules_area_role_fk",
      columns: [t.businessId, t.areaRoleId],
      foreignColumns: [areaRoles.businessId, areaRoles.id],
    }).onDelete("cascade"),
    check("labour_rules_driver_check", sql`${t.driver} in ('sales', 'transactions', 'fixed')`),
    check("labour_rules_people_check", sql`${t.min} >= 0 and (${t.max} is null or ${t.max} >= ${t.min})`),
    check("labour_rules_prep_check", sql`${t.beforeOpenMin} >= 0 and ${t.afterCloseMin} >= 0`),
  ],
);
