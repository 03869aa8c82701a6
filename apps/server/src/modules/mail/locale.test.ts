import { RESET_LINK_MINUTES } from "@brigade/contract/password-reset";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/accounts";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, registerOwner, type TestApp } from "../../test/harness";
import { dayFromToday } from "../time-off/test/support";
import { createMailApp, eventually, PUBLIC_URL, recordNotifications, shiftAt } from "./test/support";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "./test/test-smtp-server";

// E-mails in the recipient's saved language (issue 15), as a real SMTP server receives them: the subject, the
// sentence, and the fixed text around it. A mail has no browser to ask, so no saved language means English.

let smtp: TestSmtpServer;
let t: TestApp;
let owner: Caller;
let businessId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createMailApp(smtp);
  owner = await registerOwner(t.app, "Bistro Lumière");
  businessId = await businessIdOf(owner);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function firstMailTo(email: string): Promise<ReceivedMail> {
  const mails = await eventually(
    async () => smtp.received.filter((m) => m.to.includes(email)),
    (found) => found.length > 0,
  );
  return mails[0] as ReceivedMail;
}

/** A signed-in team member named Léa who saved `locale` on their account page. */
async function memberSpeaking(locale: "es" | "fr") {
  const member = await createStaff(t, owner, "team_member");
  expect((await member.put("/api/auth/locale", { locale })).statusCode).toBe(200);
  const [user] = await t.database.db.update(users).set({ name: "Léa" }).where(eq(users.id, member.userId)).returning();
  return { ...member, email: user?.email ?? "" };
}

describe("a French-speaking user's e-mail", () => {
  it("says the notification in French, subject, sentence and footer", async () => {
    const member = await memberSpeaking("fr");
    const shift = shiftAt("Rive Gauche", "Europe/Paris", "2026-11-30T16:00:00.000Z");
    await recordNotifications(t, businessId, [{ userId: member.userId, kind: "shift_assigned", data: { shift } }]);

    const mail = await firstMailTo(member.email);
    expect(mail.subject).toBe("Nouveau créneau");
    const sentence =
      "On vous a attribué le créneau Dinner - Line Cook à Rive Gauche, lun. 30/11/2026 de 17:00 CET à 23:00.";
    expect(mail.text).toContain("Bonjour Léa,");
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(`Ouvrir Brigade\u00a0: ${PUBLIC_URL}/employee-home`);
    expect(mail.text).toContain(
      `Pour ne plus recevoir ces e-mails, ouvrez la page de votre compte\u00a0: ${PUBLIC_URL}/account`,
    );
    expect(mail.text).not.toContain("You");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(sentence);
    expect(mail.html).toContain(">Ouvrir Brigade</a>");
  });

  it("sends the password-reset link in French", async () => {
    const member = await memberSpeaking("fr");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: member.email },
    });
    expect(res.statusCode, res.body).toBe(200);

    const mail = await firstMailTo(member.email);
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Brigade");
    expect(mail.text).toContain("Bonjour Léa,");
    expect(mail.text).toMatch(/Choisissez un nouveau mot de passe\u00a0: \S+\/reset-password\?token=[\w-]+/);
    expect(mail.text).toContain(`Le lien ne fonctionne qu'une fois, pendant ${RESET_LINK_MINUTES} minutes.`);
    expect(mail.html).toContain(">Choisissez un nouveau mot de passe</a>");
  });
});

describe("a Spanish-speaking user's e-mail", () => {
  it("comes from a real change in Spanish, whatever language the change was made in", async () => {
    const member = await memberSpeaking("es");
    // The owner works in English; the member reads the decision in Spanish.
    const [from, to] = [dayFromToday(20), dayFromToday(21)];
    const asked = await member.post("/api/employee/time-off", { from_day: from, to_day: to });
    expect(asked.statusCode, asked.body).toBe(201);
    const decided = await owner.request({
      method: "POST",
      url: `/api/employee/time-off/${asked.json().payload.id}/decision`,
      headers: { "accept-language": "en" },
      payload: { status: "Approved" },
    });
    expect(decided.statusCode, decided.body).toBe(200);

    const mail = await firstMailTo(member.email);
    expect(mail.subject).toBe("Tiempo libre aprobado");
    expect(mail.text).toContain("Hola, Léa:");
    const slashes = (day: string) => day.replaceAll("-", "/");
    expect(mail.text).toContain(`Tu tiempo libre del ${slashes(from)} al ${slashes(to)}: aprobado.`);
    expect(mail.text).toContain(`Abrir Brigade: ${PUBLIC_URL}/employee-home?tab=time_off`);
  });
});
