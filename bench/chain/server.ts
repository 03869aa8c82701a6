// The real server as a child process, and plain keep-alive HTTP to it: what a browser's requests go through.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { freePort } from "../../apps/server/src/test/free-port";

export type Server = { base: string; pid: number; log: string[]; stop: () => Promise<void> };
export type Answer = { status: number; body: string; bytes: number; ms: number } | { status: "timeout"; ms: number };

/** One agent for every call, so sequential requests reuse one connection as a browser would. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A request over HTTP; `timeoutMs` ends the wait (the answer is then "timeout"), never the process. */
export function request(
  url: string,
  opts: { method?: string; token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (payload) headers["content-type"] = "application/json";
  const started = performance.now();
  return new Promise((done, fail) => {
    let timedOut = false;
    const req = http.request(url, { method: opts.method ?? "GET", headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const buffer = Buffer.concat(chunks);
        const ms = performance.now() - started;
        done({ status: res.statusCode ?? 0, body: buffer.toString("utf8", 0, 4096), bytes: buffer.length, ms });
      });
      res.on("error", fail);
    });
    req.setTimeout(opts.timeoutMs ?? 30_000, () => {
      timedOut = true;
      req.destroy();
      done({ status: "timeout", ms: performance.now() - started });
    });
    req.on("error", (error) => (timedOut ? undefined : fail(error)));
    req.end(payload);
  });
}

/** Starts `node --import tsx <serverDir>/apps/server/src/main.ts` on a free port and waits until it answers. */
export async function startServer(serverDir: string, databaseUrl: string, nodeArgs: string[] = []): Promise<Server> {
  const port = await freePort();
  const log: string[] = [];
  // Uploads go to a throwaway directory, not ./data of the checkout.
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-chain-"));
  const child: ChildProcess = spawn(
    "node",
    [...nodeArgs, "--import", "tsx", resolve(serverDir, "apps/server/src/main.ts")],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "100000000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let partial = "";
  const keep = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    log.push(...lines.filter(Boolean).map(summarize));
    if (log.length > 200) log.splice(0, log.length - 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`the server exited while starting:\n${log.slice(-20).join("\n")}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer in 60 s:\n${log.slice(-20).join("\n")}`);
    try {
      await request(`${base}/api/auth/me`, { timeoutMs: 2000 }); // any answer (401) means it is up
      break;
    } catch {
      await sleep(200);
    }
  }
  const stop = async () => {
    if (exited) return rmSync(dataDir, { recursive: true, force: true });
    const gone = new Promise((done) => child.once("exit", done));
    child.kill("SIGTERM");
    // A request still running (a timed-out read) may hold the graceful close; do not wait for it long.
    if ((await Promise.race([gone.then(() => true), sleep(10_000).then(() => false)])) === false) child.kill("SIGKILL");
    agent.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, pid: child.pid ?? 0, log, stop };
}

/** A pino line as level, message and the error's cause: its message holds the whole failed query. */
function summarize(line: string): string {
  try {
    const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; cause?: unknown } };
    const cause = (entry.err?.cause as { message?: string } | undefined)?.message;
    const error = cause ?? entry.err?.message?.slice(0, 160);
    return `[${entry.level ?? "?"}] ${entry.msg ?? ""}${error ? `: ${error}` : ""}`;
  } catch {
    return line.slice(0, 300);
  }
}

/** Logs in once (the auth routes allow 30 a minute per IP) and returns the bearer token. */
export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await request(`${base}/api/auth/login`, { method: "POST", body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res).slice(0, 300)}`);
  return (JSON.parse(res.body) as { payload: { token: string } }).payload.token;
}

/** Peak and current resident memory of a process, in MB. */
export function memoryOf(pid: number): { peakMb: number; rssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0);
  return { peakMb: kb("VmHWM") / 1024, rssMb: kb("VmRSS") / 1024 };
}

const cpuTicks = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0); // utime + stime
};

/**
 * Waits (at most 3 minutes) until the server uses no CPU and the database runs no query of it, so a request the
 * client gave up on does not slow the next measurement. Returns the seconds waited.
 */
export async function waitIdle(pid: number, databaseUrl: string): Promise<number> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    let last = cpuTicks(pid);
    while (Date.now() - started < 180_000) {
      await sleep(250);
      const now = cpuTicks(pid);
      const busy = await client.query(
        `select 1 from pg_stat_activity where datname = current_database() and state = 'active'
            and pid <> pg_backend_pid()`,
      );
      if (now - last <= 2 && busy.rowCount === 0) break; // at most 20 ms of CPU in 250 ms
      last = now;
    }
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1000;
}
