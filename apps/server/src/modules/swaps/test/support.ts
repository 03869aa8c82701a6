import type { SwapItem, SwapOfferBody, SwapsPayload } from "@brigade/contract/swaps";
import { and, asc, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { businesses } from "../../../db/schema/accounts";
import { bookings } from "../../../db/schema/bookings";
import { notifications } from "../../../db/schema/notifications";
import { shifts, slotPositions } from "../../../db/schema/shifts";
import type { Caller, TestApp } from "../../../test/harness";
import type { Member } from "../../member/test/support";
import { book, createShift, type Place, storeBody } from "../../shifts/test/support";

// The calls of the swap tests, their held shifts, and what they observe in the database: bookings, positions,
// notifications.

export const offer = (caller: Caller, bookingId: number, body: SwapOfferBody = {}) =>
  caller.post(`/api/shift/employee/swap/${bookingId}`, body);
export const accept = (caller: Caller, id: number) => caller.post(`/api/shift/employee/swaps/${id}/accept`);
export const decide = (caller: Caller, id: number, status: string) =>
  caller.post(`/api/shift/employee/swaps/${id}/decision`, { status });
export const cancel = (caller: Caller, id: number) => caller.post(`/api/shift/employee/swaps/${id}/cancel`);

/** Offers and expects 201: the new swap. */
export async function offered(caller: Caller, bookingId: number, body: SwapOfferBody = {}): Promise<SwapItem> {
  const res = await offer(caller, bookingId, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload as SwapItem;
}

export async function swapsOf(caller: Caller): Promise<SwapsPayload> {
  const res = await caller.get("/api/shift/employee/swaps");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as SwapsPayload;
}

/** Expects the status and the message of an answer. */
export function expectRefusal(
  res: { statusCode: number; json: () => { message: string } },
  status: number,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.json().message).toBe(message);
}

/**
 * A shift of the place between two instants (ISO) with two positions of its role A, one of them held by the
 * member (an Accepted booking): the shift, the booking and its slot.
 */
export async function heldShift(t: TestApp, owner: Caller, place: Place, holder: Member, from: string, to: string) {
  const shift = await createShift(
    owner,
    storeBody(place, { from, to, areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 2 }] }] }),
  );
  const bookingId = await book(t, place, shift, { employeeId: holder.employeeId });
  return { shift, bookingId, slotId: shift.shift_time_slots[0]?.id ?? 0 };
}

export async function setSwapsNeedApproval(t: TestApp, businessId: number, on: boolean): Promise<void> {
  await t.database.db.update(businesses).set({ swapsNeedApproval: on }).where(eq(businesses.id, businessId));
}

/** Makes a shift a draft, as a shift made with draft weeks on is until its week is published. */
export async function makeDraft(t: TestApp, shiftId: number): Promise<void> {
  await t.database.db.update(shifts).set({ publishedAt: null }).where(eq(shifts.id, shiftId));
}

/** The bookings of a slot as (employee, status), in the order they were made. */
export async function bookingsOfSlot(t: TestApp, slotId: number) {
  return t.database.db
    .select({ id: bookings.id, employeeId: bookings.employeeId, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.slotId, slotId))
    .orderBy(asc(bookings.id));
}

/** The open positions of a slot for a role, as stored. */
export async function remainingOf(t: TestApp, slotId: number, areaRoleId: number): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ remaining: slotPositions.remaining })
    .from(slotPositions)
    .where(and(eq(slotPositions.slotId, slotId), eq(slotPositions.areaRoleId, areaRoleId)));
  return row?.remaining;
}

/** The notifications a user was sent about a swap, as (kind, status), oldest first. */
export async function swapNotices(t: TestApp, userId: number, swapId: number) {
  const rows = await t.database.db
    .select({ kind: notifications.kind, data: notifications.data })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`(${notifications.data}->>'swap_id')::int = ${swapId}`))
    .orderBy(asc(notifications.id));
  return rows.map((r) => ({ kind: r.kind, status: (r.data as { status?: string }).status }));
}
