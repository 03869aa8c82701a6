import { setTimeout as sleep } from "node:timers/promises";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { type Brigade, freePort, startBrigade } from "./server";

// A Brigade server with e-mail on, and the SMTP server it sends to, started by the spec that needs them: the
// workers' servers (fixtures.ts) keep e-mail off, so no other spec sees "Forgot password?" or any mail.

export type SentMail = { to: string[]; subject: string; text: string };
export type MailWorld = { base: string; mails: SentMail[]; stop: () => Promise<void> };

export async function startMailWorld(): Promise<MailWorld> {
  const mails: SentMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((done) => smtp.listen(smtpPort, "127.0.0.1", () => done()));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let brigade: Brigade;
  try {
    brigade = await startBrigade(
      { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: base, MAIL_POLL_MS: "200" },
      port,
    );
  } catch (error) {
    await new Promise<void>((done) => smtp.close(() => done()));
    throw error;
  }
  const stop = async () => {
    await brigade.stop();
    await new Promise<void>((done) => smtp.close(() => done()));
  };
  return { base, mails, stop };
}

/** The mails that reached `to`, once there are at least `count`. */
export async function mailsTo(world: MailWorld, to: string, count: number): Promise<SentMail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = world.mails.filter((m) => m.to.includes(to));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails reached ${to}`);
    await sleep(100);
  }
}
