import { AUTO_FILL_MESSAGES as M } from "@brigade/contract/auto-fill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee, remaining } from "../assignments/test/support";
import { createNamedPlace, shiftAt, slotOf } from "./test/support";

// Several managers applying auto-fill into the same slots at the same moment, over real HTTP: on PostgreSQL the
// items run in parallel transactions, on PGlite they serialise. Either way no slot takes more than it has.

const POSITIONS = 2;
const MANAGERS = 4;

let t: TestApp;
let owner: Caller;
let post: Awaited<ReturnType<typeof listenForHttp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  post = await listenForHttp(t.app);
});
afterAll(() => t.close());

describe("concurrent applies", () => {
  it("book exactly the positions there are and skip the rest as taken", async () => {
    const place = await createNamedPlace(t, owner);
    const shifts = [
      await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00", { count: POSITIONS }),
      await shiftAt(owner, place, "2027-03-10T10:00", "2027-03-10T16:00", { count: POSITIONS }),
    ];
    const lists = [];
    for (let m = 0; m < MANAGERS; m++) {
      const items = [];
      for (const shift of shifts) {
        const person = await addEmployee(t, place.businessId, { areaRoleIds: [place.roleA] });
        items.push({ slot_id: slotOf(shift), area_role_id: place.roleA, employee_id: person.id });
      }
      lists.push(items);
    }
    const answers = await Promise.all(
      lists.map((assignments) => post("/api/schedule/auto-fill/apply", owner.token, { assignments })),
    );
    const payloads = answers.map((a) => {
      expect(a.status).toBe(200);
      return (a.body as unknown as { payload: { applied: number; skipped: { reason: string }[] } }).payload;
    });
    expect(payloads.reduce((sum, p) => sum + p.applied, 0)).toBe(POSITIONS * shifts.length);
    const reasons = payloads.flatMap((p) => p.skipped.map((s) => s.reason));
    expect(reasons).toEqual(Array(MANAGERS * shifts.length - POSITIONS * shifts.length).fill(M.skipped.slotFull));
    for (const shift of shifts) expect(await remaining(owner, shift, place.roleA)).toBe(0);
  });
});
