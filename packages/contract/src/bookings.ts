import { type BookingStatus, HOLDING_STATUSES } from "./enums";

// A booking's life (spec section 4): the one table of the status changes a booking may make, and who makes
// each. The server's bookings ledger refuses any other; the decisions endpoint reads what a manager may do here.

/** Who changes a booking's status. */
export type BookingChangeBy =
  /** A manager's decision on shift-action: a pickup request accepted or rejected, a leave decided, an unassign. */
  | "decision"
  /** The team member who holds the position asks to leave it. */
  | "member"
  /** Approved time off, an undone auto-fill or a completed swap releases what the employee holds. */
  | "release";

export type BookingTransition = { from: BookingStatus; to: BookingStatus; by: BookingChangeBy };

/** Every status change a booking may make. A new booking starts Pending (a pickup) or Accepted (an assignment). */
export const BOOKING_TRANSITIONS: readonly BookingTransition[] = [
  { from: "Pending", to: "Accepted", by: "decision" },
  { from: "Pending", to: "Rejected", by: "decision" },
  { from: "Accepted", to: "Released", by: "decision" },
  { from: "Apply For Leave", to: "Released", by: "decision" },
  { from: "Apply For Leave", to: "Leave Rejected", by: "decision" },
  { from: "Accepted", to: "Apply For Leave", by: "member" },
  { from: "Accepted", to: "Released", by: "release" },
  { from: "Apply For Leave", to: "Released", by: "release" },
  { from: "Leave Rejected", to: "Released", by: "release" },
];

/** Whether `by` may move a booking from `from` to `to`. */
export const isAllowedTransition = (from: BookingStatus, to: BookingStatus, by: BookingChangeBy): boolean =>
  BOOKING_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);

/** Whether a booking in the status holds its position (counts against remaining, may not overlap another). */
export const holdsPosition = (status: BookingStatus): boolean => HOLDING_STATUSES.includes(status);

/**
 * Why the ledger did not book or move a booking: a hard rule, checked under the employee's lock, or the
 * database's own guard (exclusion constraint, unique index, check constraint) for a race that slipped past it.
 */
export type BookingRefusal =
  | "shiftNotFound"
  | "slotNotFound"
  | "roleNotOnShift"
  | "employeeNotFound"
  | "employeeNotActive"
  | "lacksRole"
  | "started"
  | "timeOff"
  | "inSlot"
  | "overlaps"
  | "slotFull"
  /** Under a rule pack, a short rest between shifts the employee has not agreed to (fair-workweek.md). */
  | "restConsent";
