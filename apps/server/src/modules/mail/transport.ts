import nodemailer from "nodemailer";

/** One mail, rendered, to one recipient. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; messageId: string };

export type MailTransport = {
  /** Resolves once the SMTP server accepted the mail; rejects on any refusal, timeout or abort. */
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
};

/**
 * SMTP from SMTP_URL (smtp:// with STARTTLS when the server offers it, smtps:// for TLS from the start; user and
 * password in the URL). A connection per mail: sends are few, and nothing is left open to go stale. Short
 * timeouts, so a dead or stalling server costs an attempt, never a stuck worker.
 */
export function makeTransport(mail: { smtpUrl: string; from: string; sendTimeoutMs: number }): MailTransport {
  const within = (ms: number) => Math.min(ms, mail.sendTimeoutMs);
  const transporter = nodemailer.createTransport(
    {
      url: mail.smtpUrl,
      connectionTimeout: within(10_000),
      greetingTimeout: within(10_000),
      socketTimeout: within(30_000),
    },
    { from: mail.from },
  );
  return {
    async send(m, signal) {
      await transporter.sendMail({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        messageId: m.messageId,
        // The longest one send may take, whatever the server does: the outbox lock outlasts it.
        signal: AbortSignal.any([signal, AbortSignal.timeout(mail.sendTimeoutMs)]),
      });
    },
    close: () => transporter.close(),
  };
}
