import type { MyShiftItem } from "@brigade/contract/member";
import { SWAP_MESSAGES as M, type SwapCandidate, type SwapItem } from "@brigade/contract/swaps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addTimeOff, wallClock } from "../fit/test/support";
import { addMember, eventsOf, type Member, statusOf } from "../member/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import {
  accept,
  bookingsOfSlot,
  cancel,
  decide,
  heldShift,
  offered,
  remainingOf,
  setSwapsNeedApproval,
  swapNotices,
  swapsOf,
} from "./test/support";

// A swap from offer to completion (week-building.md, "Swaps"), with and without a manager's approval: who sees
// it where, who is told, and that the positions of the slot stay exactly as they were.

let t: TestApp;
let owner: Caller;
let manager: Member;
let place: Place;
const NY = "America/New_York";

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, NY);
  manager = await addMember(t, owner, [], "manager");
});
afterAll(() => t.close());

let day = 0;
/** A dinner shift of its own day (two Line Cook positions), and the member who holds one of them. */
async function dinnerHeldBy(holder: Member) {
  const date = `2027-09-${String(++day).padStart(2, "0")}`;
  const held = await heldShift(t, owner, place, holder, wallClock(`${date}T17:00`, NY), wallClock(`${date}T23:00`, NY));
  return { ...held, date };
}

const ids = (items: SwapItem[]) => items.map((s) => s.id);
const statusesOf = async (member: Member) => {
  const res = await member.get("/api/employee/my-shifts?from=01-09-2027&to=30-09-2027");
  return (res.json().payload as MyShiftItem[]).map((b) => ({ shift: b.shift.id, status: b.status }));
};

describe("a swap with the manager's approval (the default)", () => {
  it("goes from offer to approval, each step seen and told, the positions unchanged", async () => {
    const [a, b, c] = [
      await addMember(t, owner, [place.roleA]),
      await addMember(t, owner, [place.roleA]),
      await addMember(t, owner, [place.roleA]),
    ];
    const { shift, bookingId, slotId } = await dinnerHeldBy(a);
    expect(await remainingOf(t, slotId, place.roleA)).toBe(1);

    const swap = await offered(a, bookingId, { to_employee_id: b.employeeId });
    expect(swap).toMatchObject({
      status: "Offered",
      booking_id: bookingId,
      shift: { id: shift.id },
      area_role: { id: place.roleA },
      offerer: { id: a.employeeId },
      to_employee: { id: b.employeeId },
      taker: null,
    });
    expect(swap.location.time_zone.utc[0]).toBe(NY);
    expect(await swapNotices(t, b.userId, swap.id)).toEqual([{ kind: "swap_offered", status: undefined }]);
    expect(await swapNotices(t, c.userId, swap.id)).toEqual([]);
    expect(ids((await swapsOf(a)).offered_by_me)).toContain(swap.id);
    expect(ids((await swapsOf(b)).offered_to_me)).toContain(swap.id);
    // Named to B: not open to C.
    expect(ids((await swapsOf(c)).open_to_me)).not.toContain(swap.id);

    const accepted = await accept(b, swap.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: M.acceptedAwaiting,
      payload: { status: "Accepted by colleague", taker: { id: b.employeeId } },
    });
    expect(accepted.json().payload.accepted_at).not.toBeNull();
    expect(await swapNotices(t, a.userId, swap.id)).toEqual([
      { kind: "swap_decided", status: "Accepted by colleague" },
    ]);
    // Nothing changes hands before the approval.
    expect(await statusOf(t, bookingId)).toBe("Accepted");
    expect(await remainingOf(t, slotId, place.roleA)).toBe(1);
    const queue = await swapsOf(manager);
    expect(queue.needs_approval).toBe(true);
    expect(ids(queue.awaiting_approval)).toContain(swap.id);
    expect((await swapsOf(a)).awaiting_approval).toEqual([]);

    const approved = await decide(manager, swap.id, "Approved");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: M.approved,
      payload: { status: "Approved", decided_by: { id: manager.userId } },
    });
    expect(await bookingsOfSlot(t, slotId)).toEqual([
      { id: bookingId, employeeId: a.employeeId, status: "Released" },
      { id: expect.any(Number), employeeId: b.employeeId, status: "Accepted" },
    ]);
    expect(await remainingOf(t, slotId, place.roleA)).toBe(1);
    expect(await eventsOf(t, bookingId)).toContainEqual({
      actor: manager.userId,
      from: "Accepted",
      to: "Released",
      note: M.releasedNote,
    });
    for (const party of [a, b])
      expect((await swapNotices(t, party.userId, swap.id)).at(-1)).toEqual({
        kind: "swap_decided",
        status: "Approved",
      });
    expect(await statusesOf(b)).toContainEqual({ shift: shift.id, status: "Accepted" });
    expect(await statusesOf(a)).toContainEqual({ shift: shift.id, status: "Released" });
    const after = await swapsOf(manager);
    expect(ids(after.awaiting_approval)).not.toContain(swap.id);
    expect(ids(after.recent)).toContain(swap.id);
  });

  it("denied, the offerer keeps the shift and may offer it again", async () => {
    const [a, b] = [await addMember(t, owner, [place.roleA]), await addMember(t, owner, [place.roleA])];
    const { bookingId, slotId } = await dinnerHeldBy(a);
    const swap = await offered(a, bookingId, { to_employee_id: b.employeeId });
    expect((await accept(b, swap.id)).statusCode).toBe(200);
    const denied = await decide(owner, swap.id, "Denied");
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({ message: M.denied, payload: { status: "Denied" } });
    expect(await bookingsOfSlot(t, slotId)).toEqual([{ id: bookingId, employeeId: a.employeeId, status: "Accepted" }]);
    for (const party of [a, b])
      expect((await swapNotices(t, party.userId, swap.id)).at(-1)).toEqual({ kind: "swap_decided", status: "Denied" });
    expect((await offered(a, bookingId)).status).toBe("Offered");
  });

  it("cancelled by the offerer, the named colleague is told and can no longer accept", async () => {
    const [a, b] = [await addMember(t, owner, [place.roleA]), await addMember(t, owner, [place.roleA])];
    const { bookingId } = await dinnerHeldBy(a);
    const swap = await offered(a, bookingId, { to_employee_id: b.employeeId });
    const cancelled = await cancel(a, swap.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ message: M.cancelled, payload: { status: "Cancelled" } });
    expect(await swapNotices(t, b.userId, swap.id)).toEqual([
      { kind: "swap_offered", status: undefined },
      { kind: "swap_decided", status: "Cancelled" },
    ]);
    const late = await accept(b, swap.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.onlyOffered("Cancelled"));
    expect(await statusOf(t, bookingId)).toBe("Accepted");
  });
});

describe("a swap without approval (swaps_need_approval off)", () => {
  it("is offered to everyone who could take it and completes when one of them accepts", async () => {
    const business = place.businessId;
    await setSwapsNeedApproval(t, business, false);
    try {
      const a = await addMember(t, owner, [place.roleA]);
      const [b, c] = [await addMember(t, owner, [place.roleA]), await addMember(t, owner, [place.roleA])];
      const noRole = await addMember(t, owner, [place.roleB]);
      const away = await addMember(t, owner, [place.roleA]);
      const busy = await addMember(t, owner, [place.roleA]);
      const { date, bookingId, slotId } = await dinnerHeldBy(a);
      await addTimeOff(t, business, away.employeeId, { from: date });
      // The same evening, overlapping the offered shift.
      const other = await createShift(
        owner,
        storeBody(place, { from: wallClock(`${date}T20:00`, NY), to: wallClock(`${date}T23:30`, NY) }),
      );
      await book(t, place, other, { employeeId: busy.employeeId });

      const candidates = await a.get(`/api/shift/employee/swap/${bookingId}/candidates`);
      expect(candidates.statusCode, candidates.body).toBe(200);
      const candidateIds = (candidates.json().payload as SwapCandidate[]).map((p) => p.id);
      expect(candidateIds).toEqual(expect.arrayContaining([b.employeeId, c.employeeId]));
      for (const no of [a, noRole, away, busy]) expect(candidateIds).not.toContain(no.employeeId);

      const swap = await offered(a, bookingId, { to_employee_id: null });
      expect(swap.to_employee).toBeNull();
      for (const told of [b, c]) expect(await swapNotices(t, told.userId, swap.id)).toHaveLength(1);
      for (const untold of [a, noRole, away, busy]) expect(await swapNotices(t, untold.userId, swap.id)).toEqual([]);
      expect((await swapsOf(c)).needs_approval).toBe(false);
      expect(ids((await swapsOf(c)).open_to_me)).toContain(swap.id);
      for (const not of [a, noRole, away, busy]) expect(ids((await swapsOf(not)).open_to_me)).not.toContain(swap.id);

      const done = await accept(c, swap.id);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        message: M.completed,
        payload: { status: "Approved", taker: { id: c.employeeId }, decided_by: null },
      });
      expect(await bookingsOfSlot(t, slotId)).toEqual([
        { id: bookingId, employeeId: a.employeeId, status: "Released" },
        { id: expect.any(Number), employeeId: c.employeeId, status: "Accepted" },
      ]);
      expect(await remainingOf(t, slotId, place.roleA)).toBe(1);
      for (const party of [a, c])
        expect((await swapNotices(t, party.userId, swap.id)).at(-1)).toEqual({
          kind: "swap_decided",
          status: "Approved",
        });
      // Taken: gone from the others' open offers, and nothing for a manager to decide.
      expect(ids((await swapsOf(b)).open_to_me)).not.toContain(swap.id);
      const late = await decide(manager, swap.id, "Approved");
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(M.onlyAwaiting("Approved"));
    } finally {
      await setSwapsNeedApproval(t, business, true);
    }
  });
});
