import type { BookingStatus } from "@brigade/contract/enums";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, instant, pk } from "./columns";
import { businessIdColumn } from "./locations";

/** One booking of a deleted shift as it stood, with its decisions, oldest first. */
export type DeletedBooking = {
  id: number;
  employee_id: number;
  employee_name: string;
  area_role_id: number;
  status: BookingStatus;
  from: string;
  to: string;
  events: {
    from_status: BookingStatus | null;
    to_status: BookingStatus;
    at: string;
    actor_user_id: number | null;
    note: string | null;
  }[];
};

/**
 * Who deleted which shift when, and the bookings it held: deleting a shift removes its bookings and their
 * history, so the record keeps them. No key to the shift or its location (both may be gone).
 */
export const shiftDeletions = pgTable(
  "shift_deletions",
  {
    id: pk(),
    businessId: businessIdColumn(),
    shiftId: integer().notNull(),
    locationId: integer().notNull(),
    shiftName: text().notNull(),
    startsAt: instant().notNull(),
    endsAt: instant().notNull(),
    deletedBy: integer().references(() => users.id, { onDelete: "set null" }),
    deletedAt: createdAt(),
    bookings: jsonb().$type<DeletedBooking[]>().notNull(),
  },
  (t) => [index().on(t.businessId, t.deletedAt)],
);
