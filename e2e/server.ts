import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

// A real Brigade server (tsx, the built web app, embedded PGlite in a throwaway directory) for the browser tests.

export type Brigade = { base: string; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/**
 * Starts a server with `env` over the tests' defaults and waits until it answers. `pgdata`, an embedded database a
 * stopped server left (the run's seeded demo, e2e/global-setup.ts), is copied in first: the server then finds its
 * migrations and the demo done.
 */
export async function startBrigade(env: Record<string, string> = {}, port?: number, pgdata?: string): Promise<Brigade> {
  const listenOn = port ?? (await freePort());
  const base = `http://127.0.0.1:${listenOn}`;
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-e2e-"));
  if (pgdata) cpSync(pgdata, join(dataDir, "pgdata"), { recursive: true });
  const server: ChildProcess = spawn(process.execPath, ["--import", "tsx", resolve("apps/server/src/main.ts")], {
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      // A spec run on its own (or repeated) registers and logs in faster than a person could.
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      WEB_DIST: process.env.E2E_WEB_DIST ?? "",
      ...env,
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
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`the Brigade server did not start:\n${errors.join("").slice(-2000)}`);
    }
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return { base, stop };
}
