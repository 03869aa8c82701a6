import { INVITE_DAYS } from "@brigade/contract/invites";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/notifications";
import { createTestApp, registerOwner, type TestApp, uniqueEmail } from "../../test/harness";
import { createMailApp, eventually, PUBLIC_URL } from "../mail/test/support";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "../mail/test/test-smtp-server";

// The invitation e-mail as a real SMTP server receives it (issue 36): to the invited address, with the link the
// inviter was shown, in the inviter's saved language (the invited person has no account to save one).

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailApp(smtp);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe("the invitation e-mail", () => {
  it("brings the link to the invited address, in the inviter's language", async () => {
    const owner = await registerOwner(t.app, "Bistro Lumière");
    expect((await owner.put("/api/auth/locale", { locale: "fr" })).statusCode).toBe(200);
    const email = uniqueEmail("lea");
    const res = await owner.post("/api/employee/invites", { invites: [{ email, name: "Léa" }] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payload.mailed).toBe(true);
    const link: string = res.json().payload.invites[0].link;
    expect(link.startsWith(`${PUBLIC_URL}/invite/`)).toBe(true);

    const [mail] = (await eventually(
      async () => smtp.received.filter((m) => m.to.includes(email)),
      (found) => found.length > 0,
    )) as ReceivedMail[];
    expect(mail?.subject).toBe("Bistro Lumière vous invite sur Brigade");
    expect(mail?.text).toContain("Bonjour Léa,");
    expect(mail?.text).toContain("Olive Owner vous invite à rejoindre l'équipe de Bistro Lumière sur Brigade");
    expect(mail?.text).toContain(`Accepter l'invitation\u00a0: ${link}`);
    expect(mail?.text).toContain(`pendant ${INVITE_DAYS} jours`);
    expect(mail?.html).toContain('<html lang="fr">');
    expect(mail?.html).toContain(`href="${link}"`);
    // The link in the mail opens the invitation.
    const shown = await t.app.inject({
      method: "GET",
      url: new URL(link).pathname.replace("/invite/", "/api/invites/"),
    });
    expect(shown.json().payload).toMatchObject({ business: "Bistro Lumière", email: email.toLowerCase(), name: "Léa" });
  });
});

describe("an invitation mail not sent yet", () => {
  it("is dropped when the invitation is replaced or withdrawn: a dead link is never mailed", async () => {
    // A server whose mail cannot leave (nothing listens there): its mails wait in the outbox.
    const stuck = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9", MAIL_POLL_MS: "3600000", PUBLIC_URL });
    try {
      const owner = await registerOwner(stuck.app);
      const email = uniqueEmail("waiting");
      const send = () => owner.post("/api/employee/invites", { invites: [{ email }] });
      const first = (await send()).json().payload.invites[0];
      const mails = () => stuck.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, owner.userId));
      expect((await mails()).map((m) => m.data)).toEqual([expect.objectContaining({ invite_id: first.id, to: email })]);
      const second = (await send()).json().payload.invites[0];
      expect((await mails()).map((m) => m.data)).toEqual([expect.objectContaining({ invite_id: second.id })]);
      expect((await owner.del(`/api/employee/invites/${second.id}`)).statusCode).toBe(200);
      expect(await mails()).toEqual([]);
    } finally {
      await stuck.close();
    }
  });
});
