import type { PickupBody } from "@brigade/contract/member";
import type { ShiftItem } from "@brigade/contract/shifts";
import { eq, sql } from "drizzle-orm";
import { bookingEvents, bookings } from "../../../db/schema/bookings";
import { employeeAreaRoles } from "../../../db/schema/employees";
import { shiftSlots } from "../../../db/schema/shifts";
import { type Caller, createStaff, type TestApp } from "../../../test/harness";

// Team members who log in and act for themselves, and the calls of the member API tests.

export type Member = Caller & { employeeId: number };

/** A signed-in team member (or manager) of the owner's business with the given area roles. */
export async function addMember(
  t: TestApp,
  owner: Caller,
  areaRoleIds: number[],
  role: "team_member" | "manager" = "team_member",
): Promise<Member> {
  const member = await createStaff(t, owner, role);
  if (areaRoleIds.length) {
    const businessId = (await owner.get("/api/auth/me")).json().payload.business.id as number;
    await t.database.db
      .insert(employeeAreaRoles)
      .values(areaRoleIds.map((areaRoleId) => ({ businessId, employeeId: member.employeeId, areaRoleId })));
  }
  return member;
}

/** The pickup body for slot `slot` (index) of a shift and a role. */
export const pickupOf = (shift: ShiftItem, areaRoleId: number, slot = 0): PickupBody => {
  const slotId = shift.shift_time_slots[slot]?.id;
  if (!slotId) throw new Error("no such slot");
  return { shift_id: shift.id, slot_id: slotId, area_role_id: areaRoleId };
};

export const pickup = (caller: Caller, body: PickupBody) => caller.post("/api/shift/employee/pickup", body);
export const applyForLeave = (caller: Caller, id: number, reason?: unknown) =>
  caller.post(`/api/shift/employee/apply-for-leave/${id}`, reason === undefined ? {} : { action_detail: reason });
export const withdraw = (caller: Caller, id: number) => caller.post(`/api/shift/employee/withdraw/${id}`);

/** Makes a slot (and the bookings in it) run from an hour ago to an hour from now, as time passing would. */
export async function startSlot(t: TestApp, slotId: number): Promise<void> {
  const db = t.database.db;
  await db
    .update(shiftSlots)
    .set({ startsAt: sql`now() - interval '1 hour'`, endsAt: sql`now() + interval '1 hour'` })
    .where(eq(shiftSlots.id, slotId));
  await db
    .update(bookings)
    .set({ during: sql`tstzrange(now() - interval '1 hour', now() + interval '1 hour', '[)')` })
    .where(eq(bookings.slotId, slotId));
}

/** The recorded decisions on a booking, oldest first. */
export async function eventsOf(t: TestApp, bookingId: number) {
  return t.database.db
    .select({
      actor: bookingEvents.actorUserId,
      from: bookingEvents.fromStatus,
      to: bookingEvents.toStatus,
      note: bookingEvents.note,
    })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(bookingEvents.id);
}

/** The status of a booking as stored, or undefined once it is gone. */
export async function statusOf(t: TestApp, bookingId: number): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.status;
}
