import { WEEKDAYS } from "@brigade/contract/enums";
import { sql } from "drizzle-orm";
import { check, foreignKey, integer, numeric, pgTable, primaryKey, text, time } from "drizzle-orm/pg-core";
import { instant, sqlList } from "./columns";
import { businessIdColumn, locations } from "./locations";

// Demand (issue 37, demand.md): what a location sold, per 15-minute interval.

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
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.start] }),
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
