import { z } from "zod";
import { isAllowedTransition } from "./bookings";
import { BOOKING_STATUSES, type BookingStatus, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, WEEKDAYS } from "./enums";
import { changeNoteFields } from "./fair-workweek/change-note";
import { id, MAX_ID, optionalText } from "./fields";
import { choice, plural, template, term } from "./i18n/template";
import { timeZoneInfo } from "./locations";
import { MESSAGES, requiredMessage } from "./messages";
import { SORT_ORDERS } from "./rosters";

// The manager's decisions on bookings (shift-action), their record, and the requests listing.

/** What a decision can make of a booking. */
export type DecidedStatus = "Accepted" | "Rejected" | "Released" | "Leave Rejected";

/** The success message of each decision. */
export const DECIDED_MESSAGES: Record<DecidedStatus, string> = {
  Accepted: "The shift request has been accepted.",
  Rejected: "The shift request has been rejected.",
  Released: "The leave request has been approved; the position is open again.",
  "Leave Rejected": "The leave request has been rejected; the shift stays booked.",
};

/**
 * The status a manager's decision gives a booking, or null when the table of transitions (bookings.ts) refuses
 * it: on a leave request, Accepted means approve (Released) and Rejected means reject (Leave Rejected), as the
 * spec's screens send them.
 */
export function decisionTarget(current: BookingStatus, requested: BookingStatus): DecidedStatus | null {
  const leaveAnswer: Partial<Record<BookingStatus, DecidedStatus>> = {
    Accepted: "Released",
    Rejected: "Leave Rejected",
  };
  const target = current === "Apply For Leave" ? (leaveAnswer[requested] ?? requested) : requested;
  return isAllowedTransition(current, target, "decision") ? (target as DecidedStatus) : null;
}

/** Statuses the calendar panel offers Accept and Reject for (spec: not Accepted, Released or Rejected). */
export const isUndecided = (status: BookingStatus): boolean =>
  !(["Accepted", "Released", "Rejected"] as BookingStatus[]).includes(status);

/**
 * A request that has expired: a pickup request (Pending) whose slot has started. It can no longer be accepted
 * (the decision refuses it with slotStarted) and the listing flags it; derived from the clock at read time, never
 * stored. A leave request (Apply For Leave) does not expire: approving or rejecting it after the start still
 * decides whether the absence was excused and whether the hours count, and until then it holds the position.
 */
export const isExpiredRequest = (booking: { status: BookingStatus; startsAt: Date }, now: Date): boolean =>
  booking.status === "Pending" && booking.startsAt.getTime() <= now.getTime();

/** The most requests one bulk decision takes. */
export const MAX_BULK_DECISIONS = 100;

/** The clauses of a bulk decision's summary. */
const BULK_COUNTS = {
  decided: plural<[n: number]>({ one: "{0} request decided", other: "{0} requests decided" }),
  notDecided: plural<[n: number]>({ one: "{0} could not be decided", other: "{0} could not be decided" }),
};

export const DECISION_MESSAGES = {
  bookingNotFound: "Shift request not found.",
  ownRequest: "You cannot decide your own request.",
  unassigned: "The employee has been unassigned; the position is open again.",
  employeeNotActive: "This employee is no longer active; the request cannot be accepted.",
  employeeLacksRole: "This employee no longer holds this role/position; the request cannot be accepted.",
  slotStarted: "This time slot has already started; the request can no longer be accepted.",
  status: "The status must be one of Pending, Accepted, Apply For Leave, Rejected, Leave Rejected or Released.",
  mismatch: template("The {0} does not match this shift request.", (field: string) => [term(field)]),
  refused: choice(
    {
      undecided: "A request in status {0} cannot be set to {1}.",
      decided: "This request is already {0}; a decision cannot change it.",
    },
    (current: BookingStatus, _requested: BookingStatus) =>
      current === "Pending" || current === "Apply For Leave" ? "undecided" : "decided",
    (current, requested) => [term(current), term(requested)],
  ),
  listingStatus: "The status must be Accepted, Pending, Released or Apply For Leave.",
  sort: "The sort must be from, employee or shift.",
  order: "The order must be asc or desc.",
  when: "When must be upcoming or past.",
  bulk: {
    noIds: "Choose at least one request.",
    tooMany: `At most ${MAX_BULK_DECISIONS} requests can be decided at once.`,
    duplicate: "Each request can be listed only once.",
    status: "The status must be Accepted or Rejected.",
    ...BULK_COUNTS,
    /** The whole answer: "3 requests decided." or "3 requests decided; 1 could not be decided." */
    summary: choice(
      { all: "{0}.", some: "{0}; {1}." },
      (_decided: number, refused: number) => (refused === 0 ? "all" : "some"),
      (decided, refused) => [
        BULK_COUNTS.decided.said(decided),
        ...(refused === 0 ? [] : [BULK_COUNTS.notDecided.said(refused)]),
      ],
    ),
  },
} as const;

/** The body of POST /api/shift/employee/shift-action/{id}: only `status` decides; the ids, if given, must match. */
export const shiftActionBody = z.object({
  status: z.enum(BOOKING_STATUSES, {
    error: (issue) => (issue.input === undefined ? requiredMessage("status") : DECISION_MESSAGES.status),
  }),
  employee_id: id("employee").optional(),
  area_role_id: id("area role").optional(),
  shift_id: id("shift").optional(),
  slot_id: id("time slot").optional(),
  /** Recorded as the decision's note; the booking's own reason (a leave request's) is left as it is. */
  action_detail: optionalText("action detail", 500),
  ...changeNoteFields,
});
export type ShiftActionBody = z.input<typeof shiftActionBody>;

export const shiftActionResult = z.object({ id: z.number(), status: z.enum(BOOKING_STATUSES) });
export type ShiftActionResult = z.infer<typeof shiftActionResult>;

/** One decision (or the booking's creation, from_status null) in a booking's history. */
export const bookingEventItem = z.object({
  id: z.number(),
  from_status: z.enum(BOOKING_STATUSES).nullable(),
  to_status: z.enum(BOOKING_STATUSES),
  note: z.string().nullable(),
  at: z.string().describe("ISO-8601 UTC instant"),
  /** Who did it; null once that user no longer exists. */
  actor: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type BookingEventItem = z.infer<typeof bookingEventItem>;

/** The tabs of /business-owner-shift-listing, by URL hash. */
export const REQUEST_LISTING_STATUSES = ["Accepted", "Pending", "Released", "Apply For Leave"] as const;
export type RequestListingStatus = (typeof REQUEST_LISTING_STATUSES)[number];
export const REQUEST_SORTS = ["from", "employee", "shift"] as const;
export type RequestSort = (typeof REQUEST_SORTS)[number];

/** Of the listing: slots not started yet (upcoming) or started (past); left out, both. */
export const REQUEST_WHENS = ["upcoming", "past"] as const;
export type RequestWhen = (typeof REQUEST_WHENS)[number];

export const requestListingQuery = z.object({
  status: z.enum(REQUEST_LISTING_STATUSES, {
    error: (issue) => (issue.input === undefined ? requiredMessage("status") : DECISION_MESSAGES.listingStatus),
  }),
  location_id: id("location").optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  length: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(REQUEST_SORTS, { error: DECISION_MESSAGES.sort }).default("from"),
  order: z.enum(SORT_ORDERS, { error: DECISION_MESSAGES.order }).default("asc"),
  when: z.enum(REQUEST_WHENS, { error: DECISION_MESSAGES.when }).optional(),
});
export type RequestListingQuery = z.output<typeof requestListingQuery>;
export type RequestListingQueryInput = z.input<typeof requestListingQuery>;

/** One booking of the requests listing; `from`/`to` are its slot's instants. */
export const requestListingItem = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  shift_id: z.number(),
  slot_id: z.number(),
  area_role_id: z.number(),
  employee_id: z.number(),
  employee: z.object({
    id: z.number(),
    user: z.object({ name: z.string(), email: z.string(), avatar_path: z.string().nullable() }),
  }),
  shift: z.object({ id: z.number(), name: z.string() }),
  /** The weekday and the DD-MM-YYYY date on which the slot starts, in the location's time zone. */
  day: z.enum(WEEKDAYS),
  date: z.string(),
  location: z.object({ id: z.number(), name: z.string(), time_zone: timeZoneInfo }),
  area_role: z.object({ id: z.number(), name: z.string(), area: z.object({ id: z.number(), name: z.string() }) }),
  from: z.string(),
  to: z.string(),
  /** The employee's reason (a leave request's). */
  action_detail: z.string().nullable(),
  expired: z
    .boolean()
    .describe("A pickup request (Pending) whose slot has started: it can no longer be accepted. Read at request time."),
});
export type RequestListingItem = z.infer<typeof requestListingItem>;

/** A booking id in a JSON list: a number as sent, not a string turned into one (nor "x" into a missing value). */
const listedBookingId = z
  .number({ error: MESSAGES.invalidId })
  .int(MESSAGES.invalidId)
  .positive(MESSAGES.invalidId)
  .max(MAX_ID, MESSAGES.invalidId);

/** POST /api/shift/employee/shift-action/bulk: several requests, one decision (Accepted or Rejected) for each. */
export const shiftActionBulkBody = z.object({
  ids: z
    .array(listedBookingId, { error: requiredMessage("ids") })
    .min(1, DECISION_MESSAGES.bulk.noIds)
    .max(MAX_BULK_DECISIONS, DECISION_MESSAGES.bulk.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, DECISION_MESSAGES.bulk.duplicate),
  status: z.enum(["Accepted", "Rejected"], {
    error: (issue) => (issue.input === undefined ? requiredMessage("status") : DECISION_MESSAGES.bulk.status),
  }),
});
export type ShiftActionBulkBody = z.input<typeof shiftActionBulkBody>;

/** One request's outcome: its new status, or why it was left as it was (the single decision's message). */
export const shiftActionBulkItem = z.object({
  id: z.number(),
  ok: z.boolean(),
  status: z.enum(BOOKING_STATUSES).optional(),
  message: z.string().optional(),
});
export type ShiftActionBulkItem = z.infer<typeof shiftActionBulkItem>;
export const shiftActionBulkResult = z.array(shiftActionBulkItem);
