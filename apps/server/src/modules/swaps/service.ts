import type { UserRole } from "@brigade/contract/enums";
import { MESSAGES } from "@brigade/contract/messages";
import {
  isOpenSwap,
  SWAP_MESSAGES as M,
  type SwapItem,
  type SwapStatus,
  type swapDecisionBody,
  type swapOfferBody,
} from "@brigade/contract/swaps";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, UNIQUE_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import type { NotificationDraft } from "../notifications";
import type { SwapRow } from "./list-repository";
import { notificationShiftOf, presentSwap } from "./present";
import type { SwapQueries, SwapRepository } from "./repository";
import { eligibleColleagues, offerableBooking, type TakerSlot, takerRefusal } from "./swap-rules";

export type Caller = { userId: number; businessId: number; role: UserRole };
type Outcome = { message: string; payload: SwapItem };

const slotOf = (row: SwapRow): TakerSlot => ({
  slotId: row.slotId,
  areaRoleId: row.areaRoleId,
  from: row.startsAt,
  to: row.endsAt,
  timeZone: row.timeZone,
});

/** swap_decided to each of the users (once each), with the swap's new status. */
const decided = (row: SwapRow, status: SwapStatus, userIds: (number | null)[]): NotificationDraft[] =>
  [...new Set(userIds.filter((u): u is number => u !== null))].map((userId) => ({
    userId,
    kind: "swap_decided",
    data: { shift: notificationShiftOf(row), status, swap_id: row.id },
  }));

// The database's own guards, for a concurrent request that slipped past the checks: the taker's booking may not
// overlap one they hold (exclusion constraint) nor repeat a request in the slot, and one open swap per booking
// (unique indexes). Two transitions locking in opposite orders are told to try again.
const REFUSALS = {
  [EXCLUSION_VIOLATION]: () => AppError.conflict(M.you.overlaps),
  [UNIQUE_VIOLATION]: () => AppError.conflict(M.alreadyOffered),
  [DEADLOCK_DETECTED]: () => AppError.conflict(MESSAGES.concurrentChange),
};

export function makeSwapService(repo: SwapRepository, clock: () => Date = () => new Date()) {
  async function present(businessId: number, id: number): Promise<SwapItem> {
    const row = await repo.findSwap(businessId, id);
    if (!row) throw AppError.notFound(M.notFound);
    return presentSwap(row);
  }

  /** The swap, locked; one on a draft shift is missing, as the shift is to the team (offers need it published). */
  async function lockedSwap(tx: SwapQueries, businessId: number, id: number): Promise<SwapRow> {
    const row = await tx.lockSwap(businessId, id);
    if (!row || row.publishedAt === null) throw AppError.notFound(M.notFound);
    return row;
  }

  /**
   * Whether the offered booking is still the offerer's and Accepted (locked from here). When it is not (released,
   * leave asked for), the swap can never complete: it is cancelled, and the caller answers 409 after commit.
   */
  async function cancelIfStale(tx: SwapQueries, row: SwapRow, now: Date): Promise<boolean> {
    const booking = await tx.lockBooking(row.businessId, row.bookingId);
    if (booking && booking.status === "Accepted" && booking.employeeId === row.offererId) return false;
    await tx.setStatus(row.businessId, row.id, { status: "Cancelled" }, now);
    await tx.notify(row.businessId, decided(row, "Cancelled", [row.offererUserId, row.toUserId, row.takerUserId]));
    return true;
  }

  /**
   * Whether the swap can still complete for the taker, read under the locks: false when the offered booking
   * changed (the swap is then cancelled); a 409 when the shift has started or the taker may no longer take it.
   * `you`: the caller is the taker.
   */
  async function stillTakeable(tx: SwapQueries, row: SwapRow, takerId: number, you: boolean, now: Date) {
    if (await cancelIfStale(tx, row, now)) return false;
    if (row.startsAt.getTime() <= now.getTime()) throw AppError.conflict(M.started);
    const refusal = await takerRefusal(tx, row.businessId, takerId, slotOf(row), you);
    if (refusal) throw AppError.conflict(refusal);
    return true;
  }

  /**
   * A step that may complete the swap, in one transaction with the swap locked; the database's refusals become
   * 409s. When the step finds the offered booking changed ("stale"), the swap's cancellation commits, then 409.
   */
  async function completing<R extends string>(
    businessId: number,
    id: number,
    step: (tx: SwapQueries, row: SwapRow, now: Date) => Promise<R | "stale">,
  ): Promise<R> {
    const now = clock();
    const result = await refusing(
      () => repo.transaction(async (tx) => step(tx, await lockedSwap(tx, businessId, id), now)),
      REFUSALS,
    );
    if (result === "stale") throw AppError.conflict(M.bookingChanged);
    return result as R;
  }

  /** Hands the booking over to the taker and tells both; `deciderUserId` is null when no approval was needed. */
  async function complete(tx: SwapQueries, row: SwapRow, takerId: number, takerUserId: number, caller: Caller) {
    const decider = caller.userId === takerUserId ? null : caller.userId;
    await tx.complete(
      row.businessId,
      { id: row.id, bookingId: row.bookingId, takerId },
      caller.userId,
      decider,
      clock(),
    );
    await tx.notify(row.businessId, decided(row, "Approved", [row.offererUserId, takerUserId]));
  }

  return {
    /** Offers the caller's own Accepted future booking to a named colleague who could take it, or to anyone. */
    async offer(caller: Caller, bookingId: number, body: z.output<typeof swapOfferBody>): Promise<SwapItem> {
      const { businessId } = caller;
      const me = await repo.employeeOfUser(businessId, caller.userId);
      if (!me) throw AppError.notFound(M.noEmployeeRecord);
      const id = await refusing(
        () =>
          repo.transaction(async (tx) => {
            const booking = await offerableBooking(tx, businessId, me.id, bookingId, clock());
            if (await tx.openSwapOn(businessId, booking.id)) throw AppError.conflict(M.alreadyOffered);
            const slot: TakerSlot = booking;
            const to = body.to_employee_id;
            if (to === me.id) throw AppError.field("to_employee_id", M.toSelf);
            if (to !== null) {
              const refusal = await takerRefusal(tx, businessId, to, slot, false);
              if (refusal) throw AppError.conflict(refusal);
            }
            const swapId = await tx.insertSwap(businessId, {
              bookingId: booking.id,
              offererId: me.id,
              toEmployeeId: to,
            });
            const row = await tx.findSwap(businessId, swapId);
            if (!row) throw new Error("the new swap was not found");
            const told =
              to !== null
                ? [row.toUserId]
                : (await eligibleColleagues(tx, businessId, me.id, slot)).map((c) => c.userId);
            const data = { shift: notificationShiftOf(row), actor: me.name, swap_id: swapId };
            await tx.notify(
              businessId,
              told.flatMap((userId) => (userId === null ? [] : [{ userId, kind: "swap_offered" as const, data }])),
            );
            return swapId;
          }),
        REFUSALS,
      );
      return present(businessId, id);
    },

    /**
     * The taker accepts: the named colleague, or for an open offer anyone who could take it, the rules read now.
     * With swaps_need_approval it waits for a manager; without, the swap completes at once.
     */
    async accept(caller: Caller, id: number): Promise<Outcome> {
      const { businessId } = caller;
      const result = await completing(businessId, id, async (tx, row, now) => {
        const me = await tx.employeeOfUser(businessId, caller.userId);
        if (me && row.offererId === me.id) throw AppError.forbidden(M.ownOffer);
        if (!me || (row.toId !== null && row.toId !== me.id)) throw AppError.forbidden(M.notForYou);
        if (row.status !== "Offered") throw AppError.conflict(M.onlyOffered.said(row.status));
        if (!(await stillTakeable(tx, row, me.id, true, now))) return "stale";
        if ((await tx.workRules(businessId)).swaps_need_approval) {
          await tx.setStatus(businessId, id, { status: "Accepted by colleague", takerId: me.id }, now);
          await tx.notify(businessId, decided(row, "Accepted by colleague", [row.offererUserId]));
          return "awaiting";
        }
        await complete(tx, row, me.id, caller.userId, caller);
        return "completed";
      });
      const message = result === "awaiting" ? M.acceptedAwaiting : M.completed;
      return { message, payload: await present(businessId, id) };
    },

    /** An owner or manager who is neither party approves (the swap completes) or denies a swap awaiting them. */
    async decide(caller: Caller, id: number, body: z.output<typeof swapDecisionBody>): Promise<Outcome> {
      const { businessId } = caller;
      const result = await completing(businessId, id, async (tx, row, now) => {
        if ([row.offererUserId, row.toUserId, row.takerUserId].includes(caller.userId))
          throw AppError.forbidden(M.ownSwap);
        if (row.status !== "Accepted by colleague" || row.takerId === null || row.takerUserId === null)
          throw AppError.conflict(M.onlyAwaiting.said(row.status));
        if (body.status === "Denied") {
          await tx.setStatus(businessId, id, { status: "Denied", deciderUserId: caller.userId }, now);
          await tx.notify(businessId, decided(row, "Denied", [row.offererUserId, row.takerUserId]));
          return "denied";
        }
        if (!(await stillTakeable(tx, row, row.takerId, false, now))) return "stale";
        await complete(tx, row, row.takerId, row.takerUserId, caller);
        return "approved";
      });
      return { message: result === "denied" ? M.denied : M.approved, payload: await present(businessId, id) };
    },

    /** The offerer takes back an offer that has not completed; whoever it named or who accepted it is told. */
    async cancel(caller: Caller, id: number): Promise<SwapItem> {
      const { businessId } = caller;
      await repo.transaction(async (tx) => {
        const row = await lockedSwap(tx, businessId, id);
        if (row.offererUserId !== caller.userId) throw AppError.forbidden(M.cancelOnlyOwn);
        if (!isOpenSwap(row.status)) throw AppError.conflict(M.cancelOnlyOpen.said(row.status));
        await tx.setStatus(businessId, id, { status: "Cancelled" }, clock());
        await tx.notify(businessId, decided(row, "Cancelled", [row.toUserId, row.takerUserId]));
      });
      return present(businessId, id);
    },
  };
}
export type SwapService = ReturnType<typeof makeSwapService>;
