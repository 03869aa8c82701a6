import { changeNoteOf } from "@brigade/contract/fair-workweek/change-note";
import { bookedRoleMessage, countBelowHeldMessage, SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import { type ShiftEditInput, type ShiftItem, storeDraft } from "@brigade/contract/shifts";
import { weekdayIn } from "@brigade/contract/slots";
import { AppError } from "../../lib/app-error";
import { CHECK_VIOLATION, EXCLUSION_VIOLATION } from "../../lib/db-errors";
import { refusing } from "../../lib/db-refusals";
import { DryRunRollback } from "../../lib/dry-run";
import { staffChange } from "../notifications";
import { watchChange } from "../publish";
import type { ShiftRepository } from "./repository";
import { type CheckedShift, checkShift, shiftDetails, slotValues } from "./shift-checks";

type Caller = { userId: number; businessId: number };
type Tx = Parameters<Parameters<ShiftRepository["transaction"]>[0]>[0];
type Deps = {
  now: () => Date;
  show: (businessId: number, id: number) => Promise<ShiftItem>;
  findShift: (businessId: number, id: number) => Promise<unknown>;
};

/**
 * Edits every field of a shift (PUT /api/shift/{id}), checked as a new one except that `from` may be
 * past. Without bookings its roles and slots are simply replaced. With bookings the slots stay (their
 * ids hold the bookings): location and chunk are fixed, a booked role stays, no count goes below the
 * positions held, and new times move the slots and bookings as a move does.
 */
export function makeShiftEdit(repo: ShiftRepository, deps: Deps) {
  return async (caller: Caller, id: number, body: ShiftEditInput, dry = false): Promise<ShiftItem> => {
    const { businessId } = caller;
    await deps.findShift(businessId, id);
    const draft = storeDraft(body);
    const next = await checkShift(repo, businessId, draft, { now: deps.now(), allowPast: true });
    const values = {
      ...shiftDetails(draft, body.desc),
      locationId: next.location.id,
      startsAt: next.from,
      endsAt: next.to,
      day: weekdayIn(next.from, next.location.timeZone),
      chunk: next.chunk,
    };
    await refusing(
      () =>
        repo.transaction(async (tx) => {
          const current = await tx.lockShift(businessId, id);
          if (!current) throw AppError.notFound(SHIFT_MESSAGES.notFound);
          const positions = await tx.lockPositions(businessId, id);
          const booked = await tx.bookingsByRole(businessId, id);
          const changed = await watchChange(tx, businessId, id);
          await tx.updateShift(businessId, id, values);
          if (booked.length === 0) {
            await tx.dropStaffing(businessId, id);
            await tx.insertStaffing(businessId, id, next.roles, slotValues(next.from, next.to, next.chunk));
            await changed();
            if (dry) throw new DryRunRollback(await tx.changesWrittenHere(businessId));
            return;
          }
          if (next.location.id !== current.locationId) throw AppError.conflict(SHIFT_MESSAGES.bookedLocation);
          if (next.chunk !== current.chunk) throw AppError.conflict(SHIFT_MESSAGES.bookedChunk);
          await restaff(tx, businessId, id, next, positions, booked);
          await tx.moveSlots(businessId, id, slotValues(next.from, next.to, next.chunk));
          await tx.followSlots(businessId, id, caller.userId, changeNoteOf(body));
          await changed();
          // Those holding a position hear of it when something they see changed (not a count or a colour).
          const change = staffChange(current, values);
          if (change) await tx.notifyChanged(businessId, id, change);
          if (dry) throw new DryRunRollback(await tx.changesWrittenHere(businessId));
        }),
      {
        [EXCLUSION_VIOLATION]: () => AppError.conflict(SHIFT_MESSAGES.moveOverlaps),
        // A position taken between the check and the update: the `remaining` check refuses.
        [CHECK_VIOLATION]: () => AppError.conflict(SHIFT_MESSAGES.countBelowHeld),
      },
    );
    return deps.show(businessId, id);
  };
}

type Position = { slotId: number; areaRoleId: number; name: string; capacity: number; remaining: number };

/** Brings a booked shift's roles to the new list, refusing what would strand a booking. */
async function restaff(
  tx: Tx,
  businessId: number,
  shiftId: number,
  next: CheckedShift,
  positions: Position[],
  booked: { areaRoleId: number; name: string }[],
): Promise<void> {
  const wanted = new Map(next.roles.map((r) => [r.areaRoleId, r.roleCount]));
  const lost = booked.find((b) => !wanted.has(b.areaRoleId));
  if (lost) throw AppError.conflict(bookedRoleMessage.said(lost.name));
  const current = new Map<number, number>();
  for (const p of positions) {
    const held = p.capacity - p.remaining;
    current.set(p.areaRoleId, p.capacity);
    const count = wanted.get(p.areaRoleId);
    if (count !== undefined && count < held) throw AppError.conflict(countBelowHeldMessage.said(p.name, held));
  }
  for (const roleId of current.keys()) {
    if (!wanted.has(roleId)) await tx.removeRole(businessId, shiftId, roleId);
  }
  for (const [roleId, count] of wanted) {
    if (!current.has(roleId)) await tx.addRole(businessId, shiftId, roleId, count);
    else if (current.get(roleId) !== count) await tx.setRoleCount(businessId, shiftId, roleId, count);
  }
}
