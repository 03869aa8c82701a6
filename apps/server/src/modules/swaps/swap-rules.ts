import type { Message } from "@brigade/contract/i18n/template";
import { SWAP_MESSAGES as M, SWAP_NOTIFY_MAX, swapRefusalSaid } from "@brigade/contract/swaps";
import { AppError } from "../../lib/app-error";
import type { SwapQueries } from "./repository";

// Who may offer a booking, and who may take its slot: the checks of offer, accept, approval and the lists.

/** The offered slot as the taker's checks read it: its times on its location's clock, and the role. */
export type TakerSlot = { slotId: number; areaRoleId: number; from: Date; to: Date; timeZone: string };

/**
 * The caller's own Accepted booking of a published shift that has not started, locked (inside a transaction)
 * until it ends. Another's booking, another business's, or a draft's is 404, as the member cannot see it.
 */
export async function offerableBooking(
  q: SwapQueries,
  businessId: number,
  employeeId: number,
  bookingId: number,
  now: Date,
) {
  const booking = await q.lockBooking(businessId, bookingId);
  if (!booking || booking.employeeId !== employeeId || booking.publishedAt === null)
    throw AppError.notFound(M.bookingNotFound);
  if (booking.status !== "Accepted") throw AppError.conflict(M.onlyAccepted);
  if (booking.from.getTime() <= now.getTime()) throw AppError.conflict(M.started);
  return booking;
}

/**
 * Why the employee may not take the slot, or null: active, holds the role, no request or position in the slot,
 * nothing overlapping, then the work rules (swapRefusal). Their row is held FOR SHARE from here to the end of
 * the transaction, so a time-off approval cannot slip in before the booking is written. `you`: the caller takes.
 */
export async function takerRefusal(
  q: SwapQueries,
  businessId: number,
  takerId: number,
  slot: TakerSlot,
  you: boolean,
): Promise<Message | null> {
  const taker = await q.lockEmployee(businessId, takerId);
  if (!taker) throw AppError.notFound(M.colleagueNotFound);
  const words = you ? M.you : M.colleague;
  if (!taker.active) return words.notActive;
  if (!(await q.hasRole(businessId, takerId, slot.areaRoleId))) return words.lacksRole;
  if (await q.openRequestInSlot(businessId, takerId, slot.slotId)) return words.inSlot;
  if (await q.holdsOverlapping(businessId, takerId, slot.slotId)) return words.overlaps;
  const fits = await q.loadFits(businessId, [takerId], [slot]);
  return swapRefusalSaid(fits.fit(takerId, slot), fits.rules, fits.factsOf(takerId).maxWeekHours, you);
}

// Colleagues read before the work rules: enough that the rules rarely leave fewer than the list holds.
const COLLEAGUES_READ = SWAP_NOTIFY_MAX * 4;

/** The colleagues (not the offerer) who could take the slot now, by name, at most SWAP_NOTIFY_MAX. */
export async function eligibleColleagues(q: SwapQueries, businessId: number, offererId: number, slot: TakerSlot) {
  const colleagues = (await q.colleaguesFor(businessId, slot.slotId, slot.areaRoleId, COLLEAGUES_READ)).filter(
    (c) => c.id !== offererId,
  );
  if (colleagues.length === 0) return [];
  const fits = await q.loadFits(
    businessId,
    colleagues.map((c) => c.id),
    [slot],
  );
  return colleagues
    .filter((c) => swapRefusalSaid(fits.fit(c.id, slot), fits.rules, fits.factsOf(c.id).maxWeekHours, true) === null)
    .slice(0, SWAP_NOTIFY_MAX);
}
