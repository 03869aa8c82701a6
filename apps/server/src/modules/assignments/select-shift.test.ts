import { ASSIGN_MESSAGES as M } from "@brigade/contract/assignments";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import { type ShiftItem, shiftBookingItem } from "@brigade/contract/shifts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents } from "../../db/schema/bookings";
import { createAreaRole } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addEmployee, assignment, remaining, selectShift } from "./test/support";

let t: TestApp;
let owner: Caller;
let manager: Caller;
let place: Place;
let shiftSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  manager = await createStaff(t, owner, "manager");
  place = await createPlace(t, owner);
});
afterAll(() => t.close());

/** A shift of its own day (so tests do not overlap each other): role A x2, role B x1, `chunk` slots. */
async function freshShift(chunk = 1): Promise<ShiftItem> {
  const day = new Date(Date.UTC(2027, 2, 1 + ++shiftSeq));
  const from = new Date(day.getTime() + 15 * 3_600_000).toISOString();
  const to = new Date(day.getTime() + 21 * 3_600_000).toISOString();
  return createShift(owner, storeBody(place, { from, to, chunk }));
}

const cook = (opts: { areaRoleIds?: number[]; status?: "inactive" | "waiting_for_approval" } = {}) =>
  addEmployee(t, place.businessId, { areaRoleIds: opts.areaRoleIds ?? [place.roleA, place.roleB], ...opts });

describe("POST /api/shift/employee/select-shift", () => {
  it("creates an Accepted booking, answers the spec's message and the booking, and records who decided", async () => {
    const shift = await freshShift(2);
    const person = await cook();
    const res = await manager.post("/api/shift/employee/select-shift", {
      ...assignment(shift, person.id, place.roleA, 1),
      status: "Accepted",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Shift Assigned Successfully");
    const booking = shiftBookingItem.parse(res.json().payload);
    const slot = shift.shift_time_slots[1];
    expect(booking).toMatchObject({
      status: "Accepted",
      employee_id: person.id,
      shift_id: shift.id,
      slot_id: slot?.id,
      area_role_id: place.roleA,
      action_detail: null,
      from: slot?.from,
      to: slot?.to,
      employee: { id: person.id, user: { name: person.name, email: person.email, avatar_path: null } },
      area_role: { id: place.roleA },
    });
    const events = await t.database.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events).toMatchObject([{ actorUserId: manager.userId, fromStatus: null, toStatus: "Accepted" }]);
    expect(events[0]?.at).toBeInstanceOf(Date);
    // The shift shows the booking in its timeline.
    const list = await owner.get(`/api/shift/index?pagination=0&employee_id=${person.id}`);
    const shown = (list.json().payload.paginated as ShiftItem[]).find((s) => s.id === shift.id);
    expect(shown?.shift_timeline.map((b) => b.id)).toEqual([booking.id]);
  });

  it("takes one position: remaining drops in the time-slot list and in the shift index, until the slot is full", async () => {
    const shift = await freshShift();
    const [first, second, third] = [await cook(), await cook(), await cook()];
    if (!first || !second || !third) throw new Error("cooks");
    expect(await remaining(owner, shift, place.roleA)).toBe(2);
    expect((await selectShift(owner, assignment(shift, first.id, place.roleA))).statusCode).toBe(200);
    expect(await remaining(owner, shift, place.roleA)).toBe(1);
    expect((await selectShift(owner, assignment(shift, second.id, place.roleA))).statusCode).toBe(200);
    expect(await remaining(owner, shift, place.roleA)).toBe(0);

    const full = await selectShift(owner, assignment(shift, third.id, place.roleA));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(M.slotFull);
    expect(full.json().message).toMatch(/full/);
    // Role B of the same slot is a separate position list.
    expect((await selectShift(owner, assignment(shift, third.id, place.roleB))).statusCode).toBe(200);

    const index = await owner.get(`/api/shift/index?pagination=0&name=Dinner&location_id=${place.locationId}`);
    const shown = (index.json().payload.paginated as ShiftItem[]).find((s) => s.id === shift.id);
    expect(shown?.shift_time_slots[0]?.remaining_slots).toBe(0);
    expect(shown?.shift_time_slots[0]?.area_roles).toEqual([
      { area_role_id: place.roleA, capacity: 2, remaining_slots: 0 },
      { area_role_id: place.roleB, capacity: 1, remaining_slots: 0 },
    ]);
    const empty = await owner.get(
      `/api/shift-time-slots/area-role?shift_id=${shift.id}&area_role_id=${place.roleA}&empty_slot=true`,
    );
    expect(empty.json().payload).toEqual([]);
  });

  it("refuses with 409 an employee who already holds an overlapping position, and changes nothing", async () => {
    const shift = await freshShift();
    const person = await cook();
    expect((await selectShift(owner, assignment(shift, person.id, place.roleA))).statusCode).toBe(200);
    // Another shift an hour later, still overlapping.
    const from = new Date(Date.parse(shift.from) + 3_600_000).toISOString();
    const to = new Date(Date.parse(shift.to) + 3_600_000).toISOString();
    const later = await createShift(owner, storeBody(place, { name: "Late", from, to }));
    const res = await selectShift(owner, assignment(later, person.id, place.roleA));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.overlaps);
    expect(await remaining(owner, later, place.roleA)).toBe(2);
    // Back to back is not an overlap.
    const next = await createShift(owner, storeBody(place, { name: "Next", from: shift.to, to }));
    expect((await selectShift(owner, assignment(next, person.id, place.roleA))).statusCode).toBe(200);
  });

  it("refuses with 409 an employee who already has a request or a position in that slot", async () => {
    const shift = await freshShift();
    const asker = await cook();
    await book(t, place, shift, { employeeId: asker.id, status: "Pending" });
    const pending = await selectShift(owner, assignment(shift, asker.id, place.roleA));
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(M.alreadyInSlot);

    const holder = await cook();
    expect((await selectShift(owner, assignment(shift, holder.id, place.roleA))).statusCode).toBe(200);
    const again = await selectShift(owner, assignment(shift, holder.id, place.roleB));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyInSlot);
    expect(await remaining(owner, shift, place.roleA)).toBe(1);
    expect(await remaining(owner, shift, place.roleB)).toBe(1);
  });

  it("answers 422 for an employee who is not active or lacks the role", async () => {
    const shift = await freshShift();
    for (const status of ["inactive", "waiting_for_approval"] as const) {
      const person = await cook({ status });
      const res = await selectShift(owner, assignment(shift, person.id, place.roleA));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: M.employeeNotActive, errors: { employee_id: [M.employeeNotActive] } });
    }
    const roleless = await cook({ areaRoleIds: [place.roleB] });
    const res = await selectShift(owner, assignment(shift, roleless.id, place.roleA));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: M.employeeLacksRole, errors: { employee_id: [M.employeeLacksRole] } });
    expect(await remaining(owner, shift, place.roleA)).toBe(2);
  });

  it("answers 422 for a status other than Accepted and for missing or malformed ids", async () => {
    const shift = await freshShift();
    const person = await cook();
    const pending = await selectShift(owner, {
      ...assignment(shift, person.id, place.roleA),
      status: "Pending" as never,
    });
    expect(pending.statusCode).toBe(422);
    expect(pending.json().errors.status).toEqual([M.statusAccepted]);
    const missing = await owner.post("/api/shift/employee/select-shift", { shift_id: shift.id });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["area_role_id", "employee_id", "slot_id"]);
    const bad = await selectShift(owner, { ...assignment(shift, person.id, place.roleA), slot_id: "x" as never });
    expect(bad.statusCode).toBe(422);
    expect(await remaining(owner, shift, place.roleA)).toBe(2);
  });

  it("answers 404 for a shift, slot, role or employee that is not there or not of that shift", async () => {
    const shift = await freshShift();
    const other = await freshShift();
    const person = await cook();
    const base = assignment(shift, person.id, place.roleA);
    const elsewhere = await createAreaRole(t, place.businessId, { name: "Sommelier" });
    const cases: [Partial<typeof base>, string][] = [
      [{ shift_id: 999_999 }, SHIFT_MESSAGES.notFound],
      [{ slot_id: 999_999 }, M.slotNotFound],
      [{ slot_id: other.shift_time_slots[0]?.id }, M.slotNotFound],
      [{ area_role_id: elsewhere.id }, M.roleNotOnShift],
      [{ employee_id: 999_999 }, M.employeeNotFound],
    ];
    for (const [patch, message] of cases) {
      const res = await selectShift(owner, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(404);
      expect(res.json().message).toBe(message);
    }
  });

  it("is for owners and managers: 403 for a team member, 401 without a session", async () => {
    const shift = await freshShift();
    const person = await cook();
    const member = await createStaff(t, owner, "team_member");
    const res = await selectShift(member, assignment(shift, person.id, place.roleA));
    expect(res.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/shift/employee/select-shift",
      payload: assignment(shift, person.id, place.roleA),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
    expect(await remaining(owner, shift, place.roleA)).toBe(2);
  });

  it("keeps another business's records out of reach: each id of theirs is a 404 and nothing is booked", async () => {
    const shift = await freshShift();
    const person = await cook();
    const stranger = await registerOwner(t.app, "Elsewhere");
    const theirPlace = await createPlace(t, stranger);
    const theirShift = await createShift(
      stranger,
      storeBody(theirPlace, { from: "2027-06-01T15:00:00Z", to: "2027-06-01T20:00:00Z" }),
    );
    const theirCook = await addEmployee(t, theirPlace.businessId, { areaRoleIds: [theirPlace.roleA] });
    const ours = assignment(shift, person.id, place.roleA);
    for (const patch of [
      { shift_id: theirShift.id },
      { slot_id: theirShift.shift_time_slots[0]?.id },
      { area_role_id: theirPlace.roleA },
      { employee_id: theirCook.id },
    ]) {
      const res = await selectShift(owner, { ...ours, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(404);
    }
    // Nor can they assign our employee into our shift.
    expect((await selectShift(stranger, ours)).statusCode).toBe(404);
    expect(await remaining(owner, shift, place.roleA)).toBe(2);
    expect(await remaining(stranger, theirShift, theirPlace.roleA)).toBe(2);
  });
});
