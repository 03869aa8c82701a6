import { HOLDING_STATUSES } from "@brigade/contract/enums";
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { businesses, users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { areaRoles, areas, locations } from "../../db/schema/locations";
import { calendarFeeds } from "../../db/schema/notifications";
import { shiftSlots, shifts } from "../../db/schema/shifts";

/** A user's calendar-feed token (its hash), and the bookings the feed shows; every query scoped by the business. */
export function makeCalendarFeedRepository(db: Db) {
  return {
    /**
     * Makes the user's feed with this token's hash when they have none; false when they already have one (a
     * concurrent first call keeps the one written first).
     */
    async createIfNone(businessId: number, userId: number, tokenHash: string): Promise<boolean> {
      const made = await db
        .insert(calendarFeeds)
        .values({ businessId, userId, tokenHash })
        .onConflictDoNothing()
        .returning({ userId: calendarFeeds.userId });
      return made.length === 1;
    },

    /** Replaces the user's token (or makes the first one) in one statement: the old token stops at once. */
    async replaceToken(businessId: number, userId: number, tokenHash: string): Promise<void> {
      await db
        .insert(calendarFeeds)
        .values({ businessId, userId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: sql`now()` } });
    },

    /** Whose feed a token opens: only an active user's (a deactivated user's feed stops, as their sessions do). */
    async ownerOfToken(tokenHash: string) {
      const [row] = await db
        .select({ userId: users.id, businessId: users.businessId, businessName: businesses.name })
        .from(calendarFeeds)
        .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.businessId, calendarFeeds.businessId)))
        .innerJoin(businesses, eq(businesses.id, users.businessId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.active, true)));
      return row;
    },

    /**
     * The user's position-holding bookings on published shifts whose slot starts in [from, to), earliest first, at
     * most `limit`. A user without an employee record (an owner, usually) has none.
     */
    holdingBookings(businessId: number, userId: number, from: Date, to: Date, limit: number) {
      return db
        .select({
          id: bookings.id,
          status: bookings.status,
          startsAt: shiftSlots.startsAt,
          endsAt: shiftSlots.endsAt,
          shiftName: shifts.name,
          description: shifts.description,
          roleName: areaRoles.name,
          areaName: areas.name,
          locationName: locations.name,
          timeZone: locations.timeZone,
        })
        .from(bookings)
        .innerJoin(employees, eq(employees.id, bookings.employeeId))
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .innerJoin(shifts, eq(shifts.id, bookings.shiftId))
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .innerJoin(areaRoles, eq(areaRoles.id, bookings.areaRoleId))
        .innerJoin(areas, eq(areas.id, areaRoles.areaId))
        .where(
          and(
            eq(bookings.businessId, businessId),
            eq(employees.businessId, businessId),
            eq(employees.userId, userId),
            inArray(bookings.status, [...HOLDING_STATUSES]),
            // Drafts (draft weeks on, not yet published) are invisible to staff, here as everywhere.
            isNotNull(shifts.publishedAt),
            gte(shiftSlots.startsAt, from),
            lt(shiftSlots.startsAt, to),
          ),
        )
        .orderBy(asc(shiftSlots.startsAt), asc(bookings.id))
        .limit(limit);
    },
  };
}
export type CalendarFeedRepository = ReturnType<typeof makeCalendarFeedRepository>;
