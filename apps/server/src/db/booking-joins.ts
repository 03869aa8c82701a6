import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { users } from "./schema/accounts";
import { bookings } from "./schema/bookings";
import { employees } from "./schema/employees";
import { areaRoles, areas, locations } from "./schema/locations";
import { shiftSlots, shifts } from "./schema/shifts";

/**
 * A booking with its slot, shift, location, area role, work area, employee and user: the joins every listing of
 * bookings needs. Takes a dynamic select from bookings (`db.select({...}).from(bookings).$dynamic()`).
 */
export function withBookingContext<T extends PgSelect>(query: T) {
  return query
    .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
    .innerJoin(shifts, eq(shifts.id, bookings.shiftId))
    .innerJoin(locations, eq(locations.id, shifts.locationId))
    .innerJoin(areaRoles, eq(areaRoles.id, bookings.areaRoleId))
    .innerJoin(areas, eq(areas.id, areaRoles.areaId))
    .innerJoin(employees, eq(employees.id, bookings.employeeId))
    .innerJoin(users, eq(users.id, employees.userId));
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
