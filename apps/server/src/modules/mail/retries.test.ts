import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, registerOwner, type TestApp } from "../../test/harness";
import { createMailApp, eventually, outboxOf, recordNotifications, shiftAt } from "./test/support";
import { startSmtpServer, type TestSmtpServer } from "./test/test-smtp-server";
import { MAX_MAIL_ATTEMPTS } from "./worker";

// An SMTP server that says "not now" (451) or "never" (550): the worker tries again later, waiting longer each
// time, and gives up after the last attempt or at once on a permanent refusal.

const RETRY_MS = 20; // MAIL_RETRY_MS: the first wait; each next one doubles
let smtp: TestSmtpServer;
let t: TestApp;
let owner: Caller;
let businessId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailApp(smtp, { MAIL_RETRY_MS: String(RETRY_MS) });
  owner = await registerOwner(t.app, "Retry Bistro");
  businessId = await businessIdOf(owner);
});
afterEach(() => smtp.refuse(0));
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function notifyNewMember() {
  const member = await createStaff(t, owner, "team_member");
  const shift = shiftAt("Downtown", "America/New_York", "2027-01-11T22:00:00.000Z");
  await recordNotifications(t, businessId, [{ userId: member.userId, kind: "shift_assigned", data: { shift } }]);
  return member;
}

/** This server's count of mail attempts with that outcome, as its metrics say. */
async function attempts(outcome: string): Promise<number> {
  const metric = t.metrics.registry.getSingleMetric("brigade_mail_attempts_total");
  const values = (await metric?.get())?.values ?? [];
  return values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
}

describe("delivery when the SMTP server refuses", () => {
  it("tries again, waiting longer each time, and delivers once the server takes it", async () => {
    smtp.refusedAt.length = 0;
    const [retriesBefore, sentBefore] = [await attempts("retry"), await attempts("sent")];
    smtp.refuse(3, 451);
    const before = smtp.received.length;
    const member = await notifyNewMember();
    await smtp.waitFor(before + 1);

    const [row] = await eventually(
      () => outboxOf(t, member.userId),
      (rows) => rows[0]?.sentAt != null,
    );
    expect(row).toMatchObject({ attempts: 4, failedAt: null, lastError: null, data: null });
    expect(smtp.received.length).toBe(before + 1);
    const tries = [...smtp.refusedAt, smtp.received.at(-1)?.at ?? 0];
    const waits = tries.slice(1).map((at, i) => at - (tries[i] ?? 0));
    // Each wait at least the backoff: 1, 2 and 4 times MAIL_RETRY_MS.
    expect(waits).toHaveLength(3);
    waits.forEach((wait, i) => {
      expect(wait).toBeGreaterThanOrEqual(RETRY_MS * 2 ** i);
    });
    // The metrics count each attempt by how it ended (the count follows the row's update).
    await expect.poll(() => attempts("sent")).toBe(sentBefore + 1);
    expect(await attempts("retry")).toBe(retriesBefore + 3);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts`, async () => {
    smtp.refusedAt.length = 0;
    smtp.refuse(1000, 451);
    const before = smtp.received.length;
    const member = await notifyNewMember();
    const [row] = await eventually(
      () => outboxOf(t, member.userId),
      (rows) => rows[0]?.failedAt != null,
      30_000,
    );
    expect(row?.attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toContain("451");
    expect(smtp.refusedAt).toHaveLength(MAX_MAIL_ATTEMPTS);
    expect(smtp.received.length).toBe(before);
  });

  it("gives up at once when the server refuses the recipient for good (550)", async () => {
    smtp.refusedAt.length = 0;
    const givenUpBefore = await attempts("given_up");
    smtp.refuse(1, 550);
    const member = await notifyNewMember();
    const [row] = await eventually(
      () => outboxOf(t, member.userId),
      (rows) => rows[0]?.failedAt != null,
    );
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain("550");
    expect(smtp.refusedAt).toHaveLength(1);
    await expect.poll(() => attempts("given_up")).toBe(givenUpBefore + 1);
  });
});
