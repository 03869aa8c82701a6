import { invalidCharactersMessage, MESSAGES, maxLengthMessage, requiredMessage } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf, createAreaRole } from "../../test/fixtures";
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

const STORE = "/api/employee/team-member/store";

async function ownerWithRole() {
  const owner = await registerOwner(t.app);
  const role = await createAreaRole(t, await businessIdOf(owner), { name: "Line Cook", areaName: "Kitchen" });
  return { owner, role };
}

const memberBody = (areaRoleIds: number[], extra: Record<string, unknown> = {}) => ({
  name: "Sam Server",
  email: uniqueEmail("member"),
  phone: "+1 (555) 010-2030",
  password: "initial-pass",
  availability: "PartTime",
  area_role_ids: areaRoleIds,
  ...extra,
});

describe("creating a team member", () => {
  it("creates an active member with their roles, who logs in and changes the initial password", async () => {
    const { owner, role } = await ownerWithRole();
    const body = memberBody([role.id]);
    const res = await owner.post(STORE, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: MESSAGES.teamMemberCreated,
      payload: {
        id: expect.any(Number),
        status: "active_employee",
        availability: "PartTime",
        role: "team_member",
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        max_week_hours: null,
        user: {
          id: expect.any(Number),
          name: "Sam Server",
          email: body.email,
          phone: "+1 (555) 010-2030",
          avatar_path: null,
        },
        area_roles: [
          {
            id: role.id,
            name: "Line Cook",
            area: { id: role.areaId, name: "Kitchen", location: { id: role.locationId, name: expect.any(String) } },
          },
        ],
      },
    });

    const member = await login(t.app, body.email.toUpperCase(), "initial-pass");
    const me = (await member.get("/api/auth/me")).json().payload;
    expect(me.user).toMatchObject({ email: body.email, role: "team_member" });
    expect(me.employee).toMatchObject({ id: res.json().payload.id, status: "active_employee" });
    const changed = await member.post("/api/auth/change-password", {
      current_password: "initial-pass",
      password: "my-own-secret",
    });
    expect(changed.statusCode).toBe(200);
    await expect(login(t.app, body.email, "my-own-secret")).resolves.toBeTruthy();
    await expect(login(t.app, body.email, "initial-pass")).rejects.toThrow(/401/);
  });

  it("lets the owner create a manager, who may then manage the team", async () => {
    const { owner, role } = await ownerWithRole();
    const body = memberBody([role.id], { role: "manager", availability: "Manager", phone: null });
    const res = await owner.post(STORE, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().payload).toMatchObject({ role: "manager", availability: "Manager", user: { phone: null } });
    const manager = await login(t.app, body.email, "initial-pass");
    expect((await manager.get("/api/employee/team-member")).statusCode).toBe(200);
  });

  it("answers 422 with the contract's message for every invalid field", async () => {
    const { owner } = await ownerWithRole();
    const empty = await owner.post(STORE, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: [requiredMessage("name")],
      email: [requiredMessage("email")],
      password: [requiredMessage("password")],
      availability: [MESSAGES.invalidAvailability],
      area_role_ids: [MESSAGES.areaRolesRequired],
    });
    expect(empty.json().message).toBe(requiredMessage("name"));

    const wrong = await owner.post(STORE, {
      name: "x".repeat(121),
      email: "not-an-email",
      phone: "call me maybe",
      password: "short",
      availability: "Sometimes",
      area_role_ids: [],
      role: "owner",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      name: [maxLengthMessage("name", 120)],
      email: [MESSAGES.invalidEmail],
      phone: ["The phone may contain only digits, spaces, +, -, ( and )."],
      password: [MESSAGES.passwordMin],
      availability: [MESSAGES.invalidAvailability],
      area_role_ids: [MESSAGES.areaRolesRequired],
      role: [MESSAGES.invalidStaffRole],
    });

    const badId = await owner.post(STORE, memberBody([0, 99_999_999_999]));
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors["area_role_ids.0"]).toEqual([MESSAGES.invalidId]);
    expect(badId.json().errors["area_role_ids.1"]).toEqual([MESSAGES.invalidId]);

    const nul = await owner.post(STORE, memberBody([1], { name: "Nul\u0000Byte" }));
    expect(nul.json().errors).toEqual({ name: [invalidCharactersMessage("name")] });
  });

  it("refuses an e-mail any business already uses, whatever its case", async () => {
    const { owner, role } = await ownerWithRole();
    const other = await registerOwner(t.app, "Elsewhere");
    for (const email of [other.email.toUpperCase(), owner.email]) {
      const res = await owner.post(STORE, memberBody([role.id], { email }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: MESSAGES.emailTaken, errors: { email: [MESSAGES.emailTaken] } });
    }
  });

  it("refuses another business's area role exactly like a missing one, and writes nothing", async () => {
    const { owner, role } = await ownerWithRole();
    const other = await registerOwner(t.app, "Elsewhere");
    const foreign = await createAreaRole(t, await businessIdOf(other));
    const email = uniqueEmail("nope");
    for (const ids of [[role.id, foreign.id], [999_999]]) {
      const res = await owner.post(STORE, memberBody(ids, { email }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: MESSAGES.unknownAreaRole,
        errors: { area_role_ids: [MESSAGES.unknownAreaRole] },
      });
    }
    const list = (await owner.get(`/api/employee/team-member?search=${encodeURIComponent(email)}`)).json();
    expect(list.payload.paginated.total).toBe(0);
  });

  it("takes a role listed twice once", async () => {
    const { owner, role } = await ownerWithRole();
    const res = await owner.post(STORE, memberBody([role.id, role.id]));
    expect(res.statusCode).toBe(201);
    expect(res.json().payload.area_roles).toHaveLength(1);
  });

  it("refuses a huge list of roles with a clear 422, creating and editing alike (issue 34)", async () => {
    const { owner, role } = await ownerWithRole();
    const huge = Array.from({ length: 70_000 }, (_, i) => i + 1);
    const created = await owner.post(STORE, memberBody(huge));
    expect(created.statusCode, created.body.slice(0, 200)).toBe(422);
    expect(created.json()).toEqual({
      message: MESSAGES.tooManyAreaRoles,
      errors: { area_role_ids: [MESSAGES.tooManyAreaRoles] },
    });
    const member = await owner.post(STORE, memberBody([role.id]));
    const edited = await owner.put(`/api/employee/team-member/${member.json().payload.id}`, {
      ...memberBody(huge),
      password: undefined,
    });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().message).toBe(MESSAGES.tooManyAreaRoles);
  });
});

describe("who may do it", () => {
  it("lets a manager create a team member but not a manager", async () => {
    const { owner, role } = await ownerWithRole();
    const manager = await createStaff(t, owner, "manager");
    expect((await manager.post(STORE, memberBody([role.id]))).statusCode).toBe(201);
    const appoint = await manager.post(STORE, memberBody([role.id], { role: "manager" }));
    expect(appoint.statusCode).toBe(403);
    expect(appoint.json()).toEqual({ message: MESSAGES.managerOnlyByOwner });
  });

  it("lets a manager neither edit nor deactivate a manager, nor promote a team member", async () => {
    const { owner, role } = await ownerWithRole();
    const manager = await createStaff(t, owner, "manager");
    const peer = (await owner.post(STORE, memberBody([role.id], { role: "manager" }))).json().payload;
    const member = (await manager.post(STORE, memberBody([role.id]))).json().payload;
    const edit = (who: { id: number; user: { email: string } }, extra: Record<string, unknown> = {}) =>
      manager.put(`/api/employee/team-member/${who.id}`, {
        name: "Changed",
        email: who.user.email,
        availability: "FullTime",
        area_role_ids: [role.id],
        ...extra,
      });
    expect((await edit(peer, { role: "manager" })).statusCode).toBe(403);
    expect((await edit(peer, { role: "team_member" })).statusCode).toBe(403);
    expect((await edit(member, { role: "manager" })).statusCode).toBe(403);
    expect((await manager.post(`/api/employee/team-member/${peer.id}/deactivate`)).statusCode).toBe(403);
    expect((await edit(member)).statusCode).toBe(200);
    expect((await owner.get(`/api/employee/team-member/${peer.id}`)).json().payload.status).toBe("active_employee");
  });

  it("answers 403 to a team member on every team-member endpoint", async () => {
    const { owner, role } = await ownerWithRole();
    const member = await createStaff(t, owner, "team_member");
    const other = (await owner.post(STORE, memberBody([role.id]))).json().payload.id;
    const calls: ((c: Caller) => ReturnType<Caller["get"]>)[] = [
      (c) => c.post(STORE, memberBody([role.id])),
      (c) => c.get("/api/employee/team-member"),
      (c) => c.get(`/api/employee/team-member/${other}`),
      (c) => c.put(`/api/employee/team-member/${other}`, memberBody([role.id])),
      (c) => c.post(`/api/employee/team-member/${other}/deactivate`),
      (c) => c.post(`/api/employee/team-member/${other}/activate`),
    ];
    for (const call of calls) {
      const res = await call(member);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.forbidden });
    }
    expect((await owner.get(`/api/employee/team-member/${other}`)).json().payload.status).toBe("active_employee");
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/employee/team-member" });
    expect(res.statusCode).toBe(401);
  });
});

describe("the OpenAPI description", () => {
  it("lists every team-member endpoint", async () => {
    const paths = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json().paths;
    expect(paths["/api/employee/team-member/store"].post).toBeDefined();
    expect(paths["/api/employee/team-member"].get).toBeDefined();
    expect(Object.keys(paths["/api/employee/team-member/{id}"]).sort()).toEqual(["get", "put"]);
    expect(paths["/api/employee/team-member/{id}/deactivate"].post).toBeDefined();
    expect(paths["/api/employee/team-member/{id}/activate"].post).toBeDefined();
  });
});
