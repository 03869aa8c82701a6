import { eq, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { shiftSlots, shifts } from "../../db/schema/shifts";

// A booking with its slot, shift, location, area role, work area, employee and user: the joins every read of
// bookings with their context needs, written once for the query builder and for SQL alike.

/** How each table joins a booking, in join order. */
const ON = {
  shiftSlots: eq(shiftSlots.id, bookings.slotId),
  shifts: eq(shifts.id, bookings.shiftId),
  locations: eq(locations.id, shifts.locationId),
  areaRoles: eq(areaRoles.id, bookings.areaRoleId),
  areas: eq(areas.id, areaRoles.areaId),
  employees: eq(employees.id, bookings.employeeId),
  users: eq(users.id, employees.userId),
};
const TABLES = { shiftSlots, shifts, locations, areaRoles, areas, employees, users };

/** The joins on a dynamic select from bookings (`db.select({...}).from(bookings).$dynamic()`). */
export function withBookingContext<T extends PgSelect>(query: T) {
  // Written out (not a loop over ON) so the select's type knows each joined table.
  return query
    .innerJoin(shiftSlots, ON.shiftSlots)
    .innerJoin(shifts, ON.shifts)
    .innerJoin(locations, ON.locations)
    .innerJoin(areaRoles, ON.areaRoles)
    .innerJoin(areas, ON.areas)
    .innerJoin(employees, ON.employees)
    .innerJoin(users, ON.users);
}

/**
 * The joins in SQL, from `booked` (a relation with the bookings table's columns: the table itself, or a
 * statement's new rows) named as the tables themselves, so the schema's columns (`${shifts.name}`) read them.
 */
export function bookingContextOf(booked: SQL = sql`${bookings}`): SQL {
  const joins = (Object.keys(ON) as (keyof typeof ON)[]).map((name) => sql` join ${TABLES[name]} on ${ON[name]}`);
  return sql`${booked} as ${sql.identifier(getTableName(bookings))}${sql.join(joins)}`;
}

/** Where and when a booking is: its shift, slot times, area role and location (with the zone to show them in). */
export const bookingPlaceColumns = {
  shiftId: shifts.id,
  shiftName: shifts.name,
  labelColor: shifts.labelColor,
  startsAt: shiftSlots.startsAt,
  endsAt: shiftSlots.endsAt,
  areaRoleId: areaRoles.id,
  areaRoleName: areaRoles.name,
  locationId: locations.id,
  locationName: locations.name,
  timeZone: locations.timeZone,
};
