// The bookings module's front door: what the app and other modules may import (scripts/check-modules.mjs).
export type { Booked, BookingLedger, LedgerBooking, LedgerSlot } from "./ledger";
export { ledgerOn } from "./ledger-repository";
export { bookingRefusalOf, refusingBookings } from "./refusals";
export type { Assignment } from "./repository";
export { holdsOverlapping } from "./repository";
