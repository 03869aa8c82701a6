import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { createNamedPlace, shiftAt } from "../auto-fill/test/support";
import { book } from "../shifts/test/support";
import { shiftsBetween } from "./test/support";

// Copies of the same week sent at the same moment: the location is locked for a copy, so each runs after the one
// before and finds its shifts already there. Nothing is made twice, nobody is booked twice.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("makes each copy once when three copies of the same week run at the same time", async () => {
  const owner = await registerOwner(t.app);
  const place = await createNamedPlace(t, owner);
  const cook = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
  for (const day of ["11", "12", "13"]) {
    const s = await shiftAt(owner, place, `2027-01-${day}T17:00`, `2027-01-${day}T22:00`, { count: 2 });
    await book(t, place, s, { employeeId: cook.id });
  }
  const post = await listenForHttp(t.app);
  const body = {
    location_id: place.locationId,
    from_week: "11-01-2027",
    to_week: "18-01-2027",
    weeks: 2,
    with_assignments: true,
  };
  const answers = await Promise.all([1, 2, 3].map(() => post("/api/shift/copy-week", owner.token, body)));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  const payloads = answers.map(
    (a) => (a.body as unknown as { payload: { created: number; assignments_copied: number } }).payload,
  );
  expect(payloads.map((p) => p.created).sort()).toEqual([0, 0, 6]);
  expect(payloads.map((p) => p.assignments_copied).sort()).toEqual([0, 0, 6]);
  const copies = await shiftsBetween(owner, place.locationId, "18-01-2027", "31-01-2027");
  expect(copies).toHaveLength(6);
  expect(copies.map((c) => c.shift_timeline.length)).toEqual([1, 1, 1, 1, 1, 1]);
});
