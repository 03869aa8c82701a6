import { setTimeout as sleep } from "node:timers/promises";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../../test/free-port";

// A real SMTP server for the tests (the npm package smtp-server): it receives what Brigade sends, parses it with
// mailparser, and can refuse mails the way a busy or strict server does.

export type ReceivedMail = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  at: number;
};

export type TestSmtpServer = {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** When each refused attempt came (ms since epoch). */
  refusedAt: number[];
  /** Answers the next `count` mails with `code` (451: try again later; 550: no such user) at RCPT TO. */
  refuse(count: number, code?: number): void;
  /** Starts listening (a server created with `listening: false` has its port, and nobody answers on it). */
  listen(): Promise<void>;
  /** Resolves once at least `count` mails arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

export async function startSmtpServer(opts: { listening?: boolean } = {}): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const refusedAt: number[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  let listening = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 500,
    onRcptTo(_address, _session, callback) {
      if (refusals.count > 0) {
        refusals.count -= 1;
        refusedAt.push(Date.now());
        const error = Object.assign(new Error(refusals.code >= 500 ? "No such user here" : "Try again later"), {
          responseCode: refusals.code,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            messageId: mail.messageId ?? "",
            at: Date.now(),
          });
          callback();
        })
        .catch(callback);
    },
  });

  const listen = async () => {
    await new Promise<void>((done, fail) => {
      server.server.once("error", fail);
      server.listen(port, "127.0.0.1", () => done());
    });
    listening = true;
  };
  if (opts.listening !== false) await listen();

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusedAt,
    refuse: (count, code = 451) => {
      refusals = { count, code };
    },
    listen,
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${received.length} of ${count} mails arrived: ${received.map((m) => m.subject).join(", ")}`);
        }
        await sleep(20);
      }
      return received;
    },
    close: () => (listening ? new Promise<void>((done) => server.close(() => done())) : Promise.resolve()),
  };
}
