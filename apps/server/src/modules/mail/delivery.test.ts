import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, registerOwner, type TestApp } from "../../test/harness";
import { makeNotifier } from "../notifications";
import { askTimeOff } from "../notifications/test/support";
import { createMailApp, eventually, outboxOf, PUBLIC_URL, recordNotifications, shiftAt } from "./test/support";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "./test/test-smtp-server";

// Notifications by e-mail as their recipients get them: a real SMTP server receives what the worker sends.

let smtp: TestSmtpServer;
let t: TestApp;
let owner: Caller & { email: string };
let businessId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailApp(smtp);
  owner = await registerOwner(t.app, "Mail Bistro");
  businessId = await businessIdOf(owner);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
async function waitForMailsTo(email: string, count: number): Promise<ReceivedMail[]> {
  await eventually(
    async () => mailsTo(email).length,
    (n) => n >= count,
  );
  return mailsTo(email);
}
/** A signed-in team member with their e-mail address and name. */
async function newMember(name = "Ana Lopez") {
  const member = await createStaff(t, owner, "team_member");
  const [user] = await t.database.db.update(users).set({ name }).where(eq(users.id, member.userId)).returning();
  if (!user) throw new Error("no user");
  return { ...member, email: user.email };
}

describe("a notification's e-mail", () => {
  it("reaches its user with a plain-text and an HTML part, the times in the location's zone", async () => {
    const member = await newMember("Ana <b>&</b> Lopez");
    const shifts = {
      "Mon 11-01-2027 05:00 PM EST to 11:00 PM": shiftAt("Downtown", "America/New_York", "2027-01-11T22:00:00.000Z"),
      "Mon 12-07-2027 05:00 PM EDT to 11:00 PM": shiftAt("Downtown", "America/New_York", "2027-07-12T21:00:00.000Z"),
      "Mon 11-01-2027 05:00 PM GMT to 11:00 PM": shiftAt(
        "Harbour <Terrace>",
        "Europe/London",
        "2027-01-11T17:00:00.000Z",
      ),
      "Mon 12-07-2027 05:00 PM BST to 11:00 PM": shiftAt(
        "Harbour <Terrace>",
        "Europe/London",
        "2027-07-12T16:00:00.000Z",
      ),
    };
    await recordNotifications(
      t,
      businessId,
      Object.values(shifts).map((shift) => ({ userId: member.userId, kind: "shift_assigned", data: { shift } })),
    );

    const mails = await waitForMailsTo(member.email, 4);
    expect(mails).toHaveLength(4);
    for (const [when, shift] of Object.entries(shifts)) {
      const mail = mails.find((m) => m.text.includes(when));
      expect(mail, `a mail saying ${when}`).toBeDefined();
      if (!mail) continue;
      expect(mail.to).toEqual([member.email]);
      expect(mail.subject).toBe("New shift");
      expect(mail.text).toContain(`You are on Dinner - Line Cook at ${shift.location}, ${when}.`);
      expect(mail.text).toContain("Hi Ana <b>&</b> Lopez,");
      expect(mail.text).toContain(`${PUBLIC_URL}/employee-home`);
      expect(mail.text).toContain(`To turn these e-mails off, open your account page: ${PUBLIC_URL}/account`);
      // The HTML part says the same, every value escaped.
      expect(mail.html).toContain(`at ${shift.location.replace("<", "&lt;").replace(">", "&gt;")}, ${when}.`);
      expect(mail.html).toContain("Hi Ana &lt;b&gt;&amp;&lt;/b&gt; Lopez,");
      expect(mail.html).not.toContain("<b>&</b>");
      expect(mail.html).toContain(`href="${PUBLIC_URL}/employee-home"`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/account"`);
    }
    // Each Message-ID names its outbox row, and a sent row keeps no data.
    const rows = await eventually(
      () => outboxOf(t, member.userId),
      (r) => r.every((row) => row.sentAt !== null),
    );
    expect(mails.map((m) => m.messageId).sort()).toEqual(
      rows.map((row) => `<outbox-${row.id}@brigade.example.test>`).sort(),
    );
    expect(rows.map((row) => ({ attempts: row.attempts, data: row.data, failed: row.failedAt }))).toEqual(
      rows.map(() => ({ attempts: 1, data: null, failed: null })),
    );
  });

  it("comes from a real change: a team member's time-off request reaches the owner", async () => {
    const member = await newMember();
    await askTimeOff(member, 9);
    const [mail] = await waitForMailsTo(owner.email, 1);
    expect(mail?.subject).toBe("Time off requested");
    expect(mail?.text).toContain("Ana Lopez asks for time off");
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/business-owner-shift-listing#TimeOff"`);
  });

  it("is not sent for a kind the user turned off, though the notification is in the app", async () => {
    const member = await newMember();
    const off = await member.put("/api/notifications/preferences", {
      preferences: [{ kind: "shift_assigned", email: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const shift = shiftAt("Downtown", "America/New_York", "2027-02-01T22:00:00.000Z");
    await recordNotifications(t, businessId, [{ userId: member.userId, kind: "shift_assigned", data: { shift } }]);
    await recordNotifications(t, businessId, [
      { userId: member.userId, kind: "shift_changed", data: { shift, change: "moved" } },
    ]);

    const [mail] = await waitForMailsTo(member.email, 1);
    expect(mail?.subject).toBe("Shift changed");
    const list = (await member.get("/api/notifications")).json().payload.items;
    expect(list.map((n: { kind: string }) => n.kind)).toEqual(["shift_changed", "shift_assigned"]);
    expect(mailsTo(member.email)).toHaveLength(1);
  });

  it("is never sent for a change that rolled back", async () => {
    const member = await newMember();
    const shift = shiftAt("Downtown", "America/New_York", "2027-03-01T22:00:00.000Z");
    await expect(
      t.database.db.transaction(async (tx) => {
        await makeNotifier({ mailOn: true }).record(tx, businessId, [
          { userId: member.userId, kind: "shift_assigned", data: { shift } },
        ]);
        throw new Error("the change failed after it notified");
      }),
    ).rejects.toThrow("the change failed");
    // A later change that commits: once its mail is here, the rolled-back one had its chance to show up.
    await recordNotifications(t, businessId, [
      { userId: member.userId, kind: "shift_changed", data: { shift, change: "edited" } },
    ]);
    await waitForMailsTo(member.email, 1);
    expect(mailsTo(member.email).map((m) => m.subject)).toEqual(["Shift changed"]);
    expect(await outboxOf(t, member.userId)).toHaveLength(1);
  });

  it("is given up, without harm to the others, when its user was deactivated", async () => {
    const gone = await newMember();
    const next = await newMember();
    const shift = shiftAt("Downtown", "America/New_York", "2027-04-05T21:00:00.000Z");
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, gone.userId));
    await recordNotifications(t, businessId, [
      { userId: gone.userId, kind: "shift_assigned", data: { shift } },
      { userId: next.userId, kind: "shift_assigned", data: { shift } },
    ]);
    await waitForMailsTo(next.email, 1);
    const [row] = await eventually(
      () => outboxOf(t, gone.userId),
      (rows) => rows[0]?.failedAt != null,
    );
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toBe("The recipient's account is inactive or gone.");
    expect(mailsTo(gone.email)).toEqual([]);
  });
});
