// The real server (node --import tsx apps/server/src/main.ts) with the demo data on PGlite in a throwaway
// directory, serving a given web build: what playwright.config.ts starts for the browser tests.
import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

export type DemoServer = { base: string; stop: () => Promise<void> };

export async function startDemoServer(
  root: string,
  opts: { port: number; dataDir: string; webDist: string },
): Promise<DemoServer> {
  const child: ChildProcess = spawn("node", ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "1",
      WEB_DIST: opts.webDist,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error("the server exited while starting");
    if (Date.now() > deadline) throw new Error("the server did not answer in 120 s");
    try {
      // Any answer means it listens; the seed runs before it does.
      await fetch(`${base}/api/auth/me`);
      break;
    } catch {
      await sleep(250);
    }
  }
  const stop = async () => {
    if (exited) return;
    const gone = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    if (!(await Promise.race([gone.then(() => true), sleep(10_000).then(() => false)]))) child.kill("SIGKILL");
  };
  return { base, stop };
}

/** Logs in and returns the session's cookies as one Cookie header (session and CSRF cookie). */
export async function logInCookie(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login as ${email} failed: HTTP ${response.status}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";", 1)[0]);
  if (cookies.length === 0) throw new Error("the login set no cookie");
  return cookies.join("; ");
}
