import { z } from "zod";
import { BOOKING_STATUSES } from "./enums";
import { pageQuery } from "./pagination";

// Deleting a shift removes its bookings; the record of the delete keeps who did it, when, and which bookings
// (with their decisions) the shift held. GET /api/shift/deletions lists them, newest first.

export const deletedBookingItem = z.object({
  id: z.number(),
  employee_id: z.number(),
  employee_name: z.string(),
  area_role_id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  from: z.string().describe("ISO-8601 UTC instant"),
  to: z.string().describe("ISO-8601 UTC instant"),
  events: z.array(
    z.object({
      from_status: z.enum(BOOKING_STATUSES).nullable(),
      to_status: z.enum(BOOKING_STATUSES),
      at: z.string(),
      actor_user_id: z.number().nullable(),
      note: z.string().nullable(),
    }),
  ),
});

export const shiftDeletionItem = z.object({
  id: z.number(),
  shift_id: z.number(),
  location_id: z.number(),
  name: z.string(),
  from: z.string().describe("ISO-8601 UTC instant"),
  to: z.string().describe("ISO-8601 UTC instant"),
  /** Who deleted it; null once that user no longer exists. */
  deleted_by: z.number().nullable(),
  deleted_at: z.string().describe("ISO-8601 UTC instant"),
  bookings: z.array(deletedBookingItem),
});
export type ShiftDeletionItem = z.infer<typeof shiftDeletionItem>;

export const shiftDeletionsQuery = pageQuery.extend({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) });
