import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A Brigade server with e-mail on, and the SMTP server it sends to, started by the spec that needs them: the shared
// e2e server (playwright.config.ts) keeps e-mail off, so no other spec sees "Forgot password?" or any mail.

export type SentMail = { to: string[]; subject: string; text: string };
export type MailWorld = { base: string; mails: SentMail[]; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

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
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-e2e-mail-"));
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", resolve("apps/server/src/main.ts")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      WEB_DIST: process.env.E2E_WEB_DIST ?? "",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: base,
      MAIL_POLL_MS: "200",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  const errors: string[] = [];
  server.stderr?.on("data", (chunk: Buffer) => errors.push(chunk.toString()));
  let exited = false;
  const gone = new Promise<void>((done) => server.once("exit", () => done()));
  void gone.then(() => {
    exited = true;
  });

  const stop = async () => {
    // SIGTERM waits for open connections, and the browser may hold one that never sent a request: a few seconds,
    // then SIGKILL (the data directory is thrown away anyway).
    if (!exited) server.kill("SIGTERM");
    const kill = setTimeout(() => server.kill("SIGKILL"), 5000);
    await gone;
    clearTimeout(kill);
    await new Promise<void>((done) => smtp.close(() => done()));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`the e-mail server did not start:\n${errors.join("").slice(-2000)}`);
    }
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
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
