import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { shifts } from "../../db/schema/shifts";
import { filterCondition, type ShiftFilter } from "./list-repository";

/** The calendar's lean feed: one row per shift with what its event shows, in one statement. */
export function makeCalendarRepository(db: Db) {
  return {
    /**
     * The first `limit` matching shifts, earliest first, each with whether a slot still has an open position and
     * whether it is a draft, and with `crew` how many are open and who holds them; a team member's calendar
     * (`member`) leaves out the drafts and the names.
     */
    async events(businessId: number, filter: ShiftFilter, limit: number, opts: { member: boolean; crew: boolean }) {
      const { member, crew } = opts;
      return db
        .select({
          id: shifts.id,
          name: shifts.name,
          shiftType: shifts.shiftType,
          labelColor: shifts.labelColor,
          locationId: shifts.locationId,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
          vacant: sql<boolean>`exists (select 1 from shift_slots sl join slot_positions sp on sp.slot_id = sl.id
            where sl.shift_id = ${shifts.id} and sp.remaining > 0)`,
          draft: sql<boolean>`${shifts.publishedAt} is null`,
          ...(crew && {
            open: sql<number>`(select coalesce(sum(sp.remaining), 0) from shift_slots sl
              join slot_positions sp on sp.slot_id = sl.id where sl.shift_id = ${shifts.id})`.mapWith(Number),
          }),
          // Each holder once, by their first slot then name.
          ...(crew &&
            !member && {
              people: sql<string[]>`array(select u.name from bookings b join employees e on e.id = b.employee_id
                join users u on u.id = e.user_id where b.shift_id = ${shifts.id} and b.holds
                group by e.id, u.name order by min(lower(b.during)), u.name)`,
            }),
          locationName: locations.name,
          timeZone: locations.timeZone,
        })
        .from(shifts)
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(and(filterCondition(db, businessId, filter), member ? isNotNull(shifts.publishedAt) : undefined))
        .orderBy(asc(shifts.startsAt), asc(shifts.id))
        .limit(limit);
    },

    /** The roles of the user's own employee record in the business, with area and location; none without one. */
    async ownRoles(businessId: number, userId: number) {
      return db
        .select({
          id: areaRoles.id,
          name: areaRoles.name,
          areaId: areas.id,
          areaName: areas.name,
          locationId: locations.id,
          locationName: locations.name,
          timeZone: locations.timeZone,
        })
        .from(employees)
        .innerJoin(employeeAreaRoles, eq(employeeAreaRoles.employeeId, employees.id))
        .innerJoin(areaRoles, eq(areaRoles.id, employeeAreaRoles.areaRoleId))
        .innerJoin(areas, eq(areas.id, areaRoles.areaId))
        .innerJoin(locations, eq(locations.id, areas.locationId))
        .where(and(eq(employees.businessId, businessId), eq(employees.userId, userId)))
        .orderBy(asc(locations.name), asc(areas.name), asc(areaRoles.name));
    },
  };
}
export type CalendarRepository = ReturnType<typeof makeCalendarRepository>;
