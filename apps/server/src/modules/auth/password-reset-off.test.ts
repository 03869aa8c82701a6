import { MESSAGES } from "@brigade/contract/messages";
import { PASSWORD_RESET_MESSAGES as M } from "@brigade/contract/password-reset";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, passwordResets } from "../../db/schema/notifications";
import { createTestApp, registerOwner, type TestApp } from "../../test/harness";

// Without SMTP_URL there is no way to send a link: the login page hides "Forgot password?", and the call says why
// (which reveals nothing about any account). The reset calls share the sign-in rate limit.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "4" });
});
afterAll(() => t?.close());

const post = (url: string, payload: InjectOptions["payload"]) => t.app.inject({ method: "POST", url, payload });

describe("forgot password with e-mail off", () => {
  it("is not offered, and refuses with a message that names no account", async () => {
    const options = await t.app.inject({ method: "GET", url: "/api/auth/options" });
    expect(options.json()).toEqual({ payload: { password_reset: false } });
    const owner = await registerOwner(t.app); // 1 of the 4 sign-in calls a minute
    const res = await post("/api/auth/forgot-password", { email: owner.email });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: M.mailOff });
    expect(await t.database.db.$count(passwordResets)).toBe(0);
    expect(await t.database.db.$count(mailOutbox)).toBe(0);
  });

  it("is rate limited per address like login", async () => {
    const invalid = await post("/api/auth/reset-password", {
      token: "x",
      password: "long-enough",
      password_confirmation: "long-enough",
    });
    expect(invalid.statusCode).toBe(422); // 3 of 4
    expect((await post("/api/auth/forgot-password", { email: "a@example.test" })).statusCode).toBe(409); // 4 of 4
    const limited = await post("/api/auth/forgot-password", { email: "a@example.test" });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
