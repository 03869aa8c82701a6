import type { BookingStatus } from "@brigade/contract/enums";
import { MEMBER_MESSAGES as M, MAX_LEAVE_REASON } from "@brigade/contract/member";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { remaining } from "../assignments/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import {
  addMember,
  applyForLeave,
  eventsOf,
  type Member,
  pickup,
  pickupOf,
  startSlot,
  statusOf,
  withdraw,
} from "./test/support";

let t: TestApp;
let owner: Caller;
let place: Place;
let member: Member;
let day = 0;

const nextShift = () => {
  day++;
  const date = `2027-04-${String(day).padStart(2, "0")}`;
  return createShift(owner, storeBody(place, { from: `${date}T15:00:00Z`, to: `${date}T21:00:00Z` }));
};

/** A booking of the member in a shift of its own, in the given status. */
const bookingIn = async (status: BookingStatus, who: Member = member) => {
  const shift = await nextShift();
  return { shift, id: await book(t, place, shift, { employeeId: who.employeeId, status }) };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
  member = await addMember(t, owner, [place.roleA]);
});
afterAll(() => t.close());

describe("POST /api/shift/employee/apply-for-leave/{id}", () => {
  it("turns the caller's Accepted booking into Apply For Leave with the reason, recorded, still holding", async () => {
    const { shift, id } = await bookingIn("Accepted");
    const res = await applyForLeave(member, id, "  Family event  ");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.leaveApplied);
    expect(res.json().payload).toMatchObject({ id, status: "Apply For Leave", action_detail: "Family event" });
    expect(await eventsOf(t, id)).toEqual([
      { actor: member.userId, from: "Accepted", to: "Apply For Leave", note: "Family event" },
    ]);
    // The position stays held until a manager releases it.
    expect(await remaining(owner, shift, place.roleA)).toBe(1);
  });

  it("answers 422 without a reason, with a blank one, and with one too long", async () => {
    const { id } = await bookingIn("Accepted");
    for (const reason of [undefined, "", "   ", null]) {
      const res = await applyForLeave(member, id, reason);
      expect(res.statusCode, String(reason)).toBe(422);
      expect(res.json().errors.action_detail).toEqual([M.reasonRequired]);
    }
    const long = await applyForLeave(member, id, "x".repeat(MAX_LEAVE_REASON + 1));
    expect(long.statusCode).toBe(422);
    expect(await statusOf(t, id)).toBe("Accepted");
  });

  it("answers 409 from every other status", async () => {
    for (const status of ["Pending", "Apply For Leave", "Rejected", "Leave Rejected", "Released"] as const) {
      const { id } = await bookingIn(status);
      const res = await applyForLeave(member, id, "Sick");
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(M.leaveOnlyAccepted);
      expect(await statusOf(t, id)).toBe(status);
    }
  });

  it("answers 409 once the shift has started", async () => {
    const { shift, id } = await bookingIn("Accepted");
    await startSlot(t, shift.shift_time_slots[0]?.id ?? 0);
    const res = await applyForLeave(member, id, "Sick");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.leaveStarted);
    expect(await statusOf(t, id)).toBe("Accepted");
  });

  it("answers 404 for another member's booking and for a missing one", async () => {
    const other = await addMember(t, owner, [place.roleA]);
    const { id } = await bookingIn("Accepted", other);
    for (const bookingId of [id, 999_999]) {
      const res = await applyForLeave(member, bookingId, "Sick");
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.bookingNotFound);
    }
    expect(await statusOf(t, id)).toBe("Accepted");
  });

  it("answers 404 to an owner without an employee record, even for a booking of the business", async () => {
    const { id } = await bookingIn("Accepted");
    const res = await applyForLeave(owner, id, "Sick");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.noEmployeeRecord);
  });
});

describe("POST /api/shift/employee/withdraw/{id}", () => {
  it("deletes the caller's Pending pickup, so the slot is open to them again", async () => {
    const shift = await nextShift();
    const asked = await pickup(member, pickupOf(shift, place.roleA));
    const id = asked.json().payload.id as number;
    const res = await withdraw(member, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.withdrawn, payload: { id } });
    expect(await statusOf(t, id)).toBeUndefined();
    expect(await eventsOf(t, id)).toEqual([]);
    expect((await pickup(member, pickupOf(shift, place.roleA))).statusCode).toBe(201);
  });

  it("answers 409 once the request is no longer Pending", async () => {
    for (const status of ["Accepted", "Rejected", "Apply For Leave", "Released", "Leave Rejected"] as const) {
      const { id } = await bookingIn(status);
      const res = await withdraw(member, id);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(M.withdrawOnlyPending);
      expect(await statusOf(t, id)).toBe(status);
    }
  });

  it("answers 404 for another member's request", async () => {
    const other = await addMember(t, owner, [place.roleA]);
    const { id } = await bookingIn("Pending", other);
    const res = await withdraw(member, id);
    expect(res.statusCode).toBe(404);
    expect(await statusOf(t, id)).toBe("Pending");
  });
});
