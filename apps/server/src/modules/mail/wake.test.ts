import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerOwner, type TestApp } from "../../test/harness";
import { createMailApp } from "./test/support";
import { startSmtpServer, type TestSmtpServer } from "./test/test-smtp-server";

// The worker polls seldom here (every 10 minutes), yet a change's mail goes out at once: an accepted write wakes
// it as soon as its answer is sent, when the change has committed.

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailApp(smtp, { MAIL_POLL_MS: "600000" });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("the worker after a change", () => {
  it("sends the change's mail without waiting for its next poll", async () => {
    const owner = await registerOwner(t.app, "Wake Bistro");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: owner.email },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await smtp.waitFor(1, 10_000);
    expect(mail?.to).toEqual([owner.email]);
  });
});
