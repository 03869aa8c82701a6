import { AUTO_FILL_MESSAGES, skipReasonOfFit } from "@brigade/contract/auto-fill";
import type { BookingRefusal } from "@brigade/contract/bookings";
import type { CopyWeekSkippedAssignment } from "@brigade/contract/copy-week";
import { candidateFit, type HeldPosition } from "@brigade/contract/fit";
import type { CopyWeekQueries } from "./repository";

// `with_assignments`: the people of the week copied from booked again in the copies, as Accepted, wherever every
// hard rule still holds: the rules of auto-fill's apply, read by who-fits' one definition (candidateFit) and
// the bookings ledger's statement (a free position, no overlap, never twice in a slot). The rest are reported.

const M = AUTO_FILL_MESSAGES.skipped;
/** What the ledger's statement may refuse once the rules here held: the position or the person taken meanwhile. */
const COPY_REFUSALS: Partial<Record<BookingRefusal, string>> = {
  inSlot: M.inSlot,
  overlaps: M.overlaps,
  slotFull: M.slotFull,
};
const DAY = 86_400_000;
// A slot's week and the day either side lie within 9 days of its start (as fit/fits.ts reads them).
const NEAR = 9 * DAY;

/** A copy made in this transaction: the shift it copies, its new id and its slots' new ids and times by seq. */
export type MadeCopy = {
  sourceId: number;
  shiftId: number;
  name: string;
  slots: { seq: number; id: number; from: Date; to: Date }[];
};

export type PeopleCopied = { copied: number; skipped: CopyWeekSkippedAssignment[] };

/** restFloor: the rest the location's rule pack asks between days (0 without one), a floor under min_rest_hours. */
type Context = { businessId: number; userId: number; timeZone: string; restFloor: number };

export async function copyPeople(tx: CopyWeekQueries, ctx: Context, made: readonly MadeCopy[]): Promise<PeopleCopied> {
  const { businessId, timeZone } = ctx;
  const held = await tx.holdingBookings(businessId, [...new Set(made.map((m) => m.sourceId))]);
  const bySource = new Map<number, typeof held>();
  for (const b of held) bySource.set(b.shiftId, [...(bySource.get(b.shiftId) ?? []), b]);
  // Every booking to copy, in the time order of the slots it lands in, so rest and hours accrue as a week does.
  const items = made
    .flatMap((copy) =>
      (bySource.get(copy.sourceId) ?? []).flatMap((booking) => {
        const slot = copy.slots.find((s) => s.seq === booking.seq);
        return slot ? [{ copy, booking, slot }] : [];
      }),
    )
    .sort((a, b) => a.slot.from.getTime() - b.slot.from.getTime() || a.slot.id - b.slot.id);
  if (items.length === 0) return { copied: 0, skipped: [] };

  const employeeIds = [...new Set(items.map((i) => i.booking.employeeId))];
  const status = new Map((await tx.lockEmployees(businessId, employeeIds)).map((e) => [e.id, e.status]));
  const roles = new Set(
    (await tx.employeeRoles(businessId, employeeIds)).map((r) => `${r.employeeId}:${r.areaRoleId}`),
  );
  const fits = await tx.fits(
    businessId,
    employeeIds,
    items.map((i) => ({ from: i.slot.from, to: i.slot.to, timeZone })),
  );
  // A copy never leaves a short rest under the location's rule pack: it asks no consent.
  const rules = { ...fits.rules, min_rest_hours: Math.max(fits.rules.min_rest_hours, ctx.restFloor) };
  // What this copy has booked so far, which the facts read before it cannot show.
  const booked = new Map<number, HeldPosition[]>();

  function refusal(employeeId: number, areaRoleId: number, slot: HeldPosition): string | null {
    if (status.get(employeeId) !== "active_employee" || !roles.has(`${employeeId}:${areaRoleId}`)) return M.employee;
    const facts = fits.factsOf(employeeId);
    const near = (h: HeldPosition) => Math.abs(h.from.getTime() - slot.from.getTime()) <= NEAR;
    const others = [...facts.held, ...(booked.get(employeeId) ?? [])].filter(near);
    const fit = candidateFit(slot, timeZone, { ...facts, held: others }, rules);
    if (fit.time_off) return M.timeOff;
    return skipReasonOfFit(fit);
  }

  let copied = 0;
  const bookingIds: number[] = [];
  const skipped: CopyWeekSkippedAssignment[] = [];
  for (const { copy, booking, slot } of items) {
    const { employeeId, areaRoleId } = booking;
    let reason = refusal(employeeId, areaRoleId, slot);
    if (!reason) {
      const a = { employee_id: employeeId, shift_id: copy.shiftId, area_role_id: areaRoleId, slot_id: slot.id };
      const outcome = await tx.ledger.bookChecked(businessId, a, ctx.userId);
      if ("refused" in outcome) reason = COPY_REFUSALS[outcome.refused] ?? M.slotFull;
      else {
        copied++;
        bookingIds.push(outcome.bookingId);
        booked.set(employeeId, [...(booked.get(employeeId) ?? []), { from: slot.from, to: slot.to }]);
      }
    }
    if (reason)
      skipped.push({
        employee_id: employeeId,
        from: slot.from.toISOString(),
        reason,
        employee_name: booking.employeeName,
        to: slot.to.toISOString(),
        shift_name: copy.name,
        area_role_name: booking.roleName,
      });
  }
  await tx.notifyAssigned(businessId, bookingIds);
  return { copied, skipped };
}
