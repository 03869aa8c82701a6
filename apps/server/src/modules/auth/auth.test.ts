import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@brigade/contract/auth";
import { MESSAGES } from "@brigade/contract/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, createTestApp, login, registerOwner, type TestApp, uniqueEmail } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/auth/register", payload });
const cookieValue = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name)?.value;

describe("register", () => {
  it("creates the business and its owner, who is signed in at once", async () => {
    const email = uniqueEmail();
    const res = await register({ business_name: "Chez Test", name: "Ana", email, password: "longenough" });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().payload;
    expect(user).toMatchObject({ name: "Ana", email, role: "owner" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().payload).toMatchObject({
      user: { email, role: "owner" },
      business: { name: "Chez Test", logo_url: null },
      employee: null,
    });
    expect(me.json().payload.business.join_code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
  });

  it("answers 422 with the first message and every field's messages", async () => {
    const res = await register({ business_name: "", email: "not-an-email", password: "short" });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.business_name).toEqual(["The business name field is required."]);
    expect(body.errors.name).toEqual(["The name field is required."]);
    expect(body.errors.email).toEqual([MESSAGES.invalidEmail]);
    expect(body.errors.password).toEqual([MESSAGES.passwordMin]);
    expect(body.message).toBe("The business name field is required.");
  });

  it("refuses an e-mail already taken, whatever its case", async () => {
    const email = uniqueEmail();
    expect((await register({ business_name: "A", name: "A", email, password: "longenough" })).statusCode).toBe(201);
    const again = await register({ business_name: "B", name: "B", email: email.toUpperCase(), password: "longenough" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: MESSAGES.emailTaken, errors: { email: [MESSAGES.emailTaken] } });
  });

  it("stores only hashes of passwords and session tokens", async () => {
    const owner = await registerOwner(t.app);
    const rows = await t.database.db.execute(
      sql`select u.password_hash, s.token_hash from users u join sessions s on s.user_id = u.id where u.email = ${owner.email}`,
    );
    const row = (rows as unknown as { rows: { password_hash: string; token_hash: string }[] }).rows[0];
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.token_hash).not.toBe(owner.token);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("login and logout", () => {
  it("logs in with the right pair, case-insensitive e-mail, and sets the cookies", async () => {
    const owner = await registerOwner(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: owner.email.toUpperCase(), password: "correct-horse" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.user.email).toBe(owner.email);
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookieValue(res, CSRF_COOKIE)).toBeTruthy();
  });

  it("answers 401 with the contract message for a wrong pair or unknown e-mail", async () => {
    const owner = await registerOwner(t.app);
    for (const payload of [
      { email: owner.email, password: "wrong-password" },
      { email: uniqueEmail("nobody"), password: "whatever1" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.invalidCredentials });
    }
  });

  it("answers 429 after five failed logins for one e-mail from one address, even with the right password", async () => {
    const owner = await registerOwner(t.app);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: owner.email, password: `wrong-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: owner.email, password: "correct-horse" },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyLogins });
  });

  it("logout ends the token", async () => {
    const owner = await registerOwner(t.app);
    expect((await owner.post("/api/auth/logout")).json()).toEqual({ message: MESSAGES.loggedOut });
    const me = await owner.get("/api/auth/me");
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: MESSAGES.unauthenticated });
  });

  it("answers 401 without a session and for a made-up token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me" })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: { authorization: "Bearer forged" },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe("cookie sessions and CSRF", () => {
  async function cookieLogin() {
    const owner = await registerOwner(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: owner.email, password: "correct-horse" },
    });
    return { session: cookieValue(res, SESSION_COOKIE) as string, csrf: cookieValue(res, CSRF_COOKIE) as string };
  }

  it("reads with the cookie alone but refuses a write without the CSRF header", async () => {
    const { session, csrf } = await cookieLogin();
    const cookies = { [SESSION_COOKIE]: session };
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", cookies })).statusCode).toBe(200);
    const noHeader = await t.app.inject({ method: "POST", url: "/api/auth/logout", cookies });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json()).toEqual({ message: MESSAGES.csrfFailed });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      cookies,
      headers: { [CSRF_HEADER]: "guess" },
    });
    expect(wrong.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      cookies,
      headers: { [CSRF_HEADER]: csrf },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/auth/me", cookies })).statusCode).toBe(401);
  });
});

describe("change password", () => {
  it("needs the current password, then ends other sessions and accepts the new one", async () => {
    const owner = await registerOwner(t.app);
    const other = await login(t.app, owner.email, "correct-horse");
    const wrong = await owner.post("/api/auth/change-password", {
      current_password: "nope",
      password: "brand-new-pass",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual([MESSAGES.wrongCurrentPassword]);
    const ok = await owner.post("/api/auth/change-password", {
      current_password: "correct-horse",
      password: "brand-new-pass",
    });
    expect(ok.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect((await other.get("/api/auth/me")).statusCode).toBe(401);
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
    await expect(login(t.app, owner.email, "brand-new-pass")).resolves.toBeTruthy();
  });
});

describe("join requests", () => {
  it("creates a waiting employee who cannot log in; a wrong code is refused", async () => {
    const owner = await registerOwner(t.app);
    const code = (await owner.get("/api/auth/me")).json().payload.business.join_code;
    const email = uniqueEmail("joiner");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/join",
      payload: { join_code: code.toLowerCase(), name: "Jo", email, password: "longenough" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().payload.status).toBe("waiting_for_approval");
    const attempt = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "longenough" },
    });
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json()).toEqual({ message: MESSAGES.accountPending });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/join",
      payload: { join_code: "NOPE1234", name: "Jo", email: uniqueEmail(), password: "longenough" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.join_code).toEqual([MESSAGES.joinCodeInvalid]);
  });
});

describe("every response", () => {
  it("carries the security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/me" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("answers malformed JSON with a 400 message, and unknown API paths with a JSON 404", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: "{oops",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.bodyNotJson });
    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.routeNotFound });
  });

  it("publishes the OpenAPI description", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths["/api/auth/login"]).toBeDefined();
    expect((await t.app.inject({ method: "GET", url: "/api/docs" })).statusCode).toBeLessThan(400);
  });
});

describe("rate limit on auth routes", () => {
  it("answers 429 past the per-minute limit", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3" });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: uniqueEmail(), password: "x" },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("who may call comes before what they sent", () => {
  it("answers 401 to a forged token and 403 to a team member before looking at a bad body", async () => {
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { authorization: "Bearer forged" },
      payload: { nonsense: true },
    });
    expect(forged.statusCode).toBe(401);
    const owner = await registerOwner(t.app);
    const member = await createStaff(t, owner, "team_member");
    const refused = await member.post("/api/restaurant/location/store", { name: "" });
    expect(refused.statusCode).toBe(403);
  });

  it("answers a NUL byte in the login e-mail with a 422, not a 500", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "a\u0000@b.c", password: "whatever" },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe("session expiry", () => {
  it("answers 401 once a session has expired, and drops it at the user's next login", async () => {
    const owner = await registerOwner(t.app);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${owner.userId}`,
    );
    expect((await owner.get("/api/auth/me")).statusCode).toBe(401);
    await login(t.app, owner.email, "correct-horse");
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${owner.userId} and expires_at < now()`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
