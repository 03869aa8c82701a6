import type { BookingStatus } from "@brigade/contract/enums";
import type { ShiftItem } from "@brigade/contract/shifts";
import { and, eq } from "drizzle-orm";
import { bookings } from "../../../db/schema/bookings";
import { slotPositions } from "../../../db/schema/shifts";
import type { Caller, TestApp } from "../../../test/harness";
import { addEmployee } from "../../assignments/test/support";
import { book, type Place } from "../../shifts/test/support";

// Requests in a given status, written as the member's pickup and leave would leave them, and the decision call.

/** A new employee with role A holding (or asking for) slot `slot` of the shift in `status`. */
export async function requestIn(
  t: TestApp,
  place: Place,
  shift: ShiftItem,
  status: BookingStatus,
  opts: { slot?: number; employeeId?: number; name?: string; actionDetail?: string } = {},
): Promise<{ bookingId: number; employeeId: number }> {
  const employeeId =
    opts.employeeId ?? (await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA], name: opts.name })).id;
  const bookingId = await book(t, place, shift, { employeeId, status, slot: opts.slot });
  if (opts.actionDetail)
    await t.database.db.update(bookings).set({ actionDetail: opts.actionDetail }).where(eq(bookings.id, bookingId));
  return { bookingId, employeeId };
}

export const shiftAction = (caller: Caller, id: number, body: Record<string, unknown>) =>
  caller.post(`/api/shift/employee/shift-action/${id}`, body);

/** The open positions of role A in a slot, read straight from the database. */
export async function openPositions(t: TestApp, place: Place, shift: ShiftItem, slot = 0): Promise<number> {
  const slotId = shift.shift_time_slots[slot]?.id ?? 0;
  const [row] = await t.database.db
    .select({ remaining: slotPositions.remaining })
    .from(slotPositions)
    .where(and(eq(slotPositions.slotId, slotId), eq(slotPositions.areaRoleId, place.roleA)));
  if (!row) throw new Error("no such position");
  return row.remaining;
}

export async function statusOf(t: TestApp, bookingId: number): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}
