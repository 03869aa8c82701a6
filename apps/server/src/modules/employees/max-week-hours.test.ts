import { WORK_RULE_MESSAGES } from "@brigade/contract/work-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AreaRoleFixture, businessIdOf, createAreaRole } from "../../test/fixtures";
import { type Caller, createTestApp, registerOwner, type TestApp, uniqueEmail } from "../../test/harness";

// The employee's own weekly maximum on the team-member record (week-building.md, "Work rules").

let t: TestApp;
let owner: Caller;
let role: AreaRoleFixture;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Hours Bistro");
  role = await createAreaRole(t, await businessIdOf(owner));
});
afterAll(() => t.close());

const BASE = "/api/employee/team-member";
const body = (extra: object = {}) => ({
  name: "Hanna Hours",
  email: uniqueEmail("hours"),
  availability: "PartTime",
  area_role_ids: [role.id],
  ...extra,
});
const create = async (extra: object = {}) => {
  const res = await owner.post(`${BASE}/store`, { ...body(extra), password: "initial-pass" });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload as { id: number; email: string; max_week_hours: number | null };
};
const edit = (id: number, email: string, extra: object = {}) =>
  owner.put(`${BASE}/${id}`, { ...body(), email, ...extra });

describe("max_week_hours on the team-member record", () => {
  it("is null (the business's rule) unless given, and is kept to the quarter hour", async () => {
    expect((await create()).max_week_hours).toBeNull();
    expect((await create({ max_week_hours: 37.5 })).max_week_hours).toBe(37.5);
    expect((await create({ max_week_hours: null })).max_week_hours).toBeNull();
  });

  it("stays when an edit leaves it out, changes when given, and null clears it", async () => {
    const { id } = await create({ max_week_hours: 20 });
    const email = uniqueEmail("kept");
    const kept = await edit(id, email);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().payload.max_week_hours).toBe(20);
    expect((await owner.get(`${BASE}/${id}`)).json().payload.max_week_hours).toBe(20);
    expect((await edit(id, email, { max_week_hours: 32.25 })).json().payload.max_week_hours).toBe(32.25);
    expect((await edit(id, email, { max_week_hours: null })).json().payload.max_week_hours).toBeNull();
  });

  it("shows in the list", async () => {
    const { id } = await create({ max_week_hours: 12 });
    const res = await owner.get(`${BASE}?length=100`);
    const item = res.json().payload.paginated.data.find((e: { id: number }) => e.id === id);
    expect(item.max_week_hours).toBe(12);
  });

  it("refuses hours out of bounds, not in quarter hours or not a number, on create and edit", async () => {
    const { id } = await create();
    for (const bad of [0, 0.5, 169, 37.3, "40"]) {
      for (const res of [
        await owner.post(`${BASE}/store`, { ...body({ max_week_hours: bad }), password: "initial-pass" }),
        await edit(id, uniqueEmail("bad"), { max_week_hours: bad }),
      ]) {
        expect(res.statusCode, String(bad)).toBe(422);
        expect(res.json().errors.max_week_hours).toEqual([WORK_RULE_MESSAGES.maxWeekHours]);
      }
    }
  });
});
