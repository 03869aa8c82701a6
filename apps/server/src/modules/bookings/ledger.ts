import {
  type BookingChangeBy,
  type BookingRefusal,
  holdsPosition,
  isAllowedTransition,
} from "@brigade/contract/bookings";
import type { BookingStatus } from "@brigade/contract/enums";
import type { ConsentStatus } from "@brigade/contract/fair-workweek/consents";
import type { RulePack } from "@brigade/contract/fair-workweek/pack";
import { packById } from "@brigade/contract/fair-workweek/packs";
import { restNeedingConsent, type Span } from "@brigade/contract/fair-workweek/rest";
import { overlapsTimeOff, type StoredTimeOff, timeOffDays } from "@brigade/contract/time-off";
import { ASKED, type ChangeMeta, NO_META, type ToPrice } from "./change-log-repository";
import type { BookingItemRow } from "./items-repository";
import type {
  Assignment,
  AssignOutcome,
  LedgerStatements,
  Logged,
  MovedBooking,
  StoredSlot,
  WrittenWith,
} from "./repository";

// The bookings ledger: every booking made, every status changed and every position taken or given back goes
// through here, in the caller's transaction, with the hard rules checked under the employee's lock (a time-off
// approval takes it FOR UPDATE and waits). What may change into what is the contract's table (bookings.ts). Every
// position given, taken or moved on a posted shift is logged by the same statement (change-log.ts): a change and its
// record commit together, and no path can change a posted position without one.

/**
 * The slot as the ledger read it: its times, its location's zone, the employee's approved time off near it, and under
 * a rule pack the positions they hold around it and their latest answer to a short rest in it.
 */
export type LedgerSlot = {
  from: Date;
  to: Date;
  timeZone: string;
  timeOff: StoredTimeOff[];
  pack: RulePack | null;
  held: Span[];
  consent: { id: number; status: ConsentStatus } | null;
};

/** The slot as the statements read it (JSON), as the rules take it. */
const slotOf = (stored: StoredSlot): LedgerSlot => ({
  from: new Date(stored.from),
  to: new Date(stored.to),
  timeZone: stored.timeZone,
  timeOff: stored.timeOff,
  pack: stored.jurisdiction ? (packById(stored.jurisdiction) ?? null) : null,
  held: (stored.held ?? []).map(([from, to]) => ({ from: new Date(from), to: new Date(to) })),
  consent: stored.consent,
});

/** A short rest the employee has not agreed to (fair-workweek.md): the rest it leaves, and whether they declined. */
export type ShortRest = { hours: number; declined: boolean };

/**
 * The short rest booking the slot would leave: refused unless the employee agreed, and then the consent whose premium
 * the position earns (fair-workweek.md, "Rest between shifts"). No short rest: neither.
 */
function restOf(slot: LedgerSlot): { refused: ShortRest } | { consentId: number } | null {
  const hours = restNeedingConsent(slot.pack, slot, slot.held, slot.timeZone);
  if (hours === null) return null;
  if (slot.consent?.status === "accepted") return { consentId: slot.consent.id };
  return { refused: { hours, declined: slot.consent?.status === "declined" } };
}
/** The caller's own rule, run under the employee's lock after the hard ones: a reason to refuse, or null. */
export type ExtraCheck<R> = (slot: LedgerSlot) => Promise<R | null> | R | null;

export type Booked<R = never> =
  | { bookingId: number; item: BookingItemRow }
  | { refused: BookingRefusal; rest?: ShortRest }
  | ([R] extends [never] ? never : { rejected: R });
export type Moved = { moved: MovedBooking } | { refused: BookingRefusal } | { stale: true };

/** A booking as its transition needs it (the caller has read it, usually locked). */
export type LedgerBooking = {
  id: number;
  status: BookingStatus;
  employeeId: number;
  slotId: number;
  areaRoleId: number;
};

export type Change = {
  to: BookingStatus;
  by: BookingChangeBy;
  actorUserId: number;
  /** Recorded with the event. */
  note: string | null;
  /** A new reason on the booking itself (a leave request's). */
  actionDetail?: string;
  /** Refuse (stale) a booking whose slot started by then. */
  notStartedAt?: Date;
  /**
   * What the change log records of it. Without an exemption, a pickup accepted or a leave granted is the employee's
   * request, anything else the employer's.
   */
  meta?: ChangeMeta;
};

/** Changes the employee asked for: accepting their pickup, granting their leave. */
const askedFor = (from: BookingStatus, to: BookingStatus): boolean =>
  (from === "Pending" && to === "Accepted") || (from === "Apply For Leave" && to === "Released");

/** A swap's release of the offered booking, one of the table's releases. */
const HANDED_OVER = { from: "Accepted", to: "Released" } as const;
if (!isAllowedTransition(HANDED_OVER.from, HANDED_OVER.to, "release"))
  throw new Error("a swap's release is not allowed");

export function bookingLedger(st: LedgerStatements) {
  /** Whether the slot falls in the employee's approved time off, on its location's clock (the contract's rule). */
  const clashes = (slot: LedgerSlot) => overlapsTimeOff(slot.timeOff.map(timeOffDays), slot, slot.timeZone);

  /** Writes the change log's rows a statement left to price (a location under a rule pack). */
  const priced = async (businessId: number, rows: readonly ToPrice[], logged: Logged) => {
    if (rows.length > 0) await st.recordPriced(businessId, rows, logged);
  };

  const outcomeOf = (outcome: AssignOutcome): Booked => {
    if (outcome.inSlot) return { refused: "inSlot" };
    if (outcome.overlaps) return { refused: "overlaps" };
    if (outcome.id === null || outcome.item === null) return { refused: "slotFull" };
    return { bookingId: outcome.id, item: outcome.item };
  };

  /**
   * Books the employee Accepted, as book does, for a caller that has checked the hard rules for a whole batch
   * itself, under the employees' locks (copy week): only the statement that takes a free position.
   */
  async function bookChecked(
    businessId: number,
    a: Assignment,
    actorUserId: number,
    meta: ChangeMeta = NO_META,
  ): Promise<Booked> {
    const outcome = await st.assign(businessId, a, actorUserId, null, undefined, meta);
    await priced(businessId, outcome.toPrice, { actorUserId, meta });
    return outcomeOf(outcome);
  }

  /**
   * Moves a booking to another status, as the contract's table allows `by` (anything else is a bug and
   * throws). Taking a position (Pending to Accepted) checks the hard rules under the employee's lock first;
   * leaving one gives it back. Stale: the booking is no longer in its status.
   */
  async function transition(businessId: number, booking: LedgerBooking, change: Change): Promise<Moved> {
    const { status: from } = booking;
    if (!isAllowedTransition(from, change.to, change.by))
      throw new Error(`a booking may not go from ${from} to ${change.to} by ${change.by}`);
    const takes = !holdsPosition(from) && holdsPosition(change.to);
    const givesBack = holdsPosition(from) && !holdsPosition(change.to);
    if (takes) {
      await st.lockEmployee(businessId, booking.employeeId);
      const slot = await st.slotWithTimeOff(businessId, booking.employeeId, booking.slotId);
      if (slot && clashes(slotOf(slot))) return { refused: "timeOff" };
      if (await st.holdsOverlapping(businessId, booking.employeeId, booking.slotId)) return { refused: "overlaps" };
      if (!(await st.takePosition(businessId, booking.slotId, booking.areaRoleId))) return { refused: "slotFull" };
    }
    const meta = {
      reason: change.meta?.reason ?? null,
      exempt: change.meta?.exempt ?? (askedFor(from, change.to) ? ASKED.exempt : null),
    };
    const moved = await st.changeStatus(
      businessId,
      {
        id: booking.id,
        from,
        to: change.to,
        actorUserId: change.actorUserId,
        note: change.note,
        actionDetail: change.actionDetail,
        notStartedAt: change.notStartedAt,
      },
      meta,
    );
    if (!moved) {
      if (takes) await st.givePositionBack(businessId, booking.slotId, booking.areaRoleId);
      return { stale: true };
    }
    if (givesBack) await st.givePositionBack(businessId, booking.slotId, booking.areaRoleId);
    const { toPrice, ...rest } = moved;
    await priced(businessId, toPrice, { actorUserId: change.actorUserId, meta });
    return { moved: rest };
  }

  return {
    lockEmployee: st.lockEmployee,
    hasRole: st.hasRole,
    openRequestInSlot: st.openRequestInSlot,
    holdsOverlapping: st.holdsOverlapping,

    /**
     * Books the employee Accepted into a position of the slot for the role (a manager's assignment, auto-fill,
     * copy week): the facts read in one statement that takes the employee row FOR SHARE, the hard rules in the
     * order a person fixes them, the caller's own check, then one statement that takes the position only if
     * one is left and the employee is free, and writes `also` (the booking's notice) with it.
     */
    async book<R = never>(
      businessId: number,
      a: Assignment,
      actorUserId: number,
      options: { notStartedAt?: Date; check?: ExtraCheck<R>; also?: WrittenWith; meta?: ChangeMeta } = {},
    ): Promise<Booked<R>> {
      const facts = await st.facts(businessId, a);
      if (!facts.shiftFound) return { refused: "shiftNotFound" };
      if (facts.slotShiftId !== a.shift_id) return { refused: "slotNotFound" };
      if (!facts.roleOnShift) return { refused: "roleNotOnShift" };
      if (!facts.employeeStatus) return { refused: "employeeNotFound" };
      if (facts.employeeStatus !== "active_employee") return { refused: "employeeNotActive" };
      if (!facts.hasRole) return { refused: "lacksRole" };
      // The slot and time off came with the facts; what that statement saw of time off is confirmed after the
      // lock (a refusal by a fresh read, a booking by the booking statement's own check).
      let slot = facts.slot && slotOf(facts.slot);
      if (!slot) return { refused: "slotNotFound" };
      if (options.notStartedAt && slot.from.getTime() <= options.notStartedAt.getTime()) return { refused: "started" };
      for (let fresh = false; ; fresh = true) {
        if (clashes(slot)) {
          if (fresh) return { refused: "timeOff" };
          const reread = await st.slotWithTimeOff(businessId, a.employee_id, a.slot_id);
          if (!reread) return { refused: "slotNotFound" };
          slot = slotOf(reread);
          continue;
        }
        // Under the employee's lock, so no other position of theirs or answer of theirs slips in meanwhile.
        const rest = restOf(slot);
        if (rest && "refused" in rest) return { refused: "restConsent", rest: rest.refused };
        const rejected = options.check ? await options.check(slot) : null;
        if (rejected !== null) return { rejected } as Booked<R>;
        const seen = fresh ? null : (facts.slot?.timeOff ?? []).map((t) => t.id);
        const meta = options.meta ?? NO_META;
        const consentId = rest ? rest.consentId : null;
        const outcome = await st.assign(businessId, a, actorUserId, seen, options.also, meta, consentId);
        if (!outcome.timeOffChanged) {
          await priced(businessId, outcome.toPrice, { actorUserId, meta });
          return outcomeOf(outcome);
        }
        // An approval committed while the facts waited for the employee: read it, and decide again.
        const reread = await st.slotWithTimeOff(businessId, a.employee_id, a.slot_id);
        if (!reread) return { refused: "slotNotFound" };
        slot = slotOf(reread);
        if (fresh) throw new Error("time off changed under the employee's lock");
      }
    },

    bookChecked,

    /**
     * A member's Pending request for a position (a pickup): it takes no position (a manager's accept does). The
     * employee row is locked first, so the caller's check (their self-service rules) sees every approval.
     */
    async request<R = never>(
      businessId: number,
      values: { shiftId: number; slotId: number; areaRoleId: number; employeeId: number },
      actorUserId: number,
      check?: () => Promise<R | null> | R | null,
    ): Promise<{ bookingId: number } | { rejected: R }> {
      await st.lockEmployee(businessId, values.employeeId);
      const rejected = check ? await check() : null;
      if (rejected !== null) return { rejected };
      return { bookingId: (await st.insert(businessId, "Pending", { ...values, actorUserId })).id };
    },

    transition,

    /**
     * Completes a swap: the offerer's Accepted booking is released (recorded like any release) and the taker gets
     * an Accepted booking of the same slot and role. No position is given back or taken, so remaining is the
     * same before and after; the exclusion constraint and the unique index still guard the taker's booking.
     */
    async handOver(
      businessId: number,
      bookingId: number,
      takerEmployeeId: number,
      actorUserId: number,
      note: string,
    ): Promise<{ takerBookingId: number } | { stale: true }> {
      const logged = { actorUserId, meta: ASKED };
      const released = await st.changeStatus(businessId, { id: bookingId, ...HANDED_OVER, actorUserId, note }, ASKED);
      if (!released) return { stale: true };
      const { shiftId, slotId, areaRoleId } = released;
      const taker = await st.insert(
        businessId,
        "Accepted",
        { shiftId, slotId, areaRoleId, employeeId: takerEmployeeId, actorUserId },
        ASKED,
      );
      await priced(businessId, [...released.toPrice, ...taker.toPrice], logged);
      return { takerBookingId: taker.id };
    },

    /** A shift's positions: opened with its slots or a new role, closed with a role, resized with a role's count. */
    openPositions: st.openPositions,
    openRolePositions: st.openRolePositions,
    closePositions: st.closePositions,
    resizePositions: st.resizePositions,
    /** A moved shift's bookings take their slots' new times (the change log has each position that moved). */
    async followSlots(businessId: number, shiftId: number, logged: Logged): Promise<void> {
      await priced(businessId, await st.followSlots(businessId, shiftId, logged), logged);
    },

    /** Logs each position held on a shift about to be deleted as cut to nothing (call it before the delete). */
    async logCancelled(businessId: number, shiftId: number, logged: Logged): Promise<void> {
      await priced(businessId, await st.logCancelled(businessId, shiftId, logged), logged);
    },

    /** The change log's rows this transaction wrote so far: what a dry run of a change would log. */
    changesWrittenHere: st.changesWrittenHere,

    /** Withdraws a Pending request (deleted with its events); false when it is no longer Pending. */
    withdraw: (businessId: number, id: number) => st.deletePending(businessId, id),
  };
}
export type BookingLedger = ReturnType<typeof bookingLedger>;
