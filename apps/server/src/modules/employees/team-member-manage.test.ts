import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AreaRoleFixture, businessIdOf, createAreaRole } from "../../test/fixtures";
import {
  type Caller,
  createStaff,
  createTestApp,
  login,
  registerOwner,
  type TestApp,
  uniqueEmail,
} from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BASE = "/api/employee/team-member";

async function ownerWithRole() {
  const owner = await registerOwner(t.app);
  const role = await createAreaRole(t, await businessIdOf(owner), { name: "Host", areaName: "Front" });
  return { owner, role };
}

async function addMember(owner: Caller, role: AreaRoleFixture, name: string, email = uniqueEmail("member")) {
  const res = await owner.post(`${BASE}/store`, {
    name,
    email,
    password: "initial-pass",
    availability: "FullTime",
    area_role_ids: [role.id],
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.body}`);
  return { id: res.json().payload.id as number, email };
}

const page = async (caller: Caller, query: string) => {
  const res = await caller.get(`${BASE}?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().payload.paginated;
};

describe("the team-member list", () => {
  it("lists by name with the paginator fields, and only the caller's business", async () => {
    const { owner, role } = await ownerWithRole();
    for (const name of ["Dora", "Alma", "Cleo", "Bert", "Ezra"]) await addMember(owner, role, name);
    const other = await ownerWithRole();
    await addMember(other.owner, other.role, "Outsider");

    const first = await page(owner, "page=1&length=2");
    expect(first).toMatchObject({
      current_page: 1,
      per_page: 2,
      total: 5,
      from: 1,
      to: 2,
      last_page: 3,
      next_page_url: "/api/employee/team-member?length=2&page=2",
      prev_page_url: null,
    });
    expect(first.data.map((m: { user: { name: string } }) => m.user.name)).toEqual(["Alma", "Bert"]);
    expect(first.data[0].area_roles).toEqual([
      {
        id: role.id,
        name: "Host",
        area: { id: role.areaId, name: "Front", location: { id: role.locationId, name: expect.any(String) } },
      },
    ]);

    const last = await page(owner, "page=3&length=2");
    expect(last).toMatchObject({ total: 5, from: 5, to: 5, next_page_url: null });
    expect(last.prev_page_url).toBe("/api/employee/team-member?length=2&page=2");
    expect(last.data.map((m: { user: { name: string } }) => m.user.name)).toEqual(["Ezra"]);

    const beyond = await page(owner, "page=9&length=2");
    expect(beyond).toMatchObject({ data: [], total: 5, from: null, to: null, last_page: 3 });
  });

  it("gives each member their own roles, in one page", async () => {
    const { owner, role } = await ownerWithRole();
    const second = await createAreaRole(t, await businessIdOf(owner), { name: "Busser", areaId: role.areaId });
    await addMember(owner, role, "Ann");
    const both = await owner.post(`${BASE}/store`, {
      name: "Ben",
      email: uniqueEmail(),
      password: "initial-pass",
      availability: "ThreeDay",
      area_role_ids: [role.id, second.id],
    });
    expect(both.statusCode).toBe(201);
    const list = await page(owner, "length=10");
    const roles = list.data.map((m: { area_roles: { name: string }[] }) => m.area_roles.map((r) => r.name));
    expect(roles).toEqual([["Host"], ["Busser", "Host"]]);
  });

  it("searches name or e-mail case-insensitively, taking % and _ literally", async () => {
    const { owner, role } = await ownerWithRole();
    await addMember(owner, role, "Maria Lopez", uniqueEmail("maria"));
    await addMember(owner, role, "Jon Smith", uniqueEmail("jon_smith"));
    await addMember(owner, role, "100% Reliable");
    const names = async (search: string) =>
      (await page(owner, `search=${encodeURIComponent(search)}`)).data.map(
        (m: { user: { name: string } }) => m.user.name,
      );
    expect(await names("LOPEZ")).toEqual(["Maria Lopez"]);
    expect(await names("JON_SMITH")).toEqual(["Jon Smith"]);
    expect(await names("_")).toEqual(["Jon Smith"]);
    expect(await names("%")).toEqual(["100% Reliable"]);
    expect(await names("nobody-here")).toEqual([]);
    const paged = await page(owner, "search=a&length=1");
    expect(paged.next_page_url).toBe("/api/employee/team-member?search=a&length=1&page=2");
  });

  it("filters by status and refuses an unknown status", async () => {
    const { owner, role } = await ownerWithRole();
    const gone = await addMember(owner, role, "Gone");
    await addMember(owner, role, "Here");
    await owner.post(`${BASE}/${gone.id}/deactivate`);
    const names = async (status: string) =>
      (await page(owner, `employee_status=${status}`)).data.map((m: { user: { name: string } }) => m.user.name);
    expect(await names("inactive")).toEqual(["Gone"]);
    expect(await names("active_employee")).toEqual(["Here"]);
    expect((await owner.get(`${BASE}?employee_status=retired`)).statusCode).toBe(422);
    expect((await owner.get(`${BASE}?length=0`)).statusCode).toBe(422);
    expect((await owner.get(`${BASE}?search=%00`)).statusCode).toBe(422);
  });

  it("lists only the given ids, never another business's, keeping ids in the page links", async () => {
    const { owner, role } = await ownerWithRole();
    const ann = await addMember(owner, role, "Ann");
    const bob = await addMember(owner, role, "Bob");
    await addMember(owner, role, "Cid");
    const other = await ownerWithRole();
    const outsider = await addMember(other.owner, other.role, "Outsider");
    const names = async (query: string) =>
      (await page(owner, query)).data.map((m: { user: { name: string } }) => m.user.name);

    expect(await names(`ids=${bob.id},${ann.id}`)).toEqual(["Ann", "Bob"]);
    expect(await names(`ids=${ann.id}&ids=${bob.id}`)).toEqual(["Ann", "Bob"]);
    expect(await names(`ids=${ann.id},${outsider.id}`)).toEqual(["Ann"]);
    expect(await names(`ids=${outsider.id}`)).toEqual([]);
    expect(await names(`ids=${ann.id},${bob.id}&search=bo`)).toEqual(["Bob"]);
    // An empty list is no filter, as before the parameter existed.
    expect(await names("ids=")).toEqual(["Ann", "Bob", "Cid"]);
    const paged = await page(owner, `ids=${ann.id},${bob.id}&length=1`);
    expect(paged).toMatchObject({ total: 2, next_page_url: `${BASE}?ids=${ann.id}%2C${bob.id}&length=1&page=2` });
    expect((await owner.get(`${BASE}?ids=x`)).statusCode).toBe(422);
    expect((await owner.get(`${BASE}?ids=0`)).statusCode).toBe(422);
  });
});

describe("showing and editing", () => {
  it("shows one member; an unknown id is 404 and a malformed one 422", async () => {
    const { owner, role } = await ownerWithRole();
    const { id } = await addMember(owner, role, "Shown");
    expect((await owner.get(`${BASE}/${id}`)).json().payload).toMatchObject({ id, user: { name: "Shown" } });
    const missing = await owner.get(`${BASE}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.teamMemberNotFound });
    // Past the database's integer range is bad input too, never a server error.
    for (const bad of ["abc", "0", "99999999999"]) expect((await owner.get(`${BASE}/${bad}`)).statusCode).toBe(422);
  });

  it("saves every field, and the change shows in GET and in the member's login", async () => {
    const { owner, role } = await ownerWithRole();
    const other = await createAreaRole(t, await businessIdOf(owner), { name: "Bartender", areaName: "Bar" });
    const { id } = await addMember(owner, role, "Before");
    const email = uniqueEmail("after");
    const res = await owner.put(`${BASE}/${id}`, {
      name: "After",
      email: email.toUpperCase(),
      phone: "555 0100",
      availability: "Manager",
      area_role_ids: [other.id],
      role: "manager",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.teamMemberUpdated);
    const shown = (await owner.get(`${BASE}/${id}`)).json().payload;
    expect(shown).toMatchObject({
      availability: "Manager",
      role: "manager",
      user: { name: "After", email, phone: "555 0100" },
      area_roles: [{ id: other.id, name: "Bartender", area: { name: "Bar" } }],
    });
    // The initial password still works: editing never touches it.
    const member = await login(t.app, email, "initial-pass");
    expect((await member.get(BASE)).statusCode).toBe(200);
  });

  it("keeps the current role when the edit leaves role out: a manager stays a manager", async () => {
    const { owner, role } = await ownerWithRole();
    const { id, email } = await addMember(owner, role, "Manny");
    const body = { name: "Manny", email, availability: "FullTime", area_role_ids: [role.id] };
    expect((await owner.put(`${BASE}/${id}`, { ...body, role: "manager" })).json().payload.role).toBe("manager");
    const res = await owner.put(`${BASE}/${id}`, { ...body, name: "Manny Renamed" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload).toMatchObject({ role: "manager", user: { name: "Manny Renamed" } });
    expect((await owner.get(`${BASE}/${id}`)).json().payload.role).toBe("manager");
    // Sent explicitly, it still changes.
    expect((await owner.put(`${BASE}/${id}`, { ...body, role: "team_member" })).json().payload.role).toBe(
      "team_member",
    );
  });

  it("keeps the member's own e-mail but refuses another's, and a foreign role", async () => {
    const { owner, role } = await ownerWithRole();
    const a = await addMember(owner, role, "A");
    const b = await addMember(owner, role, "B");
    const body = { name: "A", email: a.email, availability: "FullTime", area_role_ids: [role.id] };
    expect((await owner.put(`${BASE}/${a.id}`, body)).statusCode).toBe(200);
    const taken = await owner.put(`${BASE}/${a.id}`, { ...body, email: b.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [MESSAGES.emailTaken] });
    const foreign = await createAreaRole(t, await businessIdOf(await registerOwner(t.app)));
    const refused = await owner.put(`${BASE}/${a.id}`, { ...body, area_role_ids: [foreign.id] });
    expect(refused.json().errors).toEqual({ area_role_ids: [MESSAGES.unknownAreaRole] });
    expect((await owner.get(`${BASE}/${a.id}`)).json().payload.area_roles).toHaveLength(1);
  });
});

describe("deactivating and activating", () => {
  it("ends the member's sessions and stops their login; activating lets them in again", async () => {
    const { owner, role } = await ownerWithRole();
    const { id, email } = await addMember(owner, role, "Leaving");
    const member = await login(t.app, email, "initial-pass");
    expect((await member.get("/api/auth/me")).statusCode).toBe(200);

    const off = await owner.post(`${BASE}/${id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: MESSAGES.teamMemberDeactivated, payload: { id, status: "inactive" } });
    expect((await member.get("/api/auth/me")).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "initial-pass" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.accountInactive });

    const on = await owner.post(`${BASE}/${id}/activate`);
    expect(on.json()).toMatchObject({ message: MESSAGES.teamMemberActivated, payload: { status: "active_employee" } });
    const back = await login(t.app, email, "initial-pass");
    expect((await back.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("lets nobody deactivate themself", async () => {
    const { owner } = await ownerWithRole();
    const manager = await createStaff(t, owner, "manager");
    const res = await manager.post(`${BASE}/${manager.employeeId}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.cannotDeactivateSelf });
    expect((await manager.get("/api/auth/me")).statusCode).toBe(200);
  });

  it("leaves a join request to approval, not activation", async () => {
    const { owner } = await ownerWithRole();
    const code = (await owner.get("/api/auth/me")).json().payload.business.join_code;
    const joined = await t.app.inject({
      method: "POST",
      url: "/api/auth/join",
      payload: { join_code: code, name: "Joiner", email: uniqueEmail("joiner"), password: "longenough" },
    });
    const id = joined.json().payload.id;
    for (const action of ["activate", "deactivate"]) {
      const res = await owner.post(`${BASE}/${id}/${action}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MESSAGES.notApprovedMember });
    }
    expect((await owner.get(`${BASE}/${id}`)).json().payload.status).toBe("waiting_for_approval");
  });
});
