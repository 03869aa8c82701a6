import { MEMBER_MESSAGES as M, type PickupBody } from "@brigade/contract/member";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { slotPositions } from "../../db/schema/shifts";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addMember, type Member, pickupOf } from "./test/support";

// Members asking for one position at the same moment, over real HTTP against a listening server. On
// PostgreSQL the requests run in parallel transactions; on PGlite they serialise. A pickup takes no
// position, so every member gets their own Pending request; one member asking many times gets one.

const MEMBERS = 10;

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

const send = (member: Member, body: PickupBody) => post("/api/shift/employee/pickup", member.token, body);

describe("concurrent pickups of one position", () => {
  it(`give each of ${MEMBERS} members one Pending request and take no position`, async () => {
    const shift = await createShift(
      owner,
      storeBody(place, {
        from: "2027-06-07T15:00:00Z",
        to: "2027-06-07T21:00:00Z",
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 1 }] }],
      }),
    );
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await addMember(t, owner, [place.roleA]));

    const answers = await Promise.all(members.map((m) => send(m, pickupOf(shift, place.roleA))));
    expect(answers.map((a) => a.status)).toEqual(members.map(() => 201));

    const slotId = shift.shift_time_slots[0]?.id ?? 0;
    const requests = await t.database.db.select().from(bookings).where(eq(bookings.slotId, slotId));
    expect(requests.map((r) => r.status)).toEqual(members.map(() => "Pending"));
    expect(new Set(requests.map((r) => r.employeeId)).size).toBe(MEMBERS);
    const [position] = await t.database.db.select().from(slotPositions).where(eq(slotPositions.slotId, slotId));
    expect(position?.remaining).toBe(1);
  });

  it("give one member asking many times at once exactly one request, the rest a 409", async () => {
    const shift = await createShift(
      owner,
      storeBody(place, { from: "2027-06-08T15:00:00Z", to: "2027-06-08T21:00:00Z" }),
    );
    const member = await addMember(t, owner, [place.roleA]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(member, pickupOf(shift, place.roleA))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(refused.body.message).toBe(M.alreadyRequested);
    const slotId = shift.shift_time_slots[0]?.id ?? 0;
    expect(await t.database.db.select().from(bookings).where(eq(bookings.slotId, slotId))).toHaveLength(1);
  });
});
