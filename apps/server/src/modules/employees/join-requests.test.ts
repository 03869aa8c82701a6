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
const PASSWORD = "joining-pass";

async function ownerWithRole(): Promise<{ owner: Caller; role: AreaRoleFixture }> {
  const owner = await registerOwner(t.app);
  const role = await createAreaRole(t, await businessIdOf(owner), { name: "Line Cook", areaName: "Kitchen" });
  return { owner, role };
}

/** Asks to join the owner's business the way the public /join page does; returns the employee id. */
async function requestToJoin(owner: Caller, name = "Newcomer") {
  const code = (await owner.get("/api/auth/me")).json().payload.business.join_code as string;
  const email = uniqueEmail("joiner");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/join",
    payload: { join_code: code, name, email, password: PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`join failed: ${res.body}`);
  return { id: res.json().payload.id as number, email };
}

const tryLogin = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: PASSWORD } });

const waitingIds = async (caller: Caller) => {
  const res = await caller.get(`${BASE}?employee_status=waiting_for_approval`);
  expect(res.statusCode).toBe(200);
  return res.json().payload.paginated.data.map((m: { id: number }) => m.id);
};

describe("approving a join request", () => {
  it("makes the person an active employee with the chosen roles, who can then log in", async () => {
    const { owner, role } = await ownerWithRole();
    const joiner = await requestToJoin(owner, "Kwame Joiner");
    expect(await waitingIds(owner)).toEqual([joiner.id]);

    const res = await owner.post(`${BASE}/${joiner.id}/approve`, {
      area_role_ids: [role.id],
      availability: "PartTime",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.joinRequestApproved);
    expect(res.json().payload).toMatchObject({
      id: joiner.id,
      status: "active_employee",
      availability: "PartTime",
      role: "team_member",
      user: { name: "Kwame Joiner", email: joiner.email },
      area_roles: [{ id: role.id, name: "Line Cook", area: { id: role.areaId, name: "Kitchen" } }],
    });
    expect(await waitingIds(owner)).toEqual([]);

    const signedIn = await login(t.app, joiner.email, PASSWORD);
    const me = (await signedIn.get("/api/auth/me")).json().payload;
    expect(me.employee).toMatchObject({ id: joiner.id, status: "active_employee", availability: "PartTime" });
  });

  it("may be done by a manager too", async () => {
    const { owner, role } = await ownerWithRole();
    const manager = await createStaff(t, owner, "manager");
    const joiner = await requestToJoin(owner);
    const res = await manager.post(`${BASE}/${joiner.id}/approve`, {
      area_role_ids: [role.id],
      availability: "FullTime",
    });
    expect(res.statusCode).toBe(200);
    expect((await tryLogin(joiner.email)).statusCode).toBe(200);
  });

  it("is refused with 409 for anyone not waiting: approved twice, rejected before, or an existing member", async () => {
    const { owner, role } = await ownerWithRole();
    const body = { area_role_ids: [role.id], availability: "FullTime" };
    const approved = await requestToJoin(owner);
    expect((await owner.post(`${BASE}/${approved.id}/approve`, body)).statusCode).toBe(200);

    const again = await owner.post(`${BASE}/${approved.id}/approve`, { ...body, availability: "ThreeDay" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.notWaitingForApproval });
    expect((await owner.get(`${BASE}/${approved.id}`)).json().payload.availability).toBe("FullTime");

    const rejected = await requestToJoin(owner);
    expect((await owner.post(`${BASE}/${rejected.id}/reject`)).statusCode).toBe(200);
    const approveRejected = await owner.post(`${BASE}/${rejected.id}/approve`, body);
    expect(approveRejected.statusCode).toBe(409);
    expect((await tryLogin(rejected.email)).statusCode).toBe(403);

    const self = (await owner.get(`${BASE}?employee_status=active_employee`)).json().payload.paginated.data;
    const member = self.find((m: { id: number }) => m.id === approved.id);
    const deactivated = await owner.post(`${BASE}/${member.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect((await owner.post(`${BASE}/${member.id}/approve`, body)).statusCode).toBe(409);
    expect((await owner.get(`${BASE}/${member.id}`)).json().payload.status).toBe("inactive");
  });

  it("answers 422 for no roles, another business's role or a wrong availability, and changes nothing", async () => {
    const { owner, role } = await ownerWithRole();
    const other = await ownerWithRole();
    const joiner = await requestToJoin(owner);

    const none = await owner.post(`${BASE}/${joiner.id}/approve`, { area_role_ids: [], availability: "FullTime" });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.area_role_ids).toEqual([MESSAGES.areaRolesRequired]);

    const foreign = await owner.post(`${BASE}/${joiner.id}/approve`, {
      area_role_ids: [role.id, other.role.id],
      availability: "FullTime",
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.area_role_ids).toEqual([MESSAGES.unknownAreaRole]);

    const badAvailability = await owner.post(`${BASE}/${joiner.id}/approve`, {
      area_role_ids: [role.id],
      availability: "Sometimes",
    });
    expect(badAvailability.statusCode).toBe(422);
    expect(badAvailability.json().errors.availability).toEqual([MESSAGES.invalidAvailability]);

    expect(await waitingIds(owner)).toEqual([joiner.id]);
    expect((await tryLogin(joiner.email)).json()).toEqual({ message: MESSAGES.accountPending });
  });
});

describe("rejecting a join request", () => {
  it("marks the person rejected, and their login is refused with a clear message", async () => {
    const { owner } = await ownerWithRole();
    const joiner = await requestToJoin(owner, "Declined Person");
    const res = await owner.post(`${BASE}/${joiner.id}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGES.joinRequestRejected);
    expect(res.json().payload).toMatchObject({ id: joiner.id, status: "rejected", area_roles: [] });
    expect(await waitingIds(owner)).toEqual([]);

    const attempt = await tryLogin(joiner.email);
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json()).toEqual({ message: MESSAGES.accountRejected });
  });

  it("is refused with 409 when not waiting", async () => {
    const { owner, role } = await ownerWithRole();
    const rejected = await requestToJoin(owner);
    expect((await owner.post(`${BASE}/${rejected.id}/reject`)).statusCode).toBe(200);
    const twice = await owner.post(`${BASE}/${rejected.id}/reject`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: MESSAGES.notWaitingForApproval });

    const approved = await requestToJoin(owner);
    const body = { area_role_ids: [role.id], availability: "FullTime" };
    expect((await owner.post(`${BASE}/${approved.id}/approve`, body)).statusCode).toBe(200);
    expect((await owner.post(`${BASE}/${approved.id}/reject`)).statusCode).toBe(409);
    expect((await tryLogin(approved.email)).statusCode).toBe(200);
  });
});

describe("who may decide", () => {
  it("settles a request once when an approve and a reject race", async () => {
    const { owner, role } = await ownerWithRole();
    const joiner = await requestToJoin(owner);
    const [approve, reject] = await Promise.all([
      owner.post(`${BASE}/${joiner.id}/approve`, { area_role_ids: [role.id], availability: "FullTime" }),
      owner.post(`${BASE}/${joiner.id}/reject`),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const status = (await owner.get(`${BASE}/${joiner.id}`)).json().payload.status;
    expect(status).toBe(approve.statusCode === 200 ? "active_employee" : "rejected");
  });

  it("answers another business's request with 404 and leaves it waiting", async () => {
    const { owner } = await ownerWithRole();
    const stranger = await ownerWithRole();
    const joiner = await requestToJoin(owner);
    const approve = await stranger.owner.post(`${BASE}/${joiner.id}/approve`, {
      area_role_ids: [stranger.role.id],
      availability: "FullTime",
    });
    expect(approve.statusCode).toBe(404);
    expect(approve.json()).toEqual({ message: MESSAGES.teamMemberNotFound });
    expect((await stranger.owner.post(`${BASE}/${joiner.id}/reject`)).statusCode).toBe(404);
    expect(await waitingIds(owner)).toEqual([joiner.id]);
  });

  it("answers a team member with 403 and leaves the request waiting", async () => {
    const { owner, role } = await ownerWithRole();
    const member = await createStaff(t, owner, "team_member");
    const joiner = await requestToJoin(owner);
    const approve = await member.post(`${BASE}/${joiner.id}/approve`, {
      area_role_ids: [role.id],
      availability: "FullTime",
    });
    expect(approve.statusCode).toBe(403);
    expect((await member.post(`${BASE}/${joiner.id}/reject`)).statusCode).toBe(403);
    expect(await waitingIds(owner)).toEqual([joiner.id]);
  });

  it("answers 401 without a session", async () => {
    const res = await t.app.inject({ method: "POST", url: `${BASE}/1/reject` });
    expect(res.statusCode).toBe(401);
  });
});
