import { MESSAGES } from "@brigade/contract/messages";
import { PASSWORD_RESET_MESSAGES as M, RESET_LINK_MINUTES } from "@brigade/contract/password-reset";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { mailOutbox, passwordResets } from "../../db/schema/notifications";
import { hashToken } from "../../lib/tokens";
import { type Caller, createStaff, login, registerOwner, type TestApp } from "../../test/harness";
import { createMailApp, eventually, PUBLIC_URL } from "../mail/test/support";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../mail/test/test-smtp-server";

// "Forgot password?" with e-mail on: the link arrives by a real SMTP server, works once and within the hour, and
// the answer never tells whether an address has an account.

let smtp: TestSmtpServer;
let t: TestApp;
let owner: Caller & { email: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailApp(smtp);
  owner = await registerOwner(t.app, "Reset Bistro");
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = (email: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email } });
const reset = (token: string, password: string, confirmation = password) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, password, password_confirmation: confirmation },
  });
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
async function nthMailTo(email: string, n: number): Promise<ReceivedMail> {
  await eventually(
    async () => mailsTo(email).length,
    (count) => count >= n,
  );
  return mailsTo(email)[n - 1] as ReceivedMail;
}
const tokenIn = (mail: ReceivedMail) => /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1] ?? "";

/** A team member with a password of their own, signed in. */
async function newMember() {
  const member = await createStaff(t, owner, "team_member");
  const [user] = await t.database.db.select().from(users).where(eq(users.id, member.userId));
  return { ...member, email: user?.email ?? "" };
}

describe("forgot password", () => {
  it("tells the login page that it is offered", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/options" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ payload: { password_reset: true } });
  });

  it("e-mails a link that sets a new password once, and ends every session and the calendar link", async () => {
    const member = await newMember();
    const feedUrl = (await member.get("/api/calendar/feed")).json().payload.url as string;
    const res = await forgot(member.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.linkSent });

    const mail = await nthMailTo(member.email, 1);
    expect(mail.subject).toBe("Reset your Brigade password");
    const token = tokenIn(mail);
    expect(token).not.toBe("");
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset-password?token=${token}"`);
    expect(mail.text).toContain(`within ${RESET_LINK_MINUTES} minutes`);
    // Stored: the token's hash only, and the sent mail keeps nothing of it.
    const [link] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, member.userId));
    expect(link?.tokenHash).toBe(hashToken(token));
    expect((link?.expiresAt.getTime() ?? 0) - (link?.createdAt.getTime() ?? 0)).toBe(RESET_LINK_MINUTES * 60_000);
    const [row] = await eventually(
      () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, member.userId)),
      (rows) => rows[0]?.sentAt != null,
    );
    expect(row?.data).toBeNull();

    const done = await reset(token, "brand-new-pass");
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: M.passwordReset });
    expect((await member.get("/api/auth/me")).statusCode).toBe(401);
    // The calendar link the old password's holder may have taken dies too (issue 34).
    expect((await t.app.inject({ method: "GET", url: new URL(feedUrl).pathname })).statusCode).toBe(404);
    await login(t.app, member.email, "brand-new-pass");
    const old = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: member.email, password: "staff-pass" },
    });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, "another-new-pass");
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: M.invalidLink, errors: { token: [M.invalidLink] } });
  });

  it("answers an unknown address exactly as a known one, and sends nothing", async () => {
    const outboxBefore = await t.database.db.$count(mailOutbox);
    const receivedBefore = smtp.received.length;
    const unknown = await forgot("nobody.here@example.test");
    const known = await forgot(owner.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await nthMailTo(owner.email, 1);
    expect(smtp.received.length).toBe(receivedBefore + 1);
    expect(await t.database.db.$count(mailOutbox)).toBe(outboxBefore + 1);
  });

  it("sends nothing to a deactivated account, with the same answer", async () => {
    const member = await newMember();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, member.userId));
    const res = await forgot(member.email);
    expect(res.json()).toEqual({ message: M.linkSent });
    const sentinel = await newMember();
    await forgot(sentinel.email);
    await nthMailTo(sentinel.email, 1);
    expect(mailsTo(member.email)).toEqual([]);
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.userId, member.userId))).toBe(0);
  });

  it("refuses an expired link", async () => {
    const member = await newMember();
    await forgot(member.email);
    const token = tokenIn(await nthMailTo(member.email, 1));
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    const res = await reset(token, "brand-new-pass");
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.invalidLink);
    await login(t.app, member.email, "staff-pass"); // the password did not change
  });

  it("refuses the link of an account deactivated since it was sent", async () => {
    const member = await newMember();
    await forgot(member.email);
    const token = tokenIn(await nthMailTo(member.email, 1));
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, member.userId));
    expect((await reset(token, "brand-new-pass")).json().message).toBe(M.invalidLink);
  });

  it("refuses an unknown token, a weak password and a confirmation that differs, keeping the link", async () => {
    expect((await reset("not-a-real-token", "brand-new-pass")).json().message).toBe(M.invalidLink);
    const member = await newMember();
    await forgot(member.email);
    const token = tokenIn(await nthMailTo(member.email, 1));
    const short = await reset(token, "short");
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([MESSAGES.passwordMin]);
    const differs = await reset(token, "brand-new-pass", "brand-new-pasS");
    expect(differs.statusCode).toBe(422);
    expect(differs.json().errors).toEqual({ password_confirmation: [M.confirmationMismatch] });
    expect((await reset(token, "brand-new-pass")).statusCode).toBe(200);
  });

  it("lifts the login throttle the forgotten password ran into, and kills the account's other links", async () => {
    const member = await newMember();
    await forgot(member.email);
    await forgot(member.email);
    const first = tokenIn(await nthMailTo(member.email, 1));
    const second = tokenIn(await nthMailTo(member.email, 2));
    for (let i = 0; i < 5; i++) {
      const wrong = { email: member.email, password: `guess-${i}` };
      await t.app.inject({ method: "POST", url: "/api/auth/login", payload: wrong });
    }
    const locked = { email: member.email, password: "staff-pass" };
    expect((await t.app.inject({ method: "POST", url: "/api/auth/login", payload: locked })).statusCode).toBe(429);

    expect((await reset(second, "brand-new-pass")).statusCode).toBe(200);
    await login(t.app, member.email, "brand-new-pass");
    expect((await reset(first, "another-new-pass")).json().message).toBe(M.invalidLink);
  });

  it("sends one account at most three links an hour, answering alike", async () => {
    const member = await newMember();
    for (let i = 0; i < 4; i++) expect((await forgot(member.email)).json()).toEqual({ message: M.linkSent });
    await nthMailTo(member.email, 3);
    const sentinel = await newMember();
    await forgot(sentinel.email);
    await nthMailTo(sentinel.email, 1);
    expect(mailsTo(member.email)).toHaveLength(3);
  });
});
