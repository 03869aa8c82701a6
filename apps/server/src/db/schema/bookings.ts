import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, instant, pk, tstzrange } from "./columns";
import { employees } from "./employees";
import { areaRoles, businessIdColumn } from "./locations";
import { shiftSlots, shifts } from "./shifts";

const STATUS_LIST = sql.raw("('Pending','Accepted','Apply For Leave','Rejected','Leave Rejected','Released')");

/** One employee in one slot for one area role (the spec's shift timeline entry). */
export const bookings = pgTable(
  "bookings",
  {
    id: pk(),
    businessId: businessIdColumn(),
    shiftId: integer()
      .notNull()
      .references(() => shifts.id, { onDelete: "cascade" }),
    slotId: integer()
      .notNull()
      .references(() => shiftSlots.id, { onDelete: "cascade" }),
    areaRoleId: integer()
      .notNull()
      .references(() => areaRoles.id, { onDelete: "restrict" }),
    employeeId: integer()
      .notNull()
      .references(() => employees.id, { onDelete: "cascade" }),
    status: text().notNull(),
    actionDetail: text(),
    during: tstzrange().notNull(),
    // Holding statuses occupy a position and the employee's time; kept in step with HOLDING_STATUSES.
    holds: boolean().generatedAlwaysAs(sql`status in ('Accepted', 'Apply For Leave', 'Leave Rejected')`),
    createdAt: createdAt(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.employeeId, t.status),
    index().on(t.shiftId),
    index().on(t.slotId, t.areaRoleId),
    uniqueIndex("bookings_one_open_request_idx")
      .on(t.employeeId, t.slotId)
      .where(sql`status = 'Pending' or status in ('Accepted', 'Apply For Leave', 'Leave Rejected')`),
    check("bookings_status_check", sql`${t.status} in ${STATUS_LIST}`),
  ],
);

/** Every decision on a booking, for the record. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: pk(),
    businessId: businessIdColumn(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    actorUserId: integer().references(() => users.id, { onDelete: "set null" }),
    fromStatus: text(),
    toStatus: text().notNull(),
    note: text(),
    at: createdAt(),
  },
  (t) => [index().on(t.bookingId)],
);
