import { z } from "zod";
import { id, MAX_ID } from "./fields";
import { type CandidateFit, selfServiceRefusalSaid } from "./fit";
import { amount, type Message, template, term } from "./i18n/template";
import { timeZoneInfo } from "./locations";
import { MEMBER_MESSAGES } from "./member";
import { TIME_OFF_MESSAGES } from "./time-off";
import type { WorkRules } from "./work-rules";

// Swaps (week-building.md, "Swaps"): an Accepted booking handed to a colleague, approved by a manager.

export const SWAP_STATUSES = ["Offered", "Accepted by colleague", "Approved", "Denied", "Cancelled"] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** A swap still under way: the booking it offers cannot be offered again meanwhile. */
export const OPEN_SWAP_STATUSES = ["Offered", "Accepted by colleague"] as const satisfies readonly SwapStatus[];

/** What an owner or manager may decide on a swap accepted by a colleague. */
export const SWAP_DECISIONS = ["Approved", "Denied"] as const satisfies readonly SwapStatus[];

/** Each list of GET /api/shift/employee/swaps holds at most this many swaps. */
export const SWAP_LIST_MAX = 50;
/** Managers' "recent" list: swaps decided or cancelled in the last this many days. */
export const SWAP_RECENT_DAYS = 14;
/** An open offer tells at most this many eligible colleagues; the candidate list shows as many. */
export const SWAP_NOTIFY_MAX = 50;

type FitRules = Pick<WorkRules, "max_week_hours" | "min_rest_hours" | "max_shifts_per_day">;

export const SWAP_MESSAGES = {
  offered: "Swap offered.",
  acceptedAwaiting: "Swap accepted. A manager will approve or deny it.",
  completed: "Swap completed: the shift is yours.",
  approved: "Swap approved.",
  denied: "Swap denied.",
  cancelled: "Swap cancelled.",
  notFound: "Swap not found.",
  bookingNotFound: MEMBER_MESSAGES.bookingNotFound,
  noEmployeeRecord: MEMBER_MESSAGES.noEmployeeRecord,
  colleagueNotFound: "Colleague not found.",
  decision: "The status must be Approved or Denied.",
  toEmployeeId: "The colleague must be an employee id, or null for anyone who can take the shift.",
  // Offering.
  onlyAccepted: "Only an accepted shift can be offered for a swap.",
  started: "This shift has already started.",
  alreadyOffered: "This shift is already offered for a swap.",
  toSelf: "You cannot offer a shift to yourself.",
  // Taking: the colleague named by the offerer (read by the offerer), or the caller who accepts.
  colleague: {
    notActive: "The colleague is not an active team member.",
    lacksRole: "The colleague does not have this role/position.",
    overlaps: "The colleague already holds a shift at that time.",
    inSlot: "The colleague already has a request or a position in this time slot.",
    timeOff: TIME_OFF_MESSAGES.hasTimeOff,
    unavailable: "The colleague is unavailable at that time.",
    overMax: template(
      "This shift would take the colleague over their maximum of {0} hours this week.",
      (max: number) => [amount(max)],
    ),
    rest: template(
      "This shift would leave the colleague less than {0} hours of rest between days.",
      (restHours: number) => [amount(restHours)],
    ),
    dayShifts: template<[max: number]>("This shift would give the colleague more than {0} shifts in one day."),
  },
  you: {
    notActive: "Only an active team member can take a shift.",
    lacksRole: MEMBER_MESSAGES.lacksRole,
    overlaps: MEMBER_MESSAGES.overlaps,
    inSlot: MEMBER_MESSAGES.alreadyRequested,
    unavailable: "You said you are unavailable at that time.",
  },
  // Accepting, deciding, cancelling.
  notForYou: "This shift is offered to another colleague.",
  ownOffer: "You cannot take a shift you offered yourself.",
  onlyOffered: template("This swap is {0}: it can no longer be accepted.", (status: SwapStatus) => [term(status)]),
  onlyAwaiting: template(
    "This swap is {0}: only a swap accepted by a colleague can be approved or denied.",
    (status: SwapStatus) => [term(status)],
  ),
  ownSwap: "You cannot decide a swap you are part of.",
  cancelOnlyOwn: "Only the colleague who offered the shift can cancel the swap.",
  cancelOnlyOpen: template("This swap is {0}: it can no longer be cancelled.", (status: SwapStatus) => [term(status)]),
  /** The note on the booking event of the offerer's booking, released by a completed swap. */
  releasedNote: "Handed over to a colleague in a swap.",
  bookingChanged:
    "The offered shift is no longer held as accepted by the colleague who offered it. The swap is cancelled.",
} as const;

/**
 * Why the slot's taker may not take it, or null: the hard rules of self-service (candidateFit's time off, weekly
 * maximum, rest, shifts per day, in pickup's order) and, as auto-fill holds, `unavailable` times. `you` words it
 * for the caller who accepts (pickup's own sentences); otherwise for the colleague who offers, about the taker.
 */
export function swapRefusalSaid(
  fit: CandidateFit,
  rules: FitRules,
  maxWeekHours: number | null,
  you: boolean,
): Message | null {
  if (you) {
    const refusal = selfServiceRefusalSaid(fit, rules, maxWeekHours);
    return refusal ?? (fit.availability === "unavailable" ? SWAP_MESSAGES.you.unavailable : null);
  }
  const c = SWAP_MESSAGES.colleague;
  if (fit.time_off) return c.timeOff;
  if (fit.over_max) return c.overMax.said(maxWeekHours ?? rules.max_week_hours);
  if (!fit.rest_ok) return c.rest.said(rules.min_rest_hours);
  if (!fit.day_shifts_ok) return c.dayShifts.said(rules.max_shifts_per_day);
  if (fit.availability === "unavailable") return c.unavailable;
  return null;
}

/** The refusal in English. */
export const swapRefusal = (fit: CandidateFit, rules: FitRules, maxWeekHours: number | null, you: boolean) =>
  swapRefusalSaid(fit, rules, maxWeekHours, you)?.toString() ?? null;

// The HTTP shapes.

export const swapBookingParams = z.object({ booking_id: id("booking") });

/** POST /api/shift/employee/swap/{booking_id}: to a named colleague, or (none or null) to anyone eligible. */
export const swapOfferBody = z
  .object({
    to_employee_id: z
      .number({ error: SWAP_MESSAGES.toEmployeeId })
      .int(SWAP_MESSAGES.toEmployeeId)
      .positive(SWAP_MESSAGES.toEmployeeId)
      .max(MAX_ID, SWAP_MESSAGES.toEmployeeId)
      .nullish(),
  })
  .transform((b) => ({ to_employee_id: b.to_employee_id ?? null }));
export type SwapOfferBody = z.input<typeof swapOfferBody>;

export const swapDecisionBody = z.object({
  status: z.enum(SWAP_DECISIONS, { error: SWAP_MESSAGES.decision }),
});
export type SwapDecisionBody = z.input<typeof swapDecisionBody>;

const instant = z.string().describe("ISO-8601 UTC instant");
const person = z.object({ id: z.number(), name: z.string() });

/** One swap, about the offered booking's slot as it is now; employee ids in `offerer`, `to_employee`, `taker`. */
export const swapItem = z.object({
  id: z.number(),
  status: z.enum(SWAP_STATUSES),
  booking_id: z.number(),
  shift: z.object({ id: z.number(), name: z.string(), label_color: z.string() }),
  slot: z.object({ id: z.number(), from: instant, to: instant }),
  area_role: z.object({ id: z.number(), name: z.string() }),
  /** time_zone.abbr is the abbreviation in force when the slot starts. */
  location: z.object({ id: z.number(), name: z.string(), time_zone: timeZoneInfo }),
  offerer: person,
  /** The named colleague; null for an offer to anyone eligible. */
  to_employee: person.nullable(),
  /** Who accepted it. */
  taker: person.nullable(),
  created_at: instant,
  accepted_at: instant.nullable(),
  decided_at: instant.nullable(),
  decided_by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type SwapItem = z.infer<typeof swapItem>;

/**
 * GET /api/shift/employee/swaps. A member's three lists (swaps of shifts that have not ended): offered by me,
 * offered to me (named, or accepted by me), open to me (open offers I could take now). Owners and managers also
 * get the swaps awaiting approval and the recent ones. Each list holds at most SWAP_LIST_MAX.
 */
export const swapsPayload = z.object({
  /** The business's work rule: an accepted swap waits for a manager. */
  needs_approval: z.boolean(),
  offered_by_me: z.array(swapItem),
  offered_to_me: z.array(swapItem),
  open_to_me: z.array(swapItem),
  awaiting_approval: z.array(swapItem),
  recent: z.array(swapItem),
});
export type SwapsPayload = z.infer<typeof swapsPayload>;

/** GET /api/shift/employee/swap/{booking_id}/candidates: the colleagues who could take the shift now, by name. */
export const swapCandidate = person;
export type SwapCandidate = z.infer<typeof swapCandidate>;

/** Whether a swap may still be cancelled by its offerer (before it completes or is decided). */
export const isOpenSwap = (status: SwapStatus): boolean => (OPEN_SWAP_STATUSES as readonly string[]).includes(status);
