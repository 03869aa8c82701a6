import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { registerOwner } from "../test/harness";
import { appWithLogs } from "../test/logged-app";
import { REDACTED } from "./log-redaction";

// What the logs hold after requests that carry e-mails, passwords and searches, and after a failing query
// with values: the path, the status and the error's kind, never a value a request sent.

const SECRET_EMAIL = "secret.person@example.test";
const SECRET_PASSWORD = "hunter2-very-secret";
let lines: string[];
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ app, database, lines } = await appWithLogs());
  // A route that fails the way a bug would: a query given a value, which Drizzle repeats in its message.
  app.get("/api/test/failing-query", { config: { access: "public" } }, async () => {
    await database.db.execute(sql`select 1 / 0 where ${SECRET_EMAIL} = ${SECRET_PASSWORD}`);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("the logs", () => {
  it("never carry query strings, bodies, SQL parameters or password hashes", async () => {
    lines.length = 0;
    const owner = await registerOwner(app);
    await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: SECRET_EMAIL, password: SECRET_PASSWORD },
    });
    await owner.get(`/api/employee/team-member?search=${encodeURIComponent(SECRET_EMAIL)}&token=${SECRET_PASSWORD}`);
    const failed = await app.inject({ method: "GET", url: `/api/test/failing-query?email=${SECRET_EMAIL}` });
    expect(failed.statusCode).toBe(500);

    const log = lines.join("");
    // The requests were logged, with their paths and the failure's kind.
    expect(log).toContain("/api/auth/login");
    expect(log).toContain("/api/employee/team-member");
    expect(log).toContain("unhandled error");
    expect(log).toContain("division by zero");
    // None of the values.
    for (const secret of [SECRET_EMAIL, encodeURIComponent(SECRET_EMAIL), SECRET_PASSWORD, owner.email, "$argon2"]) {
      expect(log).not.toContain(secret);
    }
  });

  it("never carry a kiosk link's or a calendar feed's token, in any line", async () => {
    const owner = await registerOwner(app);
    const location = await owner.post("/api/restaurant/location/store", { name: "Logged Site", time_zone: "UTC" });
    expect(location.statusCode, location.body).toBe(201);
    const kiosk = await owner.post(`/api/restaurant/location/${location.json().payload.id}/kiosk`, {});
    expect(kiosk.statusCode, kiosk.body).toBe(201);
    const kioskToken = new URL(kiosk.json().payload.url).pathname.split("/").pop() as string;
    const feed = await owner.get("/api/calendar/feed");
    expect(feed.statusCode, feed.body).toBe(200);
    const feedToken = new URL(feed.json().payload.url).pathname
      .split("/")
      .pop()
      ?.replace(/\.ics$/, "") as string;
    lines.length = 0;

    expect((await app.inject({ method: "GET", url: `/api/kiosk/${kioskToken}` })).statusCode).toBe(200);
    const punch = await app.inject({
      method: "POST",
      url: `/api/kiosk/${kioskToken}/clock/in`,
      payload: { pin: "0000" },
    });
    expect(punch.statusCode).toBeGreaterThanOrEqual(400);
    expect((await app.inject({ method: "GET", url: `/kiosk/${kioskToken}` })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `/ical/${feedToken}.ics` })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: `/reset-password?token=${feedToken}` })).statusCode).toBe(404);

    const log = lines.join("");
    expect(log).toContain(`"url":"/api/kiosk/${REDACTED}"`);
    expect(log).toContain(`"url":"/api/kiosk/${REDACTED}/clock/in"`);
    expect(log).toContain(`"url":"/kiosk/${REDACTED}"`);
    expect(log).toContain(`"url":"/ical/${REDACTED}.ics"`);
    expect(log).toContain(`"url":"/reset-password"`);
    expect(log).not.toContain(kioskToken);
    expect(log).not.toContain(feedToken);
  });
});
