import { SWAP_MESSAGES } from "@brigade/contract/swaps";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Db, transactional } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { bookings } from "../../db/schema/bookings";
import { employees } from "../../db/schema/employees";
import { locations } from "../../db/schema/locations";
import { swaps } from "../../db/schema/publishing";
import { shiftSlots, shifts } from "../../db/schema/shifts";
import { assignmentQueries } from "../assignments";
import { ledgerOn } from "../bookings";
import type { FitSlot } from "../fit";
import { fitQueries, loadFits } from "../fit";
import type { NotificationDraft, Notifier } from "../notifications";
import { swapListQueries } from "./list-repository";

// Every read and write of a swap, each scoped by the caller's business. The checks of who may take a slot are
// the bookings ledger's and fit's own (role, overlap, request in the slot, the work rules): one definition of each.

type SwapWrite = { status: "Accepted by colleague" | "Denied" | "Cancelled"; takerId?: number; deciderUserId?: number };

/** Employees of the business with their users; active means approved and able to sign in. */
const selectEmployees = (db: Db, businessId: number, where: SQL) =>
  db
    .select({
      id: employees.id,
      userId: users.id,
      name: users.name,
      active: sql<boolean>`${employees.status} = 'active_employee' and ${users.active}`,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(employees.businessId, businessId), where))
    .$dynamic();

function queries(db: Db, notifier: Notifier) {
  const { eligibleEmployees } = assignmentQueries(db);
  const { hasRole, openRequestInSlot, holdsOverlapping } = ledgerOn(db);
  return {
    ...swapListQueries(db),
    hasRole,
    openRequestInSlot,
    holdsOverlapping,
    workRules: (businessId: number) => fitQueries(db).workRules(businessId),
    loadFits: (businessId: number, employeeIds: number[], slots: FitSlot[]) =>
      loadFits(db, businessId, employeeIds, slots),
    notify: (businessId: number, drafts: NotificationDraft[]) => notifier.record(db, businessId, drafts),

    /** The caller's employee record, found through their user. */
    async employeeOfUser(businessId: number, userId: number) {
      const [row] = await selectEmployees(db, businessId, eq(employees.userId, userId));
      return row;
    },

    /**
     * An employee of the business, its row held FOR SHARE until the transaction ends (a time-off approval takes
     * it FOR UPDATE, so it cannot commit between the checks and the booking).
     */
    async lockEmployee(businessId: number, id: number) {
      const [row] = await selectEmployees(db, businessId, eq(employees.id, id)).for("share", { of: employees });
      return row;
    },

    /**
     * The booking with its slot, locked until the transaction ends: an offer and a leave request or a manager's
     * decision on it run one after the other.
     */
    async lockBooking(businessId: number, id: number) {
      const [row] = await db
        .select({
          id: bookings.id,
          status: bookings.status,
          employeeId: bookings.employeeId,
          areaRoleId: bookings.areaRoleId,
          slotId: shiftSlots.id,
          from: shiftSlots.startsAt,
          to: shiftSlots.endsAt,
          timeZone: locations.timeZone,
          publishedAt: shifts.publishedAt,
        })
        .from(bookings)
        .innerJoin(shiftSlots, eq(shiftSlots.id, bookings.slotId))
        .innerJoin(shifts, eq(shifts.id, bookings.shiftId))
        .innerJoin(locations, eq(locations.id, shifts.locationId))
        .where(and(eq(bookings.businessId, businessId), eq(bookings.id, id)))
        .for("update", { of: bookings });
      return row;
    },

    async openSwapOn(businessId: number, bookingId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: swaps.id })
        .from(swaps)
        .where(
          and(
            eq(swaps.businessId, businessId),
            eq(swaps.bookingId, bookingId),
            inArray(swaps.status, ["Offered", "Accepted by colleague"]),
          ),
        );
      return row !== undefined;
    },

    async insertSwap(
      businessId: number,
      values: { bookingId: number; offererId: number; toEmployeeId: number | null },
    ): Promise<number> {
      const [row] = await db
        .insert(swaps)
        .values({
          businessId,
          bookingId: values.bookingId,
          offererEmployeeId: values.offererId,
          toEmployeeId: values.toEmployeeId,
          status: "Offered",
        })
        .returning({ id: swaps.id });
      if (!row) throw new Error("swap insert returned nothing");
      return row.id;
    },

    /** A transition that hands nothing over: accepted (awaiting approval), denied or cancelled. */
    async setStatus(businessId: number, id: number, write: SwapWrite, now: Date): Promise<void> {
      const accepted = write.status === "Accepted by colleague";
      await db
        .update(swaps)
        .set({
          status: write.status,
          ...(accepted ? { takerEmployeeId: write.takerId, acceptedAt: now } : { decidedAt: now }),
          ...(write.deciderUserId ? { decidedBy: write.deciderUserId } : {}),
        })
        .where(and(eq(swaps.businessId, businessId), eq(swaps.id, id)));
    },

    /**
     * Completes a swap: the bookings ledger hands the offerer's booking over to the taker (see handOver), and the
     * swap records it.
     */
    async complete(
      businessId: number,
      swap: { id: number; bookingId: number; takerId: number },
      actorUserId: number,
      deciderUserId: number | null,
      now: Date,
    ): Promise<void> {
      const handed = await ledgerOn(db).handOver(
        businessId,
        swap.bookingId,
        swap.takerId,
        actorUserId,
        SWAP_MESSAGES.releasedNote,
      );
      // The caller holds the booking's lock and saw it Accepted.
      if (!("takerBookingId" in handed)) throw new Error("the swapped booking was not Accepted");
      const { takerBookingId } = handed;
      await db
        .update(swaps)
        .set({
          status: "Approved",
          takerEmployeeId: swap.takerId,
          takerBookingId,
          acceptedAt: sql`coalesce(${swaps.acceptedAt}, ${now.toISOString()}::timestamptz)`,
          decidedAt: now,
          decidedBy: deciderUserId,
        })
        .where(and(eq(swaps.businessId, businessId), eq(swaps.id, swap.id)));
    },

    /**
     * Active colleagues with the role, holding nothing that overlaps the slot and with no request in it (the
     * Assign modal's list, by name), with their users: the work rules are read by the caller.
     */
    async colleaguesFor(businessId: number, slotId: number, areaRoleId: number, limit: number) {
      const rows = await eligibleEmployees(businessId, { slotId, areaRoleId, offset: 0, limit });
      if (rows.length === 0) return [];
      const userOf = await db
        .select({ id: employees.id, userId: users.id })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(
          and(
            eq(employees.businessId, businessId),
            inArray(
              employees.id,
              rows.map((r) => r.id),
            ),
            eq(users.active, true),
          ),
        );
      const userIds = new Map(userOf.map((u) => [u.id, u.userId]));
      return rows.flatMap((r) => {
        const userId = userIds.get(r.id);
        return userId === undefined ? [] : [{ id: r.id, name: r.name, userId }];
      });
    },
  };
}

export function makeSwapRepository(db: Db, notifier: Notifier) {
  return { ...queries(db, notifier), transaction: transactional(db, (tx) => queries(tx, notifier)) };
}
export type SwapRepository = ReturnType<typeof makeSwapRepository>;
export type SwapQueries = ReturnType<typeof queries>;
