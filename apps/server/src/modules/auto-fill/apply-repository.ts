import { and, asc, eq, exists, isNotNull, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { bookingEvents, bookings } from "../../db/schema/bookings";
import { shiftSlots } from "../../db/schema/shifts";
import { autoFillApplies, autoFillBookings } from "../../db/schema/week-building";
import { intArray } from "../../db/sql-arrays";
import { ledgerOn } from "../bookings";
import type { FitSlot } from "../fit";
import { loadFits } from "../fit";
import type { Notices } from "../notifications";
import { autoFillQueries } from "./repository";

// Apply and undo: each proposal booked through the bookings ledger in a transaction of its own, the fit re-read
// by who-fits, and the record of what an apply made, so undo releases exactly that (as unassign does).

function applyQueries(db: Db) {
  return {
    /** Booking and releasing go through the ledger, as a manager's assign and unassign do. */
    ledger: ledgerOn(db),
    fitsOf: (businessId: number, employeeId: number, slot: FitSlot) => loadFits(db, businessId, [employeeId], [slot]),

    /** The business's slots among the ids, with their shift and location (another business's are absent). */
    slotsAmong(businessId: number, slotIds: readonly number[]) {
      return db
        .select({ id: shiftSlots.id, shiftId: shiftSlots.shiftId, locationId: shiftSlots.locationId })
        .from(shiftSlots)
        .where(and(eq(shiftSlots.businessId, businessId), sql`${shiftSlots.id} = any(${intArray(slotIds)})`));
    },

    async createApply(businessId: number, locationId: number | null, userId: number): Promise<number> {
      const [row] = await db
        .insert(autoFillApplies)
        .values({ businessId, locationId, createdBy: userId })
        .returning({ id: autoFillApplies.id });
      if (!row) throw new Error("the apply insert returned nothing");
      return row.id;
    },

    async recordBooking(businessId: number, applyId: number, bookingId: number): Promise<void> {
      await db.insert(autoFillBookings).values({ businessId, applyId, bookingId });
    },

    /** The apply, locked until the transaction ends so two undos of it run one after the other. */
    async lockApply(businessId: number, id: number) {
      const [row] = await db
        .select({ id: autoFillApplies.id, undoneAt: autoFillApplies.undoneAt })
        .from(autoFillApplies)
        .where(and(eq(autoFillApplies.businessId, businessId), eq(autoFillApplies.id, id)))
        .for("update");
      return row;
    },

    /**
     * Locks the apply's bookings (as a decision locks its booking), so none changes while undo reads them; in
     * the order a time-off approval locks an employee's (slot start, then id), so the two cannot deadlock.
     */
    async lockBookingsOf(businessId: number, applyId: number): Promise<void> {
      await db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(autoFillBookings, eq(autoFillBookings.bookingId, bookings.id))
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .where(and(eq(autoFillBookings.businessId, businessId), eq(autoFillBookings.applyId, applyId)))
        .orderBy(asc(shiftSlots.startsAt), asc(bookings.id))
        .for("update", { of: bookings });
    },

    /**
     * The apply's bookings as they are now; `changed` when any decision followed the creation (the creation's
     * event is the only one without a from_status). Read after lockBookingsOf, in a statement of its own, so it
     * sees every decision that committed while the lock waited.
     */
    bookingsOf(businessId: number, applyId: number) {
      const laterEvent = db
        .select({ one: sql`1` })
        .from(bookingEvents)
        .where(and(eq(bookingEvents.bookingId, bookings.id), isNotNull(bookingEvents.fromStatus)));
      return db
        .select({
          id: bookings.id,
          status: bookings.status,
          slotId: bookings.slotId,
          areaRoleId: bookings.areaRoleId,
          employeeId: bookings.employeeId,
          changed: sql<boolean>`${exists(laterEvent)}`,
        })
        .from(bookings)
        .innerJoin(autoFillBookings, eq(autoFillBookings.bookingId, bookings.id))
        .where(and(eq(autoFillBookings.businessId, businessId), eq(autoFillBookings.applyId, applyId)))
        .orderBy(bookings.id);
    },

    async markUndone(businessId: number, id: number): Promise<void> {
      await db
        .update(autoFillApplies)
        .set({ undoneAt: sql`now()` })
        .where(and(eq(autoFillApplies.businessId, businessId), eq(autoFillApplies.id, id)));
    },
  };
}
export type ApplyQueries = ReturnType<ReturnType<typeof withNotice>>;

/** An apply's queries, and its notices: one per employee for all the apply booked, written once it is done. */
const withNotice = (notices: Notices) => (db: Db) => ({
  ...applyQueries(db),
  notifyAssigned: (businessId: number, bookingIds: readonly number[]) =>
    notices.shiftAssigned(db, businessId, bookingIds),
});

export function makeAutoFillRepository(db: Db, notices: Notices) {
  return {
    ...autoFillQueries(db),
    slotsAmong: applyQueries(db).slotsAmong,
    transaction: transactional(db, withNotice(notices)),
  };
}
export type AutoFillRepository = ReturnType<typeof makeAutoFillRepository>;
