import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, startChildServer } from "./child-server";
import { openEventStream } from "./event-stream";
import { freePort } from "./free-port";
import { migratedDataDir } from "./migrated-data-dir";

// The real server stopped as an orchestrator stops it (SIGTERM) with requests in flight: it stops accepting
// connections, answers every request it had accepted, and exits 0.

const dataDir = mkdtempSync(join(tmpdir(), "brigade-shutdown-"));
const streamDir = mkdtempSync(join(tmpdir(), "brigade-shutdown-stream-"));
const npmDirs = {
  SIGTERM: mkdtempSync(join(tmpdir(), "brigade-npm-term-")),
  SIGINT: mkdtempSync(join(tmpdir(), "brigade-npm-int-")),
};
let server: ChildServer | undefined;
let streaming: ChildServer | undefined;
const throughNpm: ChildServer[] = [];
// Each test starts a real server (tsx, the embedded database migrated): 18-21 s beside the other API files on two
// cores (2026-11-29), too near the default 30 s; the timeouts below are hang guards, not speed checks.

beforeAll(() => Promise.all([dataDir, streamDir, ...Object.values(npmDirs)].map(migratedDataDir)));
afterAll(async () => {
  await server?.kill();
  await streaming?.kill();
  for (const started of throughNpm) await started.kill();
  for (const dir of [dataDir, streamDir, ...Object.values(npmDirs)]) rmSync(dir, { recursive: true, force: true });
});

type Answer = { status: number; at: number; error?: string };
type Sent = { connected: Promise<void>; answer: Promise<Answer> };

/**
 * A request on a connection of its own: `connected` once the server's system has accepted the connection (the
 * request then goes out at once), `answer` its status, or 0 when the connection failed or was cut.
 */
function send(base: string, path: string, body?: unknown): Sent {
  let connected: () => void = () => {};
  const accepted = new Promise<void>((done) => {
    connected = done;
  });
  const answer = new Promise<Answer>((done) => {
    const req = request(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      agent: false,
      headers: body === undefined ? {} : { "content-type": "application/json" },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => done({ status: res.statusCode ?? 0, at: Date.now() }));
      res.on("error", (e) => done({ status: 0, at: Date.now(), error: e.message }));
    });
    req.on("error", (e) => done({ status: 0, at: Date.now(), error: e.message }));
    req.on("socket", (socket) => socket.once("connect", () => connected()));
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
  return { connected: accepted, answer };
}

/** A failure's account: each request cut off (how, and when against the signal), then the server's log. */
const cutOff = (answers: Answer[], signalAt: number, log: string[]) =>
  [
    "requests cut off:",
    ...answers.flatMap((a, i) =>
      a.status === 0 ? [`#${i}: ${a.error} at signal${a.at - signalAt >= 0 ? "+" : ""}${a.at - signalAt} ms`] : [],
    ),
    "the server said:",
    ...log,
  ].join("\n");

describe("SIGTERM", () => {
  it("answers every request already accepted, refuses new connections, and exits 0", { timeout: 90_000 }, async () => {
    const metricsPort = await freePort();
    server = await startChildServer({
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "info",
      METRICS_PORT: String(metricsPort),
    });
    const base = server.base;
    // The metrics, on their own port while the server runs (and gone with it).
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('brigade_http_requests_total{method="GET",route="/api/auth/me"');
    // Logins with unknown e-mails: each checks a password hash (tens of milliseconds, four at a time), so
    // these take a while to answer together.
    const inFlight = Array.from({ length: 40 }, (_, i) =>
      send(base, "/api/auth/login", { email: `nobody.${i}@example.test`, password: "not-the-password" }),
    );
    // All on connections the server's system has accepted, though the busy server may not have taken or read
    // them yet.
    await Promise.all(inFlight.map((r) => r.connected));
    const termAt = Date.now();
    const exit = server.terminate();
    const answers = await Promise.all(inFlight.map((r) => r.answer));

    expect(answers.filter((a) => a.status === 0).length, cutOff(answers, termAt, server.log)).toBe(0);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401]));
    // They were in flight: some were answered after the signal.
    expect(answers.some((a) => a.at > termAt)).toBe(true);
    expect(await exit).toBe(0);
    // Gone: a new connection is refused.
    expect((await send(base, "/healthz").answer).status).toBe(0);
    expect((await send(`http://127.0.0.1:${metricsPort}`, "/metrics").answer).status).toBe(0);
  });

  it("ends the live event streams at once, so they never hold the exit to the grace period", {
    timeout: 90_000,
  }, async () => {
    streaming = await startChildServer({ DATA_DIR: streamDir, SHUTDOWN_GRACE_S: "30" });
    const registered = await fetch(`${streaming.base}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        business_name: "Late Bar",
        name: "Olive",
        email: "olive@example.test",
        password: "correct-horse",
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = ((await registered.json()) as { payload: { token: string } }).payload;
    const stream = await openEventStream(`${streaming.base}/api/events`, { authorization: `Bearer ${token}` });
    expect(stream.status).toBe(200);

    const termAt = Date.now();
    const exit = streaming.terminate();
    await stream.ended;
    expect(await exit).toBe(0);
    // The drain's own wait for quiet (about a second), not the 30 s grace.
    expect(Date.now() - termAt).toBeLessThan(10_000);
  });
});

// Issue 34: `npm start` ran the server through tsx under npm, and a signal to the whole process group (a terminal's
// Ctrl-C, systemd's default stop) cut every request in flight. It now runs the built server with node.
describe("npm start stopped as a terminal or systemd stops it: the signal to the whole process group", () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`${signal}: answers every request in flight, and every process of the group ends`, {
      timeout: 300_000,
    }, async () => {
      const started = await startChildServer(
        { DATA_DIR: npmDirs[signal], AUTH_RATE_LIMIT_PER_MINUTE: "100000", LOG_LEVEL: "info" },
        { throughNpmStart: true },
      );
      throughNpm.push(started);
      const inFlight = Array.from({ length: 20 }, (_, i) =>
        send(started.base, "/api/auth/login", { email: `nobody.${i}@example.test`, password: "not-the-password" }),
      );
      await Promise.all(inFlight.map((r) => r.connected));
      const signalAt = Date.now();
      const exit = started.signalGroup(signal);
      const answers = await Promise.all(inFlight.map((r) => r.answer));

      expect(answers.filter((a) => a.status === 0).length, cutOff(answers, signalAt, started.log)).toBe(0);
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401]));
      expect(answers.some((a) => a.at > signalAt)).toBe(true);
      // Once the group has ended, everything the server wrote has been read.
      expect(await exit).toBe(0);
      expect(started.log.join("\n")).toContain(`${signal} received: finishing the requests in flight`);
      expect((await send(started.base, "/healthz").answer).status).toBe(0);
    });
  }
});
