import { MAIL_TEXTS } from "@brigade/contract/i18n/mail";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AreaRoleFixture, businessIdOf, createAreaRole } from "../../test/fixtures";
import { type Caller, createStaff, login, registerOwner, type TestApp, uniqueEmail } from "../../test/harness";
import { createMailApp, eventually } from "../mail/test/support";
import { startSmtpServer, type TestSmtpServer } from "../mail/test/test-smtp-server";

// Issue 34, item 2: the e-mail is the login name and where "forgot password" writes. When someone other than the
// member changes it, the old address is told, and the member's sessions and calendar link end.

const BASE = "/api/employee/team-member";

let smtp: TestSmtpServer;
let t: TestApp;
let owner: Caller;
let role: AreaRoleFixture;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailApp(smtp);
  owner = await registerOwner(t.app, "Maison Test");
  role = await createAreaRole(t, await businessIdOf(owner), { name: "Host", areaName: "Front" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A member made through the API, signed in, with a calendar link of their own. */
async function newMember(name: string) {
  const email = uniqueEmail("member");
  const res = await owner.post(`${BASE}/store`, {
    name,
    email,
    password: "initial-pass",
    availability: "FullTime",
    area_role_ids: [role.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  const member = await login(t.app, email, "initial-pass");
  const feedPath = new URL((await member.get("/api/calendar/feed")).json().payload.url).pathname;
  expect((await t.app.inject({ method: "GET", url: feedPath })).statusCode).toBe(200);
  return { id: res.json().payload.id as number, email, member, feedPath };
}

const edit = (by: Caller, id: number, email: string, name = "Nadia Member") =>
  by.request({
    method: "PUT",
    url: `${BASE}/${id}`,
    payload: { name, email, availability: "FullTime", area_role_ids: [role.id] },
  });

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe("a team member's e-mail changed by a manager", () => {
  it("tells the old address in the member's language, ends their sessions and their calendar link", async () => {
    const manager = await createStaff(t, owner, "manager");
    const { id, email, member, feedPath } = await newMember("Nadia Member");
    expect((await member.put("/api/auth/locale", { locale: "es" })).statusCode).toBe(200);
    const newEmail = uniqueEmail("taken-over");

    const res = await edit(manager, id, newEmail);
    expect(res.statusCode, res.body).toBe(200);

    expect((await member.get("/api/auth/me")).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: feedPath })).statusCode).toBe(404);
    const [mail] = await eventually(
      async () => mailsTo(email),
      (mails) => mails.length > 0,
    );
    const es = MAIL_TEXTS.es.emailChanged;
    expect(mail?.subject).toBe(es.subject);
    expect(mail?.text).toContain("Maison Test");
    expect(mail?.text).toContain(es.unexpected);
    // The notice names neither the new address, nor goes to it.
    expect(mail?.text).not.toContain(newEmail);
    expect(mailsTo(newEmail)).toEqual([]);
    // The member signs in with the new address; the old one no longer opens the account.
    await login(t.app, newEmail, "initial-pass");
  });

  it("changes nothing of that when the e-mail stays (other fields, or only its case, change)", async () => {
    const { id, email, member, feedPath } = await newMember("Omar Member");
    expect((await edit(owner, id, email.toUpperCase(), "Omar Renamed")).statusCode).toBe(200);
    expect((await member.get("/api/auth/me")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: feedPath })).statusCode).toBe(200);
    expect(mailsTo(email)).toEqual([]);
  });
});
