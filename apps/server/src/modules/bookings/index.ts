// The bookings module's front door: what the app and other modules may import (scripts/check-modules.mjs).

export type { ChangeMeta, ChangePreviewer, LoggedChange } from "./change-log-repository";
export { ASKED as EMPLOYEE_ASKED, loggedChangeColumns, NO_META as NO_CHANGE_META } from "./change-log-repository";
export { bookingContextOf, bookingPlaceColumns, withBookingContext } from "./context-repository";
export type { BookingItemRow } from "./items-repository";
export { selectBookingItems } from "./items-repository";
export type { Booked, BookingLedger, LedgerBooking, LedgerSlot, ShortRest } from "./ledger";
export { ledgerOn } from "./ledger-repository";
export { bookingRefusalOf, refusingBookings } from "./refusals";
export type { Assignment, WrittenWith } from "./repository";
export { holdsOverlapping } from "./repository";
