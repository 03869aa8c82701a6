import { INVITE_MESSAGES, MAX_INVITES_PER_REQUEST } from "@brigade/contract/invites";
import { MESSAGES } from "@brigade/contract/messages";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations } from "../../db/schema/invitations";
import { mailOutbox } from "../../db/schema/notifications";
import { businessIdOf, createAreaRole } from "../../test/fixtures";
import {
  type Caller,
  callerFor,
  createStaff,
  createTestApp,
  login,
  registerOwner,
  type TestApp,
  uniqueEmail,
} from "../../test/harness";

// Staff invited by e-mail or a copied link (issue 36), on a server without e-mail: the link is in the answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://brigade.example.test" });
});
afterAll(() => t.close());

const INVITES = "/api/employee/invites";
const tokenOf = (link: string) => link.split("/invite/")[1] ?? "";

async function invite(caller: Caller, invites: Record<string, unknown>[]) {
  return caller.post(INVITES, { invites });
}
async function inviteOne(caller: Caller, item: Record<string, unknown> = {}) {
  const res = await invite(caller, [{ email: uniqueEmail("invited"), ...item }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payload.invites[0] as { id: number; email: string; link: string; expires_at: string };
}
const show = (token: string) => t.app.inject({ method: "GET", url: `/api/invites/${token}` });
const accept = (token: string, payload: Record<string, unknown> = { name: "Nina New", password: "her-own-pass" }) =>
  t.app.inject({ method: "POST", url: `/api/invites/${token}/accept`, payload });

describe("inviting staff", () => {
  it("answers each invitation with its link, valid 7 days, and lists it as waiting", async () => {
    const owner = await registerOwner(t.app, "Chez Invite");
    const email = uniqueEmail("Sam.Invited");
    const res = await invite(owner, [
      { email, name: "Sam" },
      { email: uniqueEmail("mo"), role: "manager" },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { invites, mailed } = res.json().payload;
    expect(res.json().message).toBe(INVITE_MESSAGES.created);
    expect(mailed).toBe(false);
    expect(invites).toHaveLength(2);
    expect(invites[0]).toMatchObject({ email: email.toLowerCase(), name: "Sam", role: "team_member", expired: false });
    expect(invites[0].link).toMatch(/^https:\/\/brigade\.example\.test\/invite\/[\w-]{40,}$/);
    expect(invites[1]).toMatchObject({ role: "manager", name: null, area_role_ids: [] });
    const days = (Date.parse(invites[0].expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    // Only the token's hash is stored.
    const [row] = await t.database.db.select().from(invitations).where(eq(invitations.id, invites[0].id));
    expect(row?.tokenHash).not.toContain(tokenOf(invites[0].link));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await owner.get(INVITES);
    expect(list.statusCode).toBe(200);
    expect(list.json().payload.mail_on).toBe(false);
    expect(list.json().payload.invites.map((i: { id: number }) => i.id)).toEqual([invites[1].id, invites[0].id]);
    expect(list.json().payload.invites[0]).not.toHaveProperty("link");
  });

  it("refuses the whole request, naming each address that already has an account", async () => {
    const owner = await registerOwner(t.app);
    const other = await registerOwner(t.app);
    const fresh = uniqueEmail("fresh");
    const res = await invite(owner, [{ email: other.email.toUpperCase() }, { email: fresh }, { email: owner.email }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: INVITE_MESSAGES.someHaveAccounts,
      errors: { "invites.0.email": [INVITE_MESSAGES.hasAccount], "invites.2.email": [INVITE_MESSAGES.hasAccount] },
    });
    expect((await owner.get(INVITES)).json().payload.invites).toEqual([]);
  });

  it("validates the list: empty, too long, an address twice, a bad address or role", async () => {
    const owner = await registerOwner(t.app);
    expect((await invite(owner, [])).json().errors.invites).toEqual([INVITE_MESSAGES.none]);
    const many = Array.from({ length: MAX_INVITES_PER_REQUEST + 1 }, (_, i) => ({ email: `p${i}@example.test` }));
    expect((await invite(owner, many)).json().errors.invites).toEqual([INVITE_MESSAGES.tooMany]);
    const email = uniqueEmail("twice");
    const twice = await invite(owner, [{ email }, { email: email.toUpperCase() }]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors["invites.1.email"]).toEqual([INVITE_MESSAGES.twice]);
    const bad = await invite(owner, [{ email: "not-an-address", role: "owner" }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["invites.0.email"]).toEqual([MESSAGES.invalidEmail]);
    expect(bad.json().errors["invites.0.role"]).toEqual([MESSAGES.invalidStaffRole]);
  });

  it("inviting an address again replaces its waiting invitation: the old link dies", async () => {
    const owner = await registerOwner(t.app);
    const first = await inviteOne(owner, { name: "First" });
    const again = await inviteOne(owner, { email: first.email, name: "Second" });
    expect(again.id).not.toBe(first.id);
    expect((await show(tokenOf(first.link))).statusCode).toBe(404);
    expect((await show(tokenOf(again.link))).json().payload.name).toBe("Second");
    const listed = (await owner.get(INVITES)).json().payload.invites;
    expect(listed.map((i: { id: number }) => i.id)).toEqual([again.id]);
  });
});

describe("who may invite", () => {
  it("answers a team member 403, and a manager 403 for inviting a manager", async () => {
    const owner = await registerOwner(t.app);
    const member = await createStaff(t, owner, "team_member");
    const manager = await createStaff(t, owner, "manager");
    expect((await invite(member, [{ email: uniqueEmail() }])).statusCode).toBe(403);
    expect((await member.get(INVITES)).statusCode).toBe(403);
    const asManager = await invite(manager, [{ email: uniqueEmail() }, { email: uniqueEmail(), role: "manager" }]);
    expect(asManager.statusCode).toBe(403);
    expect(asManager.json().message).toBe(MESSAGES.managerOnlyByOwner);
    expect((await owner.get(INVITES)).json().payload.invites).toEqual([]);
    // A team member's invitation a manager may make, and withdraw; a manager's invitation only the owner withdraws.
    const byManager = await inviteOne(manager);
    const managerInvite = await inviteOne(owner, { role: "manager" });
    expect((await manager.del(`${INVITES}/${managerInvite.id}`)).statusCode).toBe(403);
    expect((await manager.del(`${INVITES}/${byManager.id}`)).statusCode).toBe(200);
  });
});

describe("another business's records", () => {
  it("reads another business's position as missing, and its invitation as not found", async () => {
    const owner = await registerOwner(t.app);
    const stranger = await registerOwner(t.app);
    const theirs = await createAreaRole(t, await businessIdOf(stranger));
    const res = await invite(owner, [{ email: uniqueEmail(), area_role_ids: [theirs.id] }]);
    expect(res.statusCode).toBe(422);
    const missing = await invite(owner, [{ email: uniqueEmail(), area_role_ids: [2_000_000_000] }]);
    expect(res.json()).toEqual(missing.json());
    expect(res.json().errors["invites.0.area_role_ids"]).toEqual([MESSAGES.unknownAreaRole]);

    const theirInvite = await inviteOne(stranger);
    const withdrawn = await owner.del(`${INVITES}/${theirInvite.id}`);
    expect(withdrawn.statusCode).toBe(404);
    expect(withdrawn.json().message).toBe(INVITE_MESSAGES.notFound);
    expect((await show(tokenOf(theirInvite.link))).statusCode).toBe(200);
  });
});

describe("an invitation link", () => {
  it("shows the business and address, then makes an active employee who is signed in and can log in", async () => {
    const owner = await registerOwner(t.app, "Bistro Welcome");
    const role = await createAreaRole(t, await businessIdOf(owner), { name: "Barista" });
    const made = await inviteOne(owner, { name: "Nina", area_role_ids: [role.id] });
    const token = tokenOf(made.link);

    const shown = await show(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().payload).toEqual({
      business: "Bistro Welcome",
      email: made.email,
      name: "Nina",
      role: "team_member",
    });

    const short = await accept(token, { name: "Nina", password: "short" });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([MESSAGES.passwordMin]);

    const res = await accept(token, { name: "Nina New", password: "her-own-pass", locale: "fr" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payload.user).toMatchObject({
      name: "Nina New",
      email: made.email,
      role: "team_member",
      locale: "fr",
    });
    expect(String(res.headers["set-cookie"])).toMatch(/brigade_session=/);
    // Signed in at once, as login signs in.
    const newcomer = callerFor(t.app, res.json().payload.token, res.json().payload.user.id);
    const me = (await newcomer.get("/api/auth/me")).json().payload;
    expect(me.employee).toMatchObject({ status: "active_employee" });
    expect(me.business.name).toBe("Bistro Welcome");

    const member = (await owner.get(`/api/employee/team-member/${me.employee.id}`)).json().payload;
    expect(member.area_roles.map((r: { id: number }) => r.id)).toEqual([role.id]);
    await expect(login(t.app, made.email, "her-own-pass")).resolves.toBeTruthy();
    // Accepted, it is no longer waiting.
    expect((await owner.get(INVITES)).json().payload.invites).toEqual([]);
  });

  it("works once, even when two accepts race", async () => {
    const owner = await registerOwner(t.app);
    const made = await inviteOne(owner);
    const token = tokenOf(made.link);
    const answers = await Promise.all([accept(token), accept(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
    const again = await accept(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(INVITE_MESSAGES.invalidLink);
    expect((await show(token)).statusCode).toBe(404);
  });

  it("stops working when expired or withdrawn, and a made-up token is the same 404", async () => {
    const owner = await registerOwner(t.app);
    const expired = await inviteOne(owner);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.id, expired.id));
    const res = await accept(tokenOf(expired.link));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(INVITE_MESSAGES.invalidLink);
    expect((await owner.get(INVITES)).json().payload.invites[0]).toMatchObject({ id: expired.id, expired: true });

    const withdrawn = await inviteOne(owner);
    const del = await owner.del(`${INVITES}/${withdrawn.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe(INVITE_MESSAGES.withdrawn);
    expect((await accept(tokenOf(withdrawn.link))).statusCode).toBe(404);
    expect((await owner.del(`${INVITES}/${withdrawn.id}`)).statusCode).toBe(404);

    const junk = await show("made-up-token");
    expect(junk.statusCode).toBe(404);
    expect(junk.json().message).toBe(INVITE_MESSAGES.invalidLink);
  });

  it("refuses, writing nothing, when the address got an account since", async () => {
    const owner = await registerOwner(t.app);
    const made = await inviteOne(owner);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { business_name: "Elsewhere", name: "Early", email: made.email, password: "correct-horse" },
    });
    expect(other.statusCode).toBe(201);
    const res = await accept(tokenOf(made.link));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INVITE_MESSAGES.acceptedHasAccount);
  });

  it("queues no e-mail when this server sends none", async () => {
    const owner = await registerOwner(t.app);
    await inviteOne(owner);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.userId));
    expect(rows).toEqual([]);
  });
});

describe("the invitation link's calls", () => {
  it("are limited per address like the sign-in routes: a stranger cannot try tokens without end", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const from = (remoteAddress: string, url: string) =>
        limited.app.inject({ method: "POST", url, payload: { name: "X", password: "long-enough" }, remoteAddress });
      // The login and the invitation's calls share one count per address.
      expect(
        (await limited.app.inject({ method: "GET", url: "/api/invites/a", remoteAddress: "10.77.0.1" })).statusCode,
      ).toBe(404);
      expect((await from("10.77.0.1", "/api/invites/b/accept")).statusCode).toBe(404);
      expect((await from("10.77.0.1", "/api/auth/login")).statusCode).toBe(422);
      const blocked = await from("10.77.0.1", "/api/invites/c/accept");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(MESSAGES.tooManyRequests);
      expect((await from("10.77.0.2", "/api/invites/c/accept")).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
