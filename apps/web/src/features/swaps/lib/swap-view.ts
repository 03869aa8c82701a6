import { dateTimeFormat } from "@brigade/contract/intl";
import { localZoneName } from "@brigade/contract/notifications";
import { isOpenSwap, type SwapItem, type SwapStatus, type SwapsPayload } from "@brigade/contract/swaps";
import { currentLocale, i18next } from "../../../i18n";
import { clockIn, dayLabelIn } from "../../../lib/formats";

// How swaps read on a phone: when (on the location's clock), who is who, and which booking is already offered.
// Texts come from the member catalogue at call time, in the app's language.
const t = i18next.t;

/** "Mon 30-11-2026" ("lun. 30/11/2026"): the day an instant falls on, on its location's calendar. */
function dayIn(at: string, timeZone: string): string {
  const weekday = dateTimeFormat(currentLocale(), { weekday: "short", timeZone }).format(new Date(at));
  return `${weekday} ${dayLabelIn(at, timeZone)}`;
}

/**
 * "Mon 30-11-2026 05:00 PM to 11:00 PM (EST)": the slot on its location's clock, in the language's formats, the
 * zone after the hours it names (a screen reader says the range whole, then whose clock).
 */
export const swapWhen = (s: {
  slot: { from: string; to: string };
  location: { time_zone: { value: string } };
}): string => {
  const zone = s.location.time_zone.value;
  return t("member:swapView.when", {
    day: dayIn(s.slot.from, zone),
    from: clockIn(s.slot.from, zone),
    to: clockIn(s.slot.to, zone),
    zone: localZoneName(zone, new Date(s.slot.from)),
  });
};

/** Who offers it to whom, and who took it: "Ana offers it to Ben", "Ana offers it to anyone · taken by Cy". */
export function swapPeople(s: SwapItem, ownEmployeeId?: number): string {
  const offer = offerText(s, ownEmployeeId);
  const taker = s.taker && s.taker.id !== s.to_employee?.id ? s.taker : null;
  if (!taker) return offer;
  return taker.id === ownEmployeeId
    ? t("member:swapView.takenByYou", { offer })
    : t("member:swapView.takenBy", { offer, name: taker.name });
}

/** "Ana offers it to Ben": a whole sentence for each case, as languages word "you" differently. */
function offerText(s: SwapItem, ownEmployeeId?: number): string {
  const to = s.to_employee;
  if (s.offerer.id === ownEmployeeId)
    return to ? t("member:swapView.youToName", { to: to.name }) : t("member:swapView.youToAnyone");
  const name = s.offerer.name;
  if (!to) return t("member:swapView.otherToAnyone", { name });
  return to.id === ownEmployeeId
    ? t("member:swapView.otherToYou", { name })
    : t("member:swapView.otherToName", { name, to: to.name });
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

/** Each status's key in the member catalogue (swapStatus, offerSwap.state, swapCard.decidedBy). */
export const SWAP_STATUS_KEYS = {
  Offered: "offered",
  "Accepted by colleague": "acceptedByColleague",
  Approved: "approved",
  Denied: "denied",
  Cancelled: "cancelled",
} as const satisfies Record<SwapStatus, string>;

// Dark shades, so the white text keeps its contrast on every status.
export const SWAP_STATUS_COLORS: Record<SwapStatus, string> = {
  Offered: "blue.9",
  "Accepted by colleague": "violet.9",
  Approved: "teal.9",
  Denied: "red.9",
  Cancelled: "gray.7",
};
