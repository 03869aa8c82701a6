import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { mailOutbox } from "../../db/schema/notifications";
import { businessIdOf } from "../../test/fixtures";
import { createStaff, registerOwner, type TestApp } from "../../test/harness";
import { createMailApp, eventually, PUBLIC_URL, recordNotifications, shiftAt } from "./test/support";
import { startSmtpServer, type TestSmtpServer } from "./test/test-smtp-server";

// Two app servers on one database, as behind a load balancer: both workers poll the same outbox, and each mail
// is still sent once (a row claimed by one is skipped by the other).

let smtp: TestSmtpServer;
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailApp(smtp);
  const env = { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_POLL_MS: "10", LOG_LEVEL: "silent" };
  second = await buildApp(t.database.db, { ...loadConfig(env), webDist: undefined });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await smtp?.close();
});

describe("two servers sending from one outbox", () => {
  it("send each mail exactly once", async () => {
    const owner = await registerOwner(t.app, "Busy Bistro");
    const businessId = await businessIdOf(owner);
    const members = await Promise.all([1, 2, 3, 4].map(() => createStaff(t, owner, "team_member")));
    const drafts = members.flatMap((member) =>
      Array.from({ length: 10 }, (_, i) => ({
        userId: member.userId,
        kind: "shift_assigned" as const,
        data: {
          shift: shiftAt("Downtown", "America/New_York", `2027-01-${String(11 + i).padStart(2, "0")}T22:00:00Z`),
        },
      })),
    );
    await recordNotifications(t, businessId, drafts);

    const rows = await eventually(
      () => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, businessId)),
      (r) => r.length === drafts.length && r.every((row) => row.sentAt !== null),
    );
    await smtp.waitFor(drafts.length);
    // Both workers had time for another round: nothing more may come.
    await new Promise((done) => setTimeout(done, 300));
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(drafts.length);
    expect(new Set(ids).size).toBe(drafts.length);
    expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 1));
  });
});
