import { type Column, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { areaRoles } from "../../db/schema/locations";
import { shiftSlots } from "../../db/schema/shifts";
import { bookingContextOf, withBookingContext } from "./context-repository";

// What a `shift_timeline` item shows of a booking (slot times, role, employee), defined once: the shifts' lists
// select it, and the ledger's booking statement answers with it (one round trip fewer per assignment).

const BOOKING_ITEM_COLUMNS = {
  id: bookings.id,
  status: bookings.status,
  areaRoleId: bookings.areaRoleId,
  areaRoleName: areaRoles.name,
  employeeId: bookings.employeeId,
  availability: employees.availability,
  slotId: bookings.slotId,
  shiftId: bookings.shiftId,
  actionDetail: bookings.actionDetail,
  startsAt: shiftSlots.startsAt,
  endsAt: shiftSlots.endsAt,
  name: users.name,
  email: users.email,
  avatarPath: users.avatarPath,
};

/** Bookings with what a `shift_timeline` item shows; add where and order. */
export function selectBookingItems(db: Db) {
  return withBookingContext(db.select(BOOKING_ITEM_COLUMNS).from(bookings).$dynamic());
}
export type BookingItemRow = Awaited<ReturnType<typeof selectBookingItems>>[number];

/** The item's columns as `item_<name>`, read from `booked` (a relation with the bookings table's columns). */
export function bookingItemOf(booked: SQL): { columns: SQL; joins: SQL } {
  const columns = sql.join(
    Object.entries(BOOKING_ITEM_COLUMNS).map(([name, column]) => sql`${column} as ${sql.identifier(`item_${name}`)}`),
    sql`, `,
  );
  return { columns, joins: bookingContextOf(booked) };
}

/** The item out of a row with bookingItemOf's columns, each value as the column maps it; null when there is none. */
export function bookingItemFrom(row: Record<string, unknown>): BookingItemRow | null {
  if (row.item_id === null || row.item_id === undefined) return null;
  const item: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(BOOKING_ITEM_COLUMNS) as [string, Column][]) {
    const value = row[`item_${name}`];
    item[name] = value === null ? null : column.mapFromDriverValue(value);
  }
  return item as BookingItemRow;
}
