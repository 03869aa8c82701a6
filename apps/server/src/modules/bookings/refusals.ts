import type { BookingRefusal } from "@brigade/contract/bookings";
import type { AppError } from "../../lib/app-error";
import {
  CHECK_VIOLATION,
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  sqlState,
  UNIQUE_VIOLATION,
} from "../../lib/db-errors";

// The database's own guards of the bookings, for a concurrent write that slipped past the ledger's checks: the
// one map from what it refused (SQLSTATE) to the ledger's refusal, which each caller words for its reader.

const GUARDS: Record<string, BookingRefusal> = {
  // The employee already holds an overlapping position (bookings' exclusion constraint).
  [EXCLUSION_VIOLATION]: "overlaps",
  // A second open request or position of the employee in the slot (bookings_one_open_request_idx).
  [UNIQUE_VIOLATION]: "inSlot",
  // No position left (slot_positions_remaining_check).
  [CHECK_VIOLATION]: "slotFull",
  // The slot or role went away between the read and the write.
  [FOREIGN_KEY_VIOLATION]: "slotNotFound",
};

/** The ledger's refusal for a database error, or undefined when it is not one of the bookings' guards. */
export const bookingRefusalOf = (error: unknown): BookingRefusal | undefined => GUARDS[sqlState(error) ?? ""];

/** Runs a write through the ledger; a guard the database enforced becomes the caller's own error for it. */
export async function refusingBookings<T>(
  run: () => Promise<T>,
  errorOf: (refusal: BookingRefusal) => AppError | undefined,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const refusal = bookingRefusalOf(error);
    const mapped = refusal ? errorOf(refusal) : undefined;
    throw mapped ?? error;
  }
}
