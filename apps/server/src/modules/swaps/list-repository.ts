import { SWAP_LIST_MAX, SWAP_RECENT_DAYS } from "@brigade/contract/swaps";
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employeeAreaRoles, employees } from "../../db/schema/employees";
import { swaps } from "../../db/schema/publishing";
import { shiftSlots, shifts } from "../../db/schema/shifts";
import { bookingPlaceColumns, withBookingContext } from "../bookings";

// Swaps with what a person reads about them (the offered slot, its shift, role and location, and who is who),
// for the lists and for every transition, which locks the swap row as it reads it.

const named = alias(employees, "named");
const namedUser = alias(users, "named_user");
const taker = alias(employees, "taker");
const takerUser = alias(users, "taker_user");
const decider = alias(users, "decider");

const columns = {
  id: swaps.id,
  businessId: swaps.businessId,
  status: swaps.status,
  bookingId: swaps.bookingId,
  bookingStatus: bookings.status,
  bookingEmployeeId: bookings.employeeId,
  ...bookingPlaceColumns,
  publishedAt: shifts.publishedAt,
  slotId: shiftSlots.id,
  offererId: swaps.offererEmployeeId,
  // The offered booking's own employee and user: a booking never changes hands, and only its holder offers it.
  offererName: users.name,
  offererUserId: users.id,
  toId: swaps.toEmployeeId,
  toName: namedUser.name,
  toUserId: namedUser.id,
  takerId: swaps.takerEmployeeId,
  takerName: takerUser.name,
  takerUserId: takerUser.id,
  createdAt: swaps.createdAt,
  acceptedAt: swaps.acceptedAt,
  decidedAt: swaps.decidedAt,
  decidedById: decider.id,
  decidedByName: decider.name,
};

/** The swaps of the business matching `where`, with their context. */
function selectSwaps(db: Db, businessId: number, where: SQL | undefined) {
  return withBookingContext(
    db
      .select(columns)
      .from(bookings)
      .innerJoin(swaps, and(eq(swaps.bookingId, bookings.id), eq(swaps.businessId, businessId)))
      .$dynamic(),
  )
    .leftJoin(named, eq(named.id, swaps.toEmployeeId))
    .leftJoin(namedUser, eq(namedUser.id, named.userId))
    .leftJoin(taker, eq(taker.id, swaps.takerEmployeeId))
    .leftJoin(takerUser, eq(takerUser.id, taker.userId))
    .leftJoin(decider, eq(decider.id, swaps.decidedBy))
    .where(and(eq(bookings.businessId, businessId), where));
}
export type SwapRow = Awaited<ReturnType<typeof selectSwaps>>[number];

const notEnded = (now: Date) => sql`${shiftSlots.endsAt} > ${now.toISOString()}::timestamptz`;
const notStarted = (now: Date) => sql`${shiftSlots.startsAt} > ${now.toISOString()}::timestamptz`;

/** The swaps matching `where`, soonest shift first; at most `limit`. */
const soonestFirst = (db: Db, businessId: number, where: SQL | undefined, limit = SWAP_LIST_MAX) =>
  selectSwaps(db, businessId, where).orderBy(asc(shiftSlots.startsAt), asc(swaps.id)).limit(limit);

export function swapListQueries(db: Db) {
  return {
    /** The swap, its row locked until the transaction ends: every transition runs one after the other. */
    async lockSwap(businessId: number, id: number): Promise<SwapRow | undefined> {
      const [row] = await selectSwaps(db, businessId, eq(swaps.id, id)).for("update", { of: swaps });
      return row;
    },

    async findSwap(businessId: number, id: number): Promise<SwapRow | undefined> {
      const [row] = await selectSwaps(db, businessId, eq(swaps.id, id));
      return row;
    },

    /** The employee's own offers of shifts that have not ended, soonest first. */
    offeredBy: (businessId: number, employeeId: number, now: Date) =>
      soonestFirst(db, businessId, and(eq(swaps.offererEmployeeId, employeeId), notEnded(now))),

    /** Offers naming the employee, or taken by them, of shifts that have not ended. */
    offeredTo: (businessId: number, employeeId: number, now: Date) =>
      soonestFirst(
        db,
        businessId,
        and(or(eq(swaps.toEmployeeId, employeeId), eq(swaps.takerEmployeeId, employeeId)), notEnded(now)),
      ),

    /**
     * Open offers to anyone, of another's still Accepted booking that has not started, in one of the employee's
     * roles, overlapping no position they hold and in a slot where they have no request: the work rules are
     * read by the caller. A few more than a list holds, as some may fall to the rules.
     */
    openOffers: (businessId: number, employeeId: number, now: Date) =>
      soonestFirst(
        db,
        businessId,
        and(
          eq(swaps.status, "Offered"),
          isNull(swaps.toEmployeeId),
          ne(swaps.offererEmployeeId, employeeId),
          eq(bookings.status, "Accepted"),
          notStarted(now),
          sql`exists (select 1 from ${employeeAreaRoles} er where er.business_id = ${businessId}
            and er.employee_id = ${employeeId} and er.area_role_id = ${bookings.areaRoleId})`,
          sql`not exists (select 1 from ${bookings} mine where mine.business_id = ${businessId}
            and mine.employee_id = ${employeeId} and (
              (mine.holds and mine.during && ${bookings.during})
              or (mine.slot_id = ${bookings.slotId} and mine.status = 'Pending')))`,
        ),
        SWAP_LIST_MAX * 4,
      ),

    /** Swaps accepted by a colleague that wait for a manager, of shifts that have not started, soonest first. */
    awaitingApproval: (businessId: number, now: Date) =>
      soonestFirst(db, businessId, and(eq(swaps.status, "Accepted by colleague"), notStarted(now))),

    /** Swaps approved, denied or cancelled in the last SWAP_RECENT_DAYS days, the latest first. */
    recent(businessId: number, now: Date) {
      const since = new Date(now.getTime() - SWAP_RECENT_DAYS * 86_400_000).toISOString();
      const at = sql`coalesce(${swaps.decidedAt}, ${swaps.createdAt})`;
      return selectSwaps(
        db,
        businessId,
        and(inArray(swaps.status, ["Approved", "Denied", "Cancelled"]), sql`${at} > ${since}::timestamptz`),
      )
        .orderBy(desc(at), desc(swaps.id))
        .limit(SWAP_LIST_MAX);
    },
  };
}
