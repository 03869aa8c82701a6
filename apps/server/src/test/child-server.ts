import { type ChildProcess, spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

// The real server (apps/server/src/main.ts) as a child process, for tests about the process itself:
// what survives when it is killed, what it does when started again on the same data.

const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
const REPO = fileURLToPath(new URL("../../../../", import.meta.url));
/** The server's line once it listens, with the address the system gave it. */
const RUNNING = /Brigade is running at (http:\/\/127\.0\.0\.1:\d+)/;

export type ChildServer = {
  base: string;
  /** The server's last output lines, for failure messages. */
  log: string[];
  /** SIGKILL: no shutdown hook runs, nothing is flushed or closed. */
  kill: () => Promise<void>;
  /** SIGTERM, as an orchestrator stops it: resolves with the exit code once the process is gone. */
  terminate: () => Promise<number | null>;
  /**
   * The signal to the whole process group, as a terminal's Ctrl-C (SIGINT) or systemd's default stop (SIGTERM) sends
   * it (only for a server started `throughNpmStart`): resolves with npm's exit code once every process of the group
   * is gone.
   */
  signalGroup: (signal: "SIGTERM" | "SIGINT") => Promise<number | null>;
};

/** Whether any process of the group is still there. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the server with `env` (DATA_DIR, DATABASE_URL, any other setting) on a free port and waits until it answers. */
export async function startChildServer(
  env: { DATA_DIR: string; DATABASE_URL?: string } & Record<string, string>,
  opts: { throughNpmStart?: boolean } = {},
): Promise<ChildServer> {
  // Through `npm start` as a newcomer or an operator runs it (it builds the web app and the server first), in a
  // process group of its own, as a terminal or a service manager starts it.
  const [command, args] = opts.throughNpmStart
    ? ["npm", ["start", "--silent"]]
    : [process.execPath, ["--import", "tsx", MAIN]];
  const child: ChildProcess = spawn(command, args, {
    cwd: REPO,
    detached: opts.throughNpmStart,
    env: {
      ...process.env,
      DATABASE_URL: "", // PGlite unless the test names a database
      ...env,
      // The system's choice, read back from the server's own line: a port chosen here and bound later (npm start
      // builds first, for tens of seconds) could meanwhile be taken by another test's server, which would answer.
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "0",
      LOG_LEVEL: env.LOG_LEVEL ?? "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  let base = "";
  // Whole lines of each stream (a chunk may end mid-line).
  const keep = (stream: NodeJS.ReadableStream | null) => {
    let partial = "";
    stream?.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      base ||= lines.map((line) => RUNNING.exec(line)?.[1]).find(Boolean) ?? "";
      log.push(...lines.filter(Boolean));
      log.splice(0, Math.max(0, log.length - 100));
    });
    stream?.on("end", () => partial && log.push(partial));
  };
  keep(child.stdout);
  keep(child.stderr);
  // "close", not "exit": every line the process (and, through npm, the server under it) wrote has been read by then.
  const exited = new Promise<number | null>((done) => child.once("close", (code) => done(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  // npm start builds the web app first: tens of seconds on a busy machine.
  const deadline = Date.now() + (opts.throughNpmStart ? 240_000 : 60_000);
  for (;;) {
    if (gone) throw new Error(`the server exited while starting:\n${log.slice(-20).join("\n")}`);
    if (Date.now() > deadline) {
      if (opts.throughNpmStart && child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      else child.kill("SIGKILL");
      throw new Error(`the server did not answer in time:\n${log.slice(-20).join("\n")}`);
    }
    if (base) {
      try {
        await fetch(`${base}/api/auth/me`); // any answer (401) means it is up
        break;
      } catch {
        // Not yet.
      }
    }
    await sleep(200);
  }
  return {
    base,
    log,
    kill: async () => {
      if (opts.throughNpmStart && child.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
      else if (!gone) child.kill("SIGKILL");
      await exited;
    },
    terminate: async () => {
      if (!gone) child.kill("SIGTERM");
      return exited;
    },
    signalGroup: async (signal) => {
      const pgid = child.pid;
      if (!opts.throughNpmStart || pgid === undefined) throw new Error("only a server started through npm start");
      process.kill(-pgid, signal);
      const code = await exited;
      // npm may be gone before the server has drained: wait for the whole group.
      while (groupAlive(pgid)) await sleep(100);
      return code;
    },
  };
}

/** A JSON request to the child server; a request the kill cut off answers status 0. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: { payload?: unknown; message?: string } }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  try {
    const res = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(opts.body) });
    return { status: res.status, json: (await res.json()) as { payload?: unknown } };
  } catch {
    return { status: 0, json: {} };
  }
}
