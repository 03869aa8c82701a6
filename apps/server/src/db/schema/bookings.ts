import { BOOKING_STATUSES, HOLDING_STATUSES } from "@brigade/contract/enums";
import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, instant, pk, sqlList, tstzrange } from "./columns";
import { employees } from "./employees";
import { areaRoles, businessIdColumn } from "./locations";
import { shiftSlots, shifts } from "./shifts";

const HOLDING = sqlList(HOLDING_STATUSES);

/** One employee in one slot for one area role (the spec's shift timeline entry). */
export const bookings = pgTable(
  "bookings",
  {
    id: pk(),
    businessId: businessIdColumn(),
    shiftId: integer().notNull(),
    slotId: integer().notNull(),
    areaRoleId: integer().notNull(),
    employeeId: integer().notNull(),
    status: text({ enum: BOOKING_STATUSES }).notNull(),
    actionDetail: text(),
    during: tstzrange().notNull(),
    // The employee's accepted consent to the short rest this position leaves (fair-workweek.md): its premium is
    // earned with the position. No key: consents are records, kept when the booking goes.
    restConsentId: integer(),
    // Holding statuses occupy a position and the employee's time: the contract's HOLDING_STATUSES.
    holds: boolean().generatedAlwaysAs(sql`status in ${HOLDING}`),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.employeeId, t.status),
    index().on(t.shiftId),
    index().on(t.slotId, t.areaRoleId),
    uniqueIndex("bookings_one_open_request_idx")
      .on(t.employeeId, t.slotId)
      .where(sql`status = 'Pending' or status in ${HOLDING}`),
    check("bookings_status_check", sql`${t.status} in ${sqlList(BOOKING_STATUSES)}`),
    unique("bookings_business_id_unique").on(t.businessId, t.id),
    foreignKey({
      name: "bookings_shift_fk",
      columns: [t.businessId, t.shiftId],
      foreignColumns: [shifts.businessId, shifts.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "bookings_slot_fk",
      columns: [t.businessId, t.slotId],
      foreignColumns: [shiftSlots.businessId, shiftSlots.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "bookings_area_role_fk",
      columns: [t.businessId, t.areaRoleId],
      foreignColumns: [areaRoles.businessId, areaRoles.id],
    }).onDelete("restrict"),
    foreignKey({
      name: "bookings_employee_fk",
      columns: [t.businessId, t.employeeId],
      foreignColumns: [employees.businessId, employees.id],
    }).onDelete("cascade"),
  ],
);

/** Every decision on a booking, for the record. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: pk(),
    businessId: businessIdColumn(),
    bookingId: integer().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    fromStatus: text({ enum: BOOKING_STATUSES }),
    toStatus: text({ enum: BOOKING_STATUSES }).notNull(),
    note: text(),
    at: createdAt(),
  },
  (t) => [
    index().on(t.bookingId),
    foreignKey({
      name: "booking_events_booking_fk",
      columns: [t.businessId, t.bookingId],
      foreignColumns: [bookings.businessId, bookings.id],
    }).onDelete("cascade"),
  ],
);
