import { clockIn } from "@brigade/contract/dates";
import { whenIn } from "@brigade/contract/notifications";
import { isOpenSwap, type SwapItem, type SwapStatus, type SwapsPayload } from "@brigade/contract/swaps";

// How swaps read on a phone: when (on the location's clock), who is who, and which booking is already offered.

/** "Mon 30-11-2026 05:00 PM EST to 11:00 PM": the slot on its location's clock. */
export const swapWhen = (s: {
  slot: { from: string; to: string };
  location: { time_zone: { value: string } };
}): string => `${whenIn(s.slot.from, s.location.time_zone.value)} to ${clockIn(s.slot.to, s.location.time_zone.value)}`;

/** Who offers it to whom, and who took it: "Ana offers it to Ben", "Ana offers it to anyone · taken by Cy". */
export function swapPeople(s: SwapItem, ownEmployeeId?: number): string {
  const name = (p: { id: number; name: string }) => (p.id === ownEmployeeId ? "you" : p.name);
  const offerer = s.offerer.id === ownEmployeeId ? "You offer" : `${s.offerer.name} offers`;
  const to = s.to_employee ? name(s.to_employee) : "anyone who can take it";
  const taken = s.taker && s.taker.id !== s.to_employee?.id ? ` · taken by ${name(s.taker)}` : "";
  return `${offerer} it to ${to}${taken}`;
}

/** The open swap of each of the member's bookings (one at most): its Offer swap action shows it instead. */
export function openSwapsByBooking(lists: SwapsPayload | undefined): Map<number, SwapItem> {
  return new Map((lists?.offered_by_me ?? []).filter((s) => isOpenSwap(s.status)).map((s) => [s.booking_id, s]));
}

/** Only an Accepted shift that has not started may be offered (the server's rule). */
export const canOfferSwap = (b: { status: string; from: string }, now: Date): boolean =>
  b.status === "Accepted" && new Date(b.from).getTime() > now.getTime();

/** The taker may accept an Offered swap meant for them (named, or open) that has not started. */
export const canAccept = (s: SwapItem, ownEmployeeId: number | undefined, now: Date): boolean =>
  s.status === "Offered" &&
  s.offerer.id !== ownEmployeeId &&
  (s.to_employee === null || s.to_employee.id === ownEmployeeId) &&
  new Date(s.slot.from).getTime() > now.getTime();

/** A manager who is a party to the swap (offerer, named colleague or taker) leaves it to another. */
export const isParty = (s: SwapItem, ownEmployeeId: number | undefined): boolean =>
  ownEmployeeId !== undefined && [s.offerer.id, s.to_employee?.id, s.taker?.id].includes(ownEmployeeId);

// Dark shades, so the white text keeps its contrast on every status.
export const SWAP_STATUS_COLORS: Record<SwapStatus, string> = {
  Offered: "blue.9",
  "Accepted by colleague": "violet.9",
  Approved: "teal.9",
  Denied: "red.9",
  Cancelled: "gray.7",
};
