import type { RequestPanel, ShiftPanel } from "@brigade/contract/dashboard-panels";
import { WEEKDAYS } from "@brigade/contract/enums";
import { and, asc, count, desc, eq, exists, gt, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import { findBusinessLocation } from "../../db/business-locations";
import type { Db } from "../../db/client";
import { localDaySql, localMondaySql } from "../../db/local-time";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { shiftAreaRoles, shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { withBookingContext } from "../bookings";

export type Slice = { offset: number; limit: number };
export type ShiftPanelFilter = { panel: ShiftPanel; now: Date; nextWeek: { from: Date; to: Date } };

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The open positions of a shift, summed over its slots and roles. */
const remainingOf = sql<number>`(select coalesce(sum(${slotPositions.remaining}), 0)::int from ${slotPositions}
  join ${shiftSlots} on ${shiftSlots.id} = ${slotPositions.slotId} where ${shiftSlots.shiftId} = ${shifts.id})`;

/**
 * The day a shift locks: the location's lock_day of the week (Monday start, in the location's zone) before the
 * shift's week. It is locked from 00:00 that day, that is once the location's today (lockedAt) has reached it: days,
 * not instants, so no local midnight is turned back into an instant (the contract's startOfDayIn and PostgreSQL
 * disagree on a midnight the clocks repeat, as Havana's when it falls back).
 */
const lockDay = sql`(${localMondaySql(shifts.startsAt, locations.timeZone)} - 7 + array_position(array[${sql.join(
  WEEKDAYS.map((d) => sql`${d}`),
  sql`, `,
)}]::text[], ${locations.lockDay}) - 1)`;
const lockedAt = (now: Date) => sql`${localDaySql(at(now), locations.timeZone)} >= ${lockDay}`;

function shiftPanelWhere({ panel, now, nextWeek }: ShiftPanelFilter): SQL | undefined {
  if (panel === "Shifts_Inprogress") return and(lte(shifts.startsAt, now), gt(shifts.endsAt, now));
  if (panel === "Upcoming_Week") return and(gte(shifts.startsAt, nextWeek.from), lt(shifts.startsAt, nextWeek.to));
  if (panel === "Bonus_Shifts") return and(gt(shifts.startsAt, now), eq(shifts.shiftType, "Premium"));
  return gt(shifts.startsAt, now);
}

/** Newest created first for new shifts; the others by start. The id breaks ties so pages never overlap. */
const shiftPanelOrder = (panel: ShiftPanel): SQL[] =>
  panel === "New_Shifts" ? [desc(shifts.createdAt), desc(shifts.id)] : [asc(shifts.startsAt), asc(shifts.id)];

/** Reads of the dashboard panels, each scoped by the caller's business; pages are cut in SQL. */
export function makePanelsRepository(db: Db) {
  return {
    location: (businessId: number, id: number) => findBusinessLocation(db, businessId, id),

    /** One page (plus one row, to tell whether another page follows) of a shift panel. */
    async shiftPanel(businessId: number, locationId: number, f: ShiftPanelFilter, slice: Slice) {
      return db
        .select({
          id: shifts.id,
          name: shifts.name,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
          shiftType: shifts.shiftType,
          bonus: shifts.bonus,
          createdAt: shifts.createdAt,
        })
        .from(shifts)
        .where(and(eq(shifts.businessId, businessId), eq(shifts.locationId, locationId), shiftPanelWhere(f)))
        .orderBy(...shiftPanelOrder(f.panel))
        .limit(slice.limit + 1)
        .offset(slice.offset);
    },

    /** The area roles each shift asks for, with their counts. */
    async positionsOf(businessId: number, shiftIds: number[]) {
      if (!shiftIds.length) return [];
      return db
        .select({
          shiftId: shiftAreaRoles.shiftId,
          areaRoleId: shiftAreaRoles.areaRoleId,
          name: areaRoles.name,
          count: shiftAreaRoles.roleCount,
        })
        .from(shiftAreaRoles)
        .innerJoin(areaRoles, eq(areaRoles.id, shiftAreaRoles.areaRoleId))
        .where(and(eq(shiftAreaRoles.businessId, businessId), inArray(shiftAreaRoles.shiftId, shiftIds)))
        .orderBy(asc(areaRoles.name), asc(areaRoles.id));
    },

    /** One page (plus one row) of the location's bookings in a request status, by the slot's start. */
    /** `startingAfter`: only the requests whose slot starts later (a pickup's slot started is expired). */
    async requestPanel(
      businessId: number,
      locationId: number,
      status: RequestPanel,
      slice: Slice,
      startingAfter?: Date,
    ) {
      return withBookingContext(
        db
          .select({
            bookingId: bookings.id,
            status: bookings.status,
            shiftId: shifts.id,
            name: shifts.name,
            slotId: bookings.slotId,
            employeeId: employees.id,
            employeeName: users.name,
            areaRoleId: areaRoles.id,
            roleName: areaRoles.name,
            startsAt: shiftSlots.startsAt,
            endsAt: shiftSlots.endsAt,
          })
          .from(bookings)
          .$dynamic(),
      )
        .where(
          and(
            eq(bookings.businessId, businessId),
            eq(shifts.locationId, locationId),
            eq(bookings.status, status),
            startingAfter ? gt(shiftSlots.startsAt, startingAfter) : undefined,
          ),
        )
        .orderBy(asc(shiftSlots.startsAt), asc(bookings.id))
        .limit(slice.limit + 1)
        .offset(slice.offset);
    },

    /** One page of the managers (employees whose user is a manager) holding a role at the location, by name. */
    async managers(businessId: number, locationId: number, slice: Slice) {
      const atLocation = exists(
        db
          .select({ one: sql`1` })
          .from(employeeAreaRoles)
          .innerJoin(areaRoles, eq(areaRoles.id, employeeAreaRoles.areaRoleId))
          .innerJoin(areas, eq(areas.id, areaRoles.areaId))
          .where(and(eq(employeeAreaRoles.employeeId, employees.id), eq(areas.locationId, locationId))),
      );
      const where = and(
        eq(employees.businessId, businessId),
        eq(users.role, "manager"),
        eq(employees.status, "active_employee"),
        atLocation,
      );
      const rows = await db
        .select({ id: employees.id, userId: users.id, name: users.name, phone: users.phone, email: users.email })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(where)
        .orderBy(sql`lower(${users.name})`, asc(employees.id))
        .limit(slice.limit)
        .offset(slice.offset);
      const [total] = await db
        .select({ n: count() })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** Upcoming shifts of the location whose lock has passed and that still have open positions. */
    async lockedVacant(businessId: number, locationId: number, now: Date) {
      return db
        .select({
          id: shifts.id,
          name: shifts.name,
          startsAt: shifts.startsAt,
          endsAt: shifts.endsAt,
          shiftType: shifts.shiftType,
          remaining: remainingOf,
        })
        .from(shifts)
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(
          and(
            eq(shifts.businessId, businessId),
            eq(shifts.locationId, locationId),
            gt(shifts.startsAt, now),
            sql`${locations.lockDay} is not null`,
            lockedAt(now),
            sql`${remainingOf} > 0`,
          ),
        )
        .orderBy(asc(shifts.startsAt), asc(shifts.id));
    },
  };
}
export type PanelsRepository = ReturnType<typeof makePanelsRepository>;
