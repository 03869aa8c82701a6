import { SWAP_MESSAGES as M } from "@brigade/contract/swaps";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addMember, type Member } from "../member/test/support";
import { book, createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { accept, cancel, decide, expectRefusal, offer, offered, swapsOf } from "./test/support";

// Another business's bookings, swaps and employees are 404 to everyone of this one, and never listed.

let t: TestApp;
let ownerA: Caller;
let ownerB: Caller;
let placeA: Place;
let placeB: Place;
let a: Member;
let colleagueA: Member;
let managerB: Member;
let memberB: Member;
let bookingA: number;
let bookingB: number;

beforeAll(async () => {
  t = await createTestApp();
  ownerA = await registerOwner(t.app, "Business A");
  ownerB = await registerOwner(t.app, "Business B");
  placeA = await createPlace(t, ownerA);
  placeB = await createPlace(t, ownerB);
  a = await addMember(t, ownerA, [placeA.roleA]);
  colleagueA = await addMember(t, ownerA, [placeA.roleA]);
  memberB = await addMember(t, ownerB, [placeB.roleA]);
  managerB = await addMember(t, ownerB, [placeB.roleA], "manager");
  bookingA = await book(t, placeA, await createShift(ownerA, storeBody(placeA)), { employeeId: a.employeeId });
  bookingB = await book(t, placeB, await createShift(ownerB, storeBody(placeB)), { employeeId: memberB.employeeId });
});
afterAll(() => t.close());

describe("swaps across businesses", () => {
  it("answers 404 for another business's booking, swap and colleague, and lists none of them", async () => {
    const swap = await offered(a, bookingA);
    expectRefusal(await offer(memberB, bookingA), 404, M.bookingNotFound);
    expectRefusal(await memberB.get(`/api/shift/employee/swap/${bookingA}/candidates`), 404, M.bookingNotFound);
    expectRefusal(await offer(memberB, bookingB, { to_employee_id: colleagueA.employeeId }), 404, M.colleagueNotFound);
    expectRefusal(await accept(memberB, swap.id), 404, M.notFound);
    expectRefusal(await cancel(memberB, swap.id), 404, M.notFound);
    for (const decider of [managerB, ownerB])
      expectRefusal(await decide(decider, swap.id, "Approved"), 404, M.notFound);
    const seen = [await swapsOf(memberB), await swapsOf(managerB), await swapsOf(ownerB)];
    for (const lists of seen)
      for (const list of [
        lists.offered_by_me,
        lists.offered_to_me,
        lists.open_to_me,
        lists.awaiting_approval,
        lists.recent,
      ])
        expect(list.map((s) => s.id)).not.toContain(swap.id);
    // Business A's colleague sees it, untouched.
    expect((await swapsOf(colleagueA)).open_to_me.map((s) => s.id)).toContain(swap.id);
    const candidates = await a.get(`/api/shift/employee/swap/${bookingA}/candidates`);
    expect(candidates.json().payload).toEqual([{ id: colleagueA.employeeId, name: expect.any(String) }]);
  });
});
