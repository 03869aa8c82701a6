import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerOwner, type TestApp, uniqueEmail } from "../../test/harness";

// Failed logins are counted per (e-mail, address) and per address: a guesser is stopped where they are,
// and cannot lock the owner out from elsewhere or block other people's logins.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (app: FastifyInstance, email: string, password: string, from: string, headers = {}) =>
  app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: from, headers });

describe("login throttling", () => {
  it("stops five wrong passwords for an e-mail at that address only; the owner elsewhere still logs in", async () => {
    const owner = await registerOwner(t.app);
    for (let i = 0; i < 5; i++) expect((await login(t.app, owner.email, `no-${i}`, "10.1.0.1")).statusCode).toBe(401);
    const blocked = await login(t.app, owner.email, "correct-horse", "10.1.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyLogins });
    expect((await login(t.app, owner.email, "correct-horse", "10.1.0.2")).statusCode).toBe(200);
    // Another person at the guesser's address is not blocked by failures for someone else's e-mail.
    const neighbour = await registerOwner(t.app, "Next Door");
    expect((await login(t.app, neighbour.email, "correct-horse", "10.1.0.1")).statusCode).toBe(200);
  });

  it("stops an address spraying many e-mails after 50 failures, and no other address", async () => {
    const owner = await registerOwner(t.app);
    for (let i = 0; i < 50; i++) await login(t.app, uniqueEmail("spray"), "guess", "10.2.0.1");
    expect((await login(t.app, owner.email, "correct-horse", "10.2.0.1")).statusCode).toBe(429);
    expect((await login(t.app, owner.email, "correct-horse", "10.2.0.2")).statusCode).toBe(200);
  });

  it("counts wrong current passwords on change-password like failed logins", async () => {
    const owner = await registerOwner(t.app);
    const change = (current: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { current_password: current, password: "brand-new-pass", password_confirmation: "brand-new-pass" },
        remoteAddress: "10.3.0.1",
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(422);
    const blocked = await change("correct-horse");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyLogins });
    expect((await login(t.app, owner.email, "correct-horse", "10.3.0.1")).statusCode).toBe(429);
    // The password did not change: the old one still works from another address.
    expect((await login(t.app, owner.email, "correct-horse", "10.3.0.2")).statusCode).toBe(200);
  });
});

describe("behind a proxy", () => {
  it("without TRUST_PROXY, every client behind the proxy is one address and forged headers count for nothing", async () => {
    const owner = await registerOwner(t.app);
    for (let i = 0; i < 5; i++)
      await login(t.app, owner.email, "wrong", "192.168.9.9", { "x-forwarded-for": `203.0.113.${i}` });
    const other = await login(t.app, owner.email, "correct-horse", "192.168.9.9", {
      "x-forwarded-for": "198.51.100.7",
    });
    expect(other.statusCode).toBe(429);
  });

  it("with TRUST_PROXY, limits follow the real client and the cookies are Secure and __Host- over https", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      const owner = await registerOwner(proxied.app);
      const via = (client: string) => ({ "x-forwarded-for": client, "x-forwarded-proto": "https" });
      for (let i = 0; i < 5; i++) await login(proxied.app, owner.email, "wrong", "192.168.9.9", via("203.0.113.5"));
      expect(
        (await login(proxied.app, owner.email, "correct-horse", "192.168.9.9", via("203.0.113.5"))).statusCode,
      ).toBe(429);
      const ok = await login(proxied.app, owner.email, "correct-horse", "192.168.9.9", via("198.51.100.7"));
      expect(ok.statusCode).toBe(200);
      const session = ok.cookies.find((c) => c.name === "__Host-brigade_session");
      expect(session).toMatchObject({ secure: true, httpOnly: true, path: "/" });
      expect(ok.cookies.find((c) => c.name === "__Host-brigade_csrf")).toMatchObject({ secure: true, path: "/" });
      expect(ok.cookies.some((c) => c.name === "brigade_session")).toBe(false);
      const me = await proxied.app.inject({
        method: "GET",
        url: "/api/auth/me",
        cookies: { "__Host-brigade_session": session?.value ?? "" },
        remoteAddress: "192.168.9.9",
        headers: via("198.51.100.7"),
      });
      expect(me.statusCode).toBe(200);
      // Plain http through the same proxy: no Secure flag, no prefix.
      const plain = await login(proxied.app, owner.email, "correct-horse", "192.168.9.9", {
        "x-forwarded-for": "198.51.100.8",
        "x-forwarded-proto": "http",
      });
      expect(plain.cookies.find((c) => c.name === "brigade_session")?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });

  it("ignores X-Forwarded-Proto from an untrusted client: the cookie is not marked Secure", async () => {
    const owner = await registerOwner(t.app);
    const res = await login(t.app, owner.email, "correct-horse", "10.9.0.1", { "x-forwarded-proto": "https" });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "brigade_session")?.secure).toBeFalsy();
  });
});

describe("rate limits", () => {
  it("refuse before the session is looked up: with the database gone, a limited request still gets 429", async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: "3" });
    const call = () =>
      limited.app.inject({ method: "GET", url: "/api/auth/me", headers: { authorization: "Bearer made-up" } });
    try {
      expect((await call()).statusCode).toBe(401);
      expect((await call()).statusCode).toBe(401);
      expect((await call()).statusCode).toBe(401);
      await limited.database.close();
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});
