import { MESSAGES } from "@brigade/contract/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listenForHttp, registerOwner, type TestApp } from "../../test/harness";

// Issue 34, item 9: a login attempt is taken before the password is checked, under a lock, so a burst of
// guesses sent side by side is judged no further than the limit allows.

let t: TestApp;
let post: Awaited<ReturnType<typeof listenForHttp>>;
beforeAll(async () => {
  t = await createTestApp();
  post = await listenForHttp(t.app);
});
afterAll(() => t.close());

describe("a parallel burst of wrong passwords", () => {
  it("has at most five judged; the rest are refused with 429 and the right password is refused too", async () => {
    const owner = await registerOwner(t.app);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post("/api/auth/login", "", { email: owner.email, password: `no-${i}` })),
    );
    const statuses = burst.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(burst.find((a) => a.status === 429)?.body).toEqual({ message: MESSAGES.tooManyLogins });
    expect((await post("/api/auth/login", "", { email: owner.email, password: "correct-horse" })).status).toBe(429);
  });
});
