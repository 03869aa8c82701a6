import type { DayWindow } from "@brigade/contract/periods";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { businessPlaces } from "../../db/business-locations";
import { type Db, transactional } from "../../db/client";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { shiftSlots, shifts, slotPositions } from "../../db/schema/shifts";
import { slotStartsIn } from "../../db/slot-periods";
import { bookingPlaceColumns, ledgerOn, selectBookingItems, withBookingContext } from "../bookings";
import type { FitSlot } from "../fit";
import { loadFits } from "../fit";
import type { Notices } from "../notifications";
import { vacantPositionsFor } from "../timelines";

/**
 * Every read and write of a team member's own side, each scoped by the caller's business. None of them sees a draft
 * shift (published_at null, week-building.md "Publish"): not a manager in their employee view either.
 */
function queries(db: Db) {
  // The bookings ledger's checks: one definition of "has the role", "already asked" and "overlaps".
  const ledger = ledgerOn(db);
  const { hasRole, openRequestInSlot, holdsOverlapping } = ledger;
  return {
    hasRole,
    openRequestInSlot,
    holdsOverlapping,
    /** Pickups, leave requests and withdrawals go through the ledger. */
    ledger,
    /** The caller's employee record, found through their user. */
    async employeeOfUser(businessId: number, userId: number) {
      const [row] = await db
        .select({ id: employees.id, status: employees.status })
        .from(employees)
        .where(and(eq(employees.businessId, businessId), eq(employees.userId, userId)));
      return row;
    },

    locationsOf: (businessId: number) => businessPlaces(db, businessId),

    /** The employee's bookings in every status whose slot starts in the period, earliest first. */
    async bookingsOf(businessId: number, employeeId: number, windows: DayWindow[]) {
      return withBookingContext(
        db
          .select({
            id: bookings.id,
            status: bookings.status,
            actionDetail: bookings.actionDetail,
            slotId: shiftSlots.id,
            ...bookingPlaceColumns,
          })
          .from(bookings)
          .$dynamic(),
      )
        .where(
          and(
            eq(bookings.businessId, businessId),
            eq(bookings.employeeId, employeeId),
            slotStartsIn(businessId, windows),
            isNotNull(shifts.publishedAt),
          ),
        )
        .orderBy(asc(shiftSlots.startsAt), asc(bookings.id));
    },

    /** Open (slot, role) pairs the employee could ask for, starting in the period and after `now`. */
    openPositions(businessId: number, employeeId: number, windows: DayWindow[], now: Date) {
      return vacantPositionsFor(db, businessId, [employeeId], windows, { startsAfter: now, publishedOnly: true });
    },

    /** A published shift of the business (a draft is not there for staff). */
    async shiftExists(businessId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: shifts.id })
        .from(shifts)
        .where(and(eq(shifts.businessId, businessId), eq(shifts.id, id), isNotNull(shifts.publishedAt)));
      return row !== undefined;
    },

    /** The slot with its times and its location's zone (the self-service rules are read on that clock). */
    async findSlot(businessId: number, id: number) {
      const [row] = await db
        .select({
          id: shiftSlots.id,
          shiftId: shiftSlots.shiftId,
          from: shiftSlots.startsAt,
          to: shiftSlots.endsAt,
          timeZone: locations.timeZone,
        })
        .from(shiftSlots)
        .innerJoin(locations, eq(locations.id, shiftSlots.locationId))
        .where(and(eq(shiftSlots.businessId, businessId), eq(shiftSlots.id, id)));
      return row;
    },

    /** Who fits the slots: the member may not ask for one that a self-service rule refuses. */
    loadFits: (businessId: number, employeeIds: number[], slots: FitSlot[]) =>
      loadFits(db, businessId, employeeIds, slots),

    /** The open positions of the slot for the role; undefined when the role is not on the slot's shift. */
    async remaining(businessId: number, slotId: number, areaRoleId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ remaining: slotPositions.remaining })
        .from(slotPositions)
        .where(
          and(
            eq(slotPositions.businessId, businessId),
            eq(slotPositions.slotId, slotId),
            eq(slotPositions.areaRoleId, areaRoleId),
          ),
        );
      return row?.remaining;
    },

    /**
     * A booking of this employee (another's, another business's, or one on a draft shift is missing), with its
     * slot's start.
     */
    async ownBooking(businessId: number, employeeId: number, id: number) {
      const [row] = await db
        .select({
          id: bookings.id,
          status: bookings.status,
          employeeId: bookings.employeeId,
          slotId: bookings.slotId,
          areaRoleId: bookings.areaRoleId,
          startsAt: shiftSlots.startsAt,
        })
        .from(bookings)
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .innerJoin(shifts, eq(shifts.id, bookings.shiftId))
        .where(
          and(
            eq(bookings.businessId, businessId),
            eq(bookings.employeeId, employeeId),
            eq(bookings.id, id),
            isNotNull(shifts.publishedAt),
          ),
        );
      return row;
    },

    async bookingItem(businessId: number, id: number) {
      const [row] = await selectBookingItems(db).where(and(eq(bookings.businessId, businessId), eq(bookings.id, id)));
      return row;
    },
  };
}

/** The queries and, in a pickup's transaction, the deciders' notification of it. */
const withNotice = (notices: Notices) => (db: Db) => ({
  ...queries(db),
  notifyPickup: (businessId: number, bookingId: number, askerUserId: number) =>
    notices.pickupRequested(db, businessId, bookingId, askerUserId),
});

export function makeMemberRepository(db: Db, notices: Notices) {
  return { ...queries(db), transaction: transactional(db, withNotice(notices)) };
}
export type MemberRepository = ReturnType<typeof makeMemberRepository>;
