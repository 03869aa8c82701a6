import { MESSAGES } from "@brigade/contract/messages";
import { SWAP_MESSAGES as M } from "@brigade/contract/swaps";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addTimeOff, setOwnMax, wallClock } from "../fit/test/support";
import { addMember, applyForLeave, type Member, statusOf } from "../member/test/support";
import { createPlace, type Place } from "../shifts/test/support";
import {
  accept,
  bookingsOfSlot,
  cancel,
  decide,
  expectRefusal,
  heldShift,
  offered,
  setSwapsNeedApproval,
  swapsOf,
} from "./test/support";

// Every refusal of accept, decision and cancel (week-building.md, "Swaps"): who may take each step, from which
// status, and what happens when the offered booking or the taker changed in between.

let t: TestApp;
let owner: Caller;
let manager: Member;
let place: Place;
const NY = "America/New_York";

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner, NY);
  manager = await addMember(t, owner, [place.roleA], "manager");
});
afterAll(() => t.close());

let day = 0;
const cook = () => addMember(t, owner, [place.roleA]);
/** A NY shift of its own day in November 2027, held by the member: its booking, slot and local date. */
async function held(holder: Member) {
  const date = `2027-11-${String(++day).padStart(2, "0")}`;
  const { bookingId, slotId } = await heldShift(
    t,
    owner,
    place,
    holder,
    wallClock(`${date}T10:00`, NY),
    wallClock(`${date}T16:00`, NY),
  );
  return { bookingId, slotId, date };
}
/** A swap of a fresh shift of `a`, named to `b` (or open), accepted by `b` when asked. */
async function swapOf(a: Member, b: Member | null, accepted = false) {
  const h = await held(a);
  const swap = await offered(a, h.bookingId, { to_employee_id: b?.employeeId ?? null });
  if (accepted && b) expect((await accept(b, swap.id)).statusCode).toBe(200);
  return { ...h, swap };
}

describe("POST /api/shift/employee/swaps/{id}/accept", () => {
  it("is only for the named colleague, never the offerer; 404 for none", async () => {
    const [a, b, c] = [await cook(), await cook(), await cook()];
    const { swap } = await swapOf(a, b);
    expectRefusal(await accept(c, swap.id), 403, M.notForYou);
    expectRefusal(await accept(a, swap.id), 403, M.ownOffer);
    expectRefusal(await accept(owner, swap.id), 403, M.notForYou);
    expectRefusal(await accept(b, 2_147_483_647), 404, M.notFound);
    expectRefusal(await b.post("/api/shift/employee/swaps/abc/accept"), 422, "The id field is required.");
    expect(
      (await t.app.inject({ method: "POST", url: `/api/shift/employee/swaps/${swap.id}/accept` })).statusCode,
    ).toBe(401);
  });

  it("re-checks the taker of an open offer at that moment, with the caller's own sentences", async () => {
    const a = await cook();
    const { swap, date } = await swapOf(a, null);
    const server = await addMember(t, owner, [place.roleB]);
    expectRefusal(await accept(server, swap.id), 409, M.you.lacksRole);
    const away = await cook();
    await addTimeOff(t, place.businessId, away.employeeId, { from: date });
    expectRefusal(await accept(away, swap.id), 409, TIME_OFF_MESSAGES.hasTimeOff);
    const parttime = await cook();
    await setOwnMax(t, parttime.employeeId, 4);
    expectRefusal(
      await accept(parttime, swap.id),
      409,
      "This shift would take you over your maximum of 4 hours this week.",
    );
    // Nothing changed hands, and the offer is still open to someone who fits.
    const fits = await cook();
    expect((await accept(fits, swap.id)).json().payload.status).toBe("Accepted by colleague");
  });

  it("is refused once accepted, decided or cancelled", async () => {
    const [a, b] = [await cook(), await cook()];
    const { swap } = await swapOf(a, b, true);
    expectRefusal(await accept(b, swap.id), 409, M.onlyOffered("Accepted by colleague"));
    expect((await decide(manager, swap.id, "Denied")).statusCode).toBe(200);
    expectRefusal(await accept(b, swap.id), 409, M.onlyOffered("Denied"));
  });

  it("cancels the swap when the offerer no longer holds the booking as Accepted (a leave request)", async () => {
    const [a, b] = [await cook(), await cook()];
    const { swap, bookingId, slotId } = await swapOf(a, b);
    expect((await applyForLeave(a, bookingId, "Sick")).statusCode).toBe(200);
    expectRefusal(await accept(b, swap.id), 409, M.bookingChanged);
    expect((await swapsOf(a)).offered_by_me.find((s) => s.id === swap.id)?.status).toBe("Cancelled");
    expect(await bookingsOfSlot(t, slotId)).toEqual([
      { id: bookingId, employeeId: a.employeeId, status: "Apply For Leave" },
    ]);
  });
});

describe("POST /api/shift/employee/swaps/{id}/decision", () => {
  it("is for owners and managers who are neither party", async () => {
    const [a, b] = [await cook(), await cook()];
    const { swap } = await swapOf(a, b, true);
    expectRefusal(await decide(b, swap.id, "Approved"), 403, MESSAGES.forbidden);
    const { swap: own } = await swapOf(manager, b, true);
    expectRefusal(await decide(manager, own.id, "Approved"), 403, M.ownSwap);
    const { swap: toManager } = await swapOf(a, manager, true);
    expectRefusal(await decide(manager, toManager.id, "Denied"), 403, M.ownSwap);
    // The owner, no party to them, decides both.
    expect((await decide(owner, own.id, "Approved")).json().payload.status).toBe("Approved");
    expect((await decide(owner, toManager.id, "Denied")).json().payload.status).toBe("Denied");
  });

  it("decides only a swap accepted by a colleague, and checks its status field", async () => {
    const [a, b] = [await cook(), await cook()];
    const { swap } = await swapOf(a, b);
    expectRefusal(await decide(manager, swap.id, "Approved"), 409, M.onlyAwaiting("Offered"));
    expect((await accept(b, swap.id)).statusCode).toBe(200);
    for (const wrong of ["Maybe", "Cancelled", undefined])
      expectRefusal(await decide(manager, swap.id, wrong as string), 422, M.decision);
    expect((await decide(manager, swap.id, "Approved")).statusCode).toBe(200);
    expectRefusal(await decide(manager, swap.id, "Denied"), 409, M.onlyAwaiting("Approved"));
    expectRefusal(await decide(manager, 2_147_483_647, "Denied"), 404, M.notFound);
  });

  it("has nothing to decide with swaps_need_approval off: accepting completed it", async () => {
    await setSwapsNeedApproval(t, place.businessId, false);
    try {
      const [a, b] = [await cook(), await cook()];
      const { swap } = await swapOf(a, b, true);
      expectRefusal(await decide(manager, swap.id, "Approved"), 409, M.onlyAwaiting("Approved"));
    } finally {
      await setSwapsNeedApproval(t, place.businessId, true);
    }
  });

  it("refuses when the taker no longer fits, the swap still awaiting; a denial still goes through", async () => {
    const [a, b] = [await cook(), await cook()];
    const { swap, date, bookingId } = await swapOf(a, b, true);
    await addTimeOff(t, place.businessId, b.employeeId, { from: date });
    expectRefusal(await decide(manager, swap.id, "Approved"), 409, TIME_OFF_MESSAGES.hasTimeOff);
    expect((await swapsOf(manager)).awaiting_approval.map((s) => s.id)).toContain(swap.id);
    expect((await decide(manager, swap.id, "Denied")).json().payload.status).toBe("Denied");
    expect(await statusOf(t, bookingId)).toBe("Accepted");
  });

  it("cancels the swap when the offered booking changed since it was accepted", async () => {
    const [a, b] = [await cook(), await cook()];
    const { swap, bookingId } = await swapOf(a, b, true);
    expect((await applyForLeave(a, bookingId, "Moving house")).statusCode).toBe(200);
    expectRefusal(await decide(manager, swap.id, "Approved"), 409, M.bookingChanged);
    expectRefusal(await decide(manager, swap.id, "Approved"), 409, M.onlyAwaiting("Cancelled"));
  });
});

describe("POST /api/shift/employee/swaps/{id}/cancel", () => {
  it("is only for the offerer, while the swap is open", async () => {
    const [a, b] = [await cook(), await cook()];
    const { swap } = await swapOf(a, b, true);
    for (const other of [b, manager, owner]) expectRefusal(await cancel(other, swap.id), 403, M.cancelOnlyOwn);
    expect((await cancel(a, swap.id)).json().payload.status).toBe("Cancelled");
    expectRefusal(await cancel(a, swap.id), 409, M.cancelOnlyOpen("Cancelled"));
    const { swap: approved } = await swapOf(a, b, true);
    expect((await decide(manager, approved.id, "Approved")).statusCode).toBe(200);
    expectRefusal(await cancel(a, approved.id), 409, M.cancelOnlyOpen("Approved"));
    expectRefusal(await cancel(a, 2_147_483_647), 404, M.notFound);
  });
});
