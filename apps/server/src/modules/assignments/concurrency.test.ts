import { ASSIGN_MESSAGES as M } from "@brigade/contract/assignments";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { slotPositions } from "../../db/schema/shifts";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace, createShift, type Place, storeBody } from "../shifts/test/support";
import { addEmployee, assignment } from "./test/support";

// Many managers assigning into one slot at the same moment, over real HTTP against a listening server.
// On PostgreSQL the requests run in parallel transactions on the pool's connections; on PGlite they
// serialise. Either way exactly as many succeed as there were positions.

const POSITIONS = 3;
const REQUESTS = 12;

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

describe("concurrent assignments into one slot", () => {
  it(`take exactly ${POSITIONS} positions out of ${REQUESTS} requests and never go below zero`, async () => {
    const shift = await createShift(
      owner,
      storeBody(place, {
        from: "2027-05-03T15:00:00Z",
        to: "2027-05-03T21:00:00Z",
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: POSITIONS }] }],
      }),
    );
    const people = [];
    for (let i = 0; i < REQUESTS; i++)
      people.push(await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] }));

    const answers = await Promise.all(
      people.map((person) =>
        post("/api/shift/employee/select-shift", owner.token, assignment(shift, person.id, place.roleA)),
      ),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(POSITIONS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(REQUESTS - POSITIONS);
    for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.message).toBe(M.slotFull);

    const slotId = shift.shift_time_slots[0]?.id ?? 0;
    const [position] = await t.database.db
      .select()
      .from(slotPositions)
      .where(and(eq(slotPositions.slotId, slotId), eq(slotPositions.areaRoleId, place.roleA)));
    expect(position?.remaining).toBe(0);
    const held = await t.database.db.select().from(bookings).where(eq(bookings.slotId, slotId));
    expect(held).toHaveLength(POSITIONS);
    expect(held.every((b) => b.status === "Accepted")).toBe(true);
  });

  it("book one employee once when the same assignment is sent many times at once", async () => {
    const shift = await createShift(
      owner,
      storeBody(place, {
        from: "2027-05-04T15:00:00Z",
        to: "2027-05-04T21:00:00Z",
        areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: POSITIONS }] }],
      }),
    );
    const person = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const answer = await post(
          "/api/shift/employee/select-shift",
          owner.token,
          assignment(shift, person.id, place.roleA),
        );
        return answer.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const slotId = shift.shift_time_slots[0]?.id ?? 0;
    const [position] = await t.database.db.select().from(slotPositions).where(eq(slotPositions.slotId, slotId));
    expect(position?.remaining).toBe(POSITIONS - 1);
  });
});
