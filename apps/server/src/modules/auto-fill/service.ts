import {
  type AutoFillApplyItem,
  type AutoFillApplyPayload,
  type AutoFillPayload,
  type AutoFillSkip,
  type AutoFillSkipReason,
  type AutoFillUndoPayload,
  AUTO_FILL_MESSAGES as M,
  skipReasonOfFit,
} from "@brigade/contract/auto-fill";
import type { BookingRefusal } from "@brigade/contract/bookings";
import type { UserRole } from "@brigade/contract/enums";
import { AppError } from "../../lib/app-error";
import { DEADLOCK_DETECTED, SERIALIZATION_FAILURE, sqlState } from "../../lib/db-errors";
import { DryRunRollback, dryRun } from "../../lib/dry-run";
import { bookingRefusalOf, type LoggedChange } from "../bookings";
import { seesMoney } from "../wages";
import type { ApplyQueries, AutoFillRepository } from "./apply-repository";
import type { AutoFillInstance } from "./instance";
import { loadInstance, type Period } from "./loader";
import { proposalCost } from "./proposal-cost";
import { type SolveLimit, solveLimit } from "./solve-limit";

type Caller = { userId: number; businessId: number; role: UserRole };
type Reason = AutoFillSkipReason;
type Booked = { bookingId: number } | { reason: Reason };
type Outcome = { bookingId: number; applyId: number } | { reason: Reason };

/** The ledger's refusal (or the database's, for a race) as the reason a proposal was skipped. */
const SKIP_REASONS: Record<BookingRefusal, Reason> = {
  shiftNotFound: M.skipped.notFound,
  slotNotFound: M.skipped.notFound,
  roleNotOnShift: M.skipped.notFound,
  employeeNotFound: M.skipped.employee,
  employeeNotActive: M.skipped.employee,
  lacksRole: M.skipped.employee,
  started: M.skipped.started,
  timeOff: M.skipped.timeOff,
  inSlot: M.skipped.inSlot,
  overlaps: M.skipped.overlaps,
  slotFull: M.skipped.slotFull,
  // A short rest under the location's rule pack, without the employee's consent: too little rest, as the rule says.
  restConsent: M.skipped.rest,
};

/** States worth one more try: the item's transaction lost a race, not the argument. */
const TRANSIENT = [DEADLOCK_DETECTED, SERIALIZATION_FAILURE];
const TRIES = 3;

/**
 * Runs an item's transaction; what the database refused becomes the item's reason. A deadlock or serialization
 * failure is tried again: failing the whole request there would lose the apply_id of the items already booked.
 */
async function bookOrRefuse(book: () => Promise<Outcome>): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await book();
    } catch (error) {
      const refusal = bookingRefusalOf(error);
      if (refusal) return { reason: SKIP_REASONS[refusal] };
      const state = sqlState(error) ?? "";
      if (!TRANSIENT.includes(state) || attempt >= TRIES) throw error;
    }
  }
}

/** How a proposal is computed: in the fill threads (fill-threads.ts), never on the request thread. */
export type Fill = (instance: AutoFillInstance) => Promise<AutoFillPayload>;

export function makeAutoFillService(
  repo: AutoFillRepository,
  fill: Fill,
  clock: () => Date = () => new Date(),
  limit: SolveLimit = solveLimit(),
) {
  /**
   * One proposal, in its own transaction, under select-shift's guarantees (the bookings ledger's book): the
   * facts (taking the employee row FOR SHARE, so a time-off approval waits), a slot not yet started, time off,
   * then the work rules re-read now, then the statement that takes the position only if one is left and the
   * employee is free.
   */
  async function bookOne(
    tx: ApplyQueries,
    caller: Caller,
    item: AutoFillApplyItem & { shiftId: number },
  ): Promise<Booked> {
    const { businessId } = caller;
    const a = {
      employee_id: item.employee_id,
      shift_id: item.shiftId,
      area_role_id: item.area_role_id,
      slot_id: item.slot_id,
    };
    const booked = await tx.ledger.book(businessId, a, caller.userId, {
      notStartedAt: clock(),
      check: async (slot) =>
        skipReasonOfFit((await tx.fitsOf(businessId, a.employee_id, slot)).fit(a.employee_id, slot)),
    });
    if ("refused" in booked) return { reason: SKIP_REASONS[booked.refused] };
    if ("rejected" in booked) return { reason: booked.rejected };
    return { bookingId: booked.bookingId };
  }

  /** The proposals' slots that are the business's, by id. */
  async function slotsOf(businessId: number, items: AutoFillApplyItem[]) {
    const found = await repo.slotsAmong(
      businessId,
      items.map((i) => i.slot_id),
    );
    return new Map(found.map((s) => [s.id, s]));
  }

  return {
    /** The proposal for a location's period, with what it adds to the labour cost for those who see money. */
    async preview(caller: Caller, body: { location_id: number } & Period): Promise<AutoFillPayload> {
      const location = await repo.location(caller.businessId, body.location_id);
      if (!location) throw AppError.notFound(M.locationNotFound);
      const instance = await loadInstance(repo, caller.businessId, location, body, clock());
      const payload = await limit(() => fill(instance));
      const rules = await repo.workRules(caller.businessId);
      if (!seesMoney(caller, rules)) return payload;
      const bonus = new Map(instance.positions.map((p) => [`${p.slotId}:${p.areaRoleId}`, p.bonus]));
      const bonusOf = (slotId: number, roleId: number) => bonus.get(`${slotId}:${roleId}`) ?? 0;
      const cost = await proposalCost(repo, caller.businessId, location, payload.assignments, bonusOf, rules);
      return { ...payload, cost };
    },

    /**
     * Each proposal booked and rolled back on its own, as apply would book it: the change log's rows the apply would
     * write (what it will cost in predictability pay), the ones refused left out.
     */
    async previewApply(caller: Caller, items: AutoFillApplyItem[]): Promise<LoggedChange[]> {
      const { businessId } = caller;
      const slots = await slotsOf(businessId, items);
      const changes: LoggedChange[] = [];
      for (const item of items) {
        const slot = slots.get(item.slot_id);
        if (!slot) continue;
        const book = () =>
          dryRun<Outcome>(() =>
            repo.transaction(async (tx) => {
              const booked = await bookOne(tx, caller, { ...item, shiftId: slot.shiftId });
              if ("bookingId" in booked) changes.push(...(await tx.ledger.changesWrittenHere(businessId)));
              throw new DryRunRollback(booked);
            }),
          );
        await bookOrRefuse(book);
      }
      return changes;
    },

    /** Books each proposal on its own: one refused is skipped with its reason, the others still go through. */
    async apply(caller: Caller, items: AutoFillApplyItem[]): Promise<AutoFillApplyPayload> {
      const { businessId } = caller;
      const slots = await slotsOf(businessId, items);
      const locations = new Set(items.map((i) => slots.get(i.slot_id)?.locationId).filter((l) => l != null));
      const locationId = locations.size === 1 ? ([...locations][0] ?? null) : null;
      let applyId: number | null = null;
      let applied = 0;
      const booked: number[] = [];
      const skipped: AutoFillSkip[] = [];
      for (const item of items) {
        const slot = slots.get(item.slot_id);
        let outcome: Outcome;
        if (!slot) outcome = { reason: M.skipped.notFound };
        else {
          const book = () =>
            repo.transaction(async (tx): Promise<Outcome> => {
              const booked = await bookOne(tx, caller, { ...item, shiftId: slot.shiftId });
              if (!("bookingId" in booked)) return booked;
              // The apply is recorded with its first booking, so an apply that booked nothing leaves no row.
              const id = applyId ?? (await tx.createApply(businessId, locationId, caller.userId));
              await tx.recordBooking(businessId, id, booked.bookingId);
              return { bookingId: booked.bookingId, applyId: id };
            });
          outcome = await bookOrRefuse(book);
        }
        if ("reason" in outcome) skipped.push({ ...item, reason: outcome.reason });
        else {
          applied++;
          applyId = outcome.applyId;
          booked.push(outcome.bookingId);
        }
      }
      // One notice per employee with their list, not one per position (issue 36): written after the last item, so
      // a crash between the two loses the notices but never a booking.
      if (booked.length > 0) await repo.transaction((tx) => tx.notifyAssigned(businessId, booked));
      return { applied, skipped, apply_id: applyId };
    },

    /**
     * Releases the apply's bookings that nothing changed since (still Accepted, no decision after their creation),
     * each as a manager's unassign does; the others are kept with the reason. One transaction, the apply locked.
     */
    async undo(caller: Caller, applyId: number): Promise<AutoFillUndoPayload> {
      const { businessId } = caller;
      return repo.transaction(async (tx) => {
        const apply = await tx.lockApply(businessId, applyId);
        if (!apply) throw AppError.notFound(M.applyNotFound);
        if (apply.undoneAt) throw AppError.conflict(M.alreadyUndone);
        await tx.lockBookingsOf(businessId, applyId);
        let released = 0;
        const kept: AutoFillUndoPayload["kept"] = [];
        for (const b of await tx.bookingsOf(businessId, applyId)) {
          if (b.status !== "Accepted" || b.changed) {
            kept.push({
              booking_id: b.id,
              slot_id: b.slotId,
              area_role_id: b.areaRoleId,
              employee_id: b.employeeId,
              reason: M.changedSince,
            });
            continue;
          }
          const moved = await tx.ledger.transition(businessId, b, {
            to: "Released",
            by: "release",
            actorUserId: caller.userId,
            note: M.undoNote,
          });
          // The apply's bookings were read locked.
          if (!("moved" in moved)) throw new Error("a locked booking could not be released");
          released++;
        }
        await tx.markUndone(businessId, applyId);
        return { released, kept };
      });
    },
  };
}
export type AutoFillService = ReturnType<typeof makeAutoFillService>;
