import { AVAILABILITY_KINDS } from "@brigade/contract/availability";
import { MAX_TIME_OFF_DAYS, TIME_OFF_STATUSES } from "@brigade/contract/time-off";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookings } from "./bookings";
import { createdAt, instant, pk, sqlList } from "./columns";
import { employees } from "./employees";
import { businessIdColumn, locations } from "./locations";

// Who can work when (week-building.md, "Availability" and "Time off"). Times are wall-clock minutes, read in
// the zone of the location of the shift they are compared with, so they are stored without a zone.

/**
 * One window of an employee's weekly pattern: minutes from 00:00 of its weekday, [start, end); an end past
 * 1440 runs into the next day (22:00-02:00 is 1320-1560). The exclusion constraint (migration 0005) keeps
 * the windows of one weekday from overlapping, as the PUT's check does.
 */
export const availabilityWindows = pgTable(
  "availability_windows",
  {
    id: pk(),
    businessId: businessIdColumn(),
    employeeId: integer().notNull(),
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    kind: text({ enum: AVAILABILITY_KINDS }).notNull(),
  },
  (t) => [
    index().on(t.employeeId, t.weekday),
    foreignKey({
      name: "availability_windows_employee_fk",
      columns: [t.businessId, t.employeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
    check("availability_windows_weekday_check", sql`${t.weekday} between 1 and 7`),
    check(
      "availability_windows_minutes_check",
      sql`${t.startMinute} between 0 and 1439 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} - ${t.startMinute} <= 1440`,
    ),
    check("availability_windows_kind_check", sql`${t.kind} in ${sqlList(AVAILABILITY_KINDS)}`),
  ],
);

/**
 * A time-off request: local days, both included, or minutes of one day. The checks keep every range
 * well-formed whatever writes it: days in order and at most MAX_TIME_OFF_DAYS, times both or neither, on
 * one day and in order.
 */
export const timeOff = pgTable(
  "time_off",
  {
    id: pk(),
    businessId: businessIdColumn(),
    employeeId: integer().notNull(),
    fromDay: date({ mode: "string" }).notNull(),
    toDay: date({ mode: "string" }).notNull(),
    fromMinute: smallint(),
    toMinute: smallint(),
    reason: text(),
    status: text({ enum: TIME_OFF_STATUSES }).notNull(),
    note: text(),
    decidedBy: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.businessId, t.status, t.fromDay),
    index().on(t.employeeId, t.toDay),
    foreignKey({
      name: "time_off_employee_fk",
      columns: [t.businessId, t.employeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
    check("time_off_status_check", sql`${t.status} in ${sqlList(TIME_OFF_STATUSES)}`),
    check(
      "time_off_days_check",
      sql`${t.toDay} >= ${t.fromDay} and ${t.toDay} - ${t.fromDay} < ${sql.raw(String(MAX_TIME_OFF_DAYS))}`,
    ),
    check(
      "time_off_minutes_check",
      sql`(${t.fromMinute} is null and ${t.toMinute} is null) or (${t.fromMinute} is not null and ${t.toMinute} is not null and ${t.toDay} = ${t.fromDay} and ${t.fromMinute} between 0 and 1439 and ${t.toMinute} > ${t.fromMinute} and ${t.toMinute} <= 1439)`,
    ),
  ],
);

/**
 * One auto-fill apply (week-building.md, "Auto-fill"): who applied it and when, so undo can release exactly the
 * bookings it made. location_id is the location of its slots when they were all at one (null otherwise).
 */
export const autoFillApplies = pgTable(
  "auto_fill_applies",
  {
    id: pk(),
    businessId: businessIdColumn(),
    locationId: integer(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    undoneAt: instant(),
  },
  (t) => [
    unique("auto_fill_applies_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "auto_fill_applies_location_fk",
      columns: [t.businessId, t.locationId],
      foreignColumns: [locations.businessId, locations.id],
    }).onDelete("cascade"),
  ],
);

/** The bookings an apply made; a booking deleted with its shift leaves the apply with it. */
export const autoFillBookings = pgTable(
  "auto_fill_bookings",
  {
    applyId: integer().notNull(),
    bookingId: integer().notNull(),
    businessId: businessIdColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.applyId, t.bookingId] }),
    // Deleting a booking (its shift deleted) finds its row here by index.
    index().on(t.bookingId),
    foreignKey({
      name: "auto_fill_bookings_apply_fk",
      columns: [t.businessId, t.applyId],
      foreignColumns: [autoFillApplies.businessId, autoFillApplies.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "auto_fill_bookings_booking_fk",
      columns: [t.businessId, t.bookingId],
      foreignColumns: [bookings.businessId, bookings.id],
    }).onDelete("cascade"),
  ],
);
