import { SWAP_MESSAGES as M } from "@brigade/contract/swaps";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { swaps } from "../../db/schema/publishing";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { addMember, type Member } from "../member/test/support";
import { createPlace, type Place } from "../shifts/test/support";
import { bookingsOfSlot, heldShift, offered, remainingOf, setSwapsNeedApproval } from "./test/support";

// Swaps decided at the same moment, over real HTTP against a listening server (parallel transactions on
// PostgreSQL; PGlite serialises them): the swap row is locked by each step, so exactly one wins and the slot's
// positions are the same before and after.

let t: TestApp;
let owner: Caller;
let place: Place;
let post: Awaited<ReturnType<typeof listenForHttp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
  post = await listenForHttp(t.app);
});
afterAll(() => t.close());

let day = 0;
async function heldBy(holder: Member) {
  const date = `2027-12-${String(++day).padStart(2, "0")}`;
  return heldShift(t, owner, place, holder, `${date}T15:00:00Z`, `${date}T21:00:00Z`);
}
const statusOfSwap = async (id: number) =>
  (await t.database.db.select({ status: swaps.status }).from(swaps).where(eq(swaps.id, id)))[0]?.status;

describe("colleagues accepting one open offer at once", () => {
  for (const approval of [false, true]) {
    it(`let exactly one of them take it (${approval ? "with" : "without"} approval)`, async () => {
      await setSwapsNeedApproval(t, place.businessId, approval);
      try {
        const offerer = await addMember(t, owner, [place.roleA]);
        const takers: Member[] = [];
        for (let i = 0; i < 6; i++) takers.push(await addMember(t, owner, [place.roleA]));
        const { bookingId, slotId } = await heldBy(offerer);
        const swap = await offered(offerer, bookingId);

        const answers = await Promise.all(
          takers.map((m) => post(`/api/shift/employee/swaps/${swap.id}/accept`, m.token, {})),
        );
        const won = answers.filter((a) => a.status === 200);
        expect(won).toHaveLength(1);
        const lostWith = approval ? "Accepted by colleague" : "Approved";
        for (const lost of answers.filter((a) => a.status !== 200)) {
          expect(lost.status).toBe(409);
          expect(lost.body.message).toBe(M.onlyOffered(lostWith));
        }
        expect(await statusOfSwap(swap.id)).toBe(lostWith);
        const rows = await bookingsOfSlot(t, slotId);
        if (approval) expect(rows).toEqual([{ id: bookingId, employeeId: offerer.employeeId, status: "Accepted" }]);
        else {
          expect(rows.map((r) => r.status)).toEqual(["Released", "Accepted"]);
          expect(takers.map((m) => m.employeeId)).toContain(rows[1]?.employeeId);
        }
        expect(await remainingOf(t, slotId, place.roleA)).toBe(1);
      } finally {
        await setSwapsNeedApproval(t, place.businessId, true);
      }
    });
  }
});

describe("managers deciding one swap at once", () => {
  it("apply exactly one decision, and an approval hands the shift over once", async () => {
    const [offerer, taker] = [await addMember(t, owner, [place.roleA]), await addMember(t, owner, [place.roleA])];
    const managers: Member[] = [];
    for (let i = 0; i < 4; i++) managers.push(await addMember(t, owner, [], "manager"));
    const { bookingId, slotId } = await heldBy(offerer);
    const swap = await offered(offerer, bookingId, { to_employee_id: taker.employeeId });
    expect((await post(`/api/shift/employee/swaps/${swap.id}/accept`, taker.token, {})).status).toBe(200);

    const answers = await Promise.all(
      managers.map((m, i) =>
        post(`/api/shift/employee/swaps/${swap.id}/decision`, m.token, { status: i % 2 ? "Denied" : "Approved" }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const final = await statusOfSwap(swap.id);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.message).toBe(M.onlyAwaiting(final ?? "Offered"));
    }
    const rows = await bookingsOfSlot(t, slotId);
    expect(rows.map((r) => [r.employeeId, r.status])).toEqual(
      final === "Approved"
        ? [
            [offerer.employeeId, "Released"],
            [taker.employeeId, "Accepted"],
          ]
        : [[offerer.employeeId, "Accepted"]],
    );
    expect(await remainingOf(t, slotId, place.roleA)).toBe(1);
  });
});
