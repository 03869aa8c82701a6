import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../db/schema/accounts";
import { createTestApp, registerOwner, type TestApp } from "../test/harness";
import { SESSION_MAX_DAYS } from "./auth";

// Issue 34: a session slides while it is used, but never past SESSION_MAX_DAYS after its sign-in.

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ago = (days: number) => new Date(Date.now() - days * DAY);

describe("a session's absolute limit", () => {
  it("ends a session signed in more than the limit ago, however recently it was used", async () => {
    const owner = await registerOwner(t.app);
    await t.database.db
      .update(sessions)
      .set({ createdAt: ago(SESSION_MAX_DAYS + 1), lastSeenAt: ago(0.001), expiresAt: new Date(Date.now() + 29 * DAY) })
      .where(eq(sessions.userId, owner.userId));
    expect((await owner.get("/api/auth/me")).statusCode).toBe(401);
  });

  it("slides no further than the limit: a use near its end keeps the end where it is", async () => {
    const owner = await registerOwner(t.app);
    const signedIn = ago(SESSION_MAX_DAYS - 1);
    await t.database.db
      .update(sessions)
      .set({ createdAt: signedIn, lastSeenAt: ago(1), expiresAt: new Date(Date.now() + DAY) })
      .where(eq(sessions.userId, owner.userId));
    expect((await owner.get("/api/auth/me")).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, owner.userId));
    expect(row?.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(row?.expiresAt.getTime()).toBe(signedIn.getTime() + SESSION_MAX_DAYS * DAY);
  });
});
