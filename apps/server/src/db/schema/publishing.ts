import { OPEN_SWAP_STATUSES, SWAP_STATUSES } from "@brigade/contract/swaps";
import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { createdAt, instant, pk, sqlList } from "./columns";
import { employees } from "./employees";
import { businessIdColumn, locations } from "./locations";

/**
 * A location's published weeks (week-building.md, "Publish"): `week_start` is the Monday of the location's local
 * week. A week with no row was never published. `removed_since_publish` counts published shifts deleted since,
 * the one change the shifts themselves can no longer show.
 */
export const scheduleWeeks = pgTable(
  "schedule_weeks",
  {
    businessId: businessIdColumn(),
    locationId: integer().notNull(),
    weekStart: date({ mode: "string" }).notNull(),
    publishedAt: instant().notNull().defaultNow(),
    publishedBy: integer().references(() => users.id, { onDelete: "set null" }),
    removedSincePublish: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.weekStart] }),
    foreignKey({
      name: "schedule_weeks_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
  ],
);

/**
 * A swap (week-building.md, "Swaps"): the offerer's Accepted booking handed to a colleague. `to_employee_id` is
 * the named colleague (null: anyone eligible), `taker_employee_id` who accepted. One open swap per booking.
 */
export const swaps = pgTable(
  "swaps",
  {
    id: pk(),
    businessId: businessIdColumn(),
    bookingId: integer().notNull(),
    offererEmployeeId: integer().notNull(),
    toEmployeeId: integer(),
    takerEmployeeId: integer(),
    takerBookingId: integer(),
    status: text({ enum: SWAP_STATUSES }).notNull(),
    createdAt: createdAt(),
    acceptedAt: instant(),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: instant(),
  },
  (t) => [
    uniqueIndex("swaps_one_open_per_booking_idx")
      .on(t.bookingId)
      .where(sql`status in ${sqlList(OPEN_SWAP_STATUSES)}`),
    index().on(t.businessId, t.status),
    index().on(t.offererEmployeeId),
    index().on(t.toEmployeeId),
    check("swaps_status_check", sql`${t.status} in ${sqlList(SWAP_STATUSES)}`),
    foreignKey({
      name: "swaps_booking_fk",
      columns: [t.businessId, t.bookingId],
      foreignColumns: [bookings.businessId, bookings.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "swaps_offerer_fk",
      columns: [t.businessId, t.offererEmployeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "swaps_to_employee_fk",
      columns: [t.businessId, t.toEmployeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "swaps_taker_fk",
      columns: [t.businessId, t.takerEmployeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "swaps_taker_booking_fk",
      columns: [t.businessId, t.takerBookingId],
      foreignColumns: [bookings.businessId, bookings.id],
    }).onDelete("cascade"),
  ],
);
