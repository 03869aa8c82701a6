import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, assignment } from "../assignments/test/support";
import { bookingRanges, createPlace, createShift, type Place, storeBody } from "./test/support";

// A calendar drag (PATCH) racing assignments into the same shift, over real HTTP: on PostgreSQL they run
// in parallel transactions. Whatever the order, every booking ends up holding exactly its slot's times.

let t: TestApp;
let owner: Caller;
let place: Place;
let post: Awaited<ReturnType<typeof listenForHttp>>;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  place = await createPlace(t, owner);
  post = await listenForHttp(t.app);
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const patch = (id: number, body: { from: string; to: string }) =>
  fetch(`${base}/api/shift/${id}`, {
    method: "PATCH",
    headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((r) => r.status);

describe("PATCH /api/shift/{id} against select-shift", () => {
  it("never leaves a booking on the shift's old times", async () => {
    for (let round = 0; round < 5; round++) {
      const start = Date.UTC(2027, 7, 2 + round, 15);
      const shift = await createShift(
        owner,
        storeBody(place, {
          from: new Date(start).toISOString(),
          to: new Date(start + 4 * 3_600_000).toISOString(),
          areas: [{ id: place.areaId, area_role: [{ id: place.roleA, count: 6 }] }],
        }),
      );
      const people = [];
      for (let i = 0; i < 6; i++) people.push(await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] }));
      const moved = {
        from: new Date(start + 3_600_000).toISOString(),
        to: new Date(start + 6 * 3_600_000).toISOString(),
      };
      const [moveStatus, ...assigned] = await Promise.all([
        patch(shift.id, moved),
        ...people.map((p) =>
          post("/api/shift/employee/select-shift", owner.token, assignment(shift, p.id, place.roleA)),
        ),
      ]);
      expect(moveStatus).toBe(200);
      expect(assigned.map((a) => a.status)).toEqual(people.map(() => 200));
      const ranges = await bookingRanges(t, shift.id);
      expect(ranges).toHaveLength(6);
      for (const r of ranges) {
        expect(r.lower.toISOString()).toBe(moved.from);
        expect(r.upper.toISOString()).toBe(moved.to);
        expect(r.slotFrom.toISOString()).toBe(moved.from);
      }
    }
  });
});
