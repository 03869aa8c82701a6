import { z } from "zod";
import { isAllowedTransition } from "./bookings";
import { BOOKING_STATUSES, type BookingStatus, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, WEEKDAYS } from "./enums";
import { id, optionalText } from "./fields";
import { choice, template, term } from "./i18n/template";
import { timeZoneInfo } from "./locations";
import { requiredMessage } from "./messages";
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

export const requestListingQuery = z.object({
  status: z.enum(REQUEST_LISTING_STATUSES, {
    error: (issue) => (issue.input === undefined ? requiredMessage("status") : DECISION_MESSAGES.listingStatus),
  }),
  location_id: id("location").optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  length: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(REQUEST_SORTS, { error: DECISION_MESSAGES.sort }).default("from"),
  order: z.enum(SORT_ORDERS, { error: DECISION_MESSAGES.order }).default("asc"),
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
});
export type RequestListingItem = z.infer<typeof requestListingItem>;
