// The database's share of each read: the statements the app issues for it, captured in-process, then replayed
// alone on a plain connection. The app resolves the same node_modules/pg as this file (a "before" worktree links to
// it), so patching pg.Client.prototype.query sees every statement of its pool.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import type { Endpoint } from "./endpoints";
import { quantile } from "./measure";

type Captured = { text: string; values?: unknown[]; rowMode?: string; types?: unknown; name?: string };
export type SqlTime = { statements: number; rounds: number; p50: number; injectStatus: number; note?: string };

let recording: Captured[] | null = null;
/** The app's connection options (-c jit=off ...), so the replay runs with the same session settings. */
let appOptions: string | undefined;

function installCapture() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; captured?: true };
  if (proto.captured) return;
  const original = proto.query;
  proto.query = function query(this: { connectionParameters?: { options?: string } }, ...args: unknown[]) {
    const [first, second] = args;
    const values = Array.isArray(second) ? second : undefined;
    if (recording && typeof first === "string") recording.push({ text: first, values });
    else if (recording && first && typeof (first as Captured).text === "string") {
      const q = first as Captured;
      recording.push({ text: q.text, values: q.values ?? values, rowMode: q.rowMode, types: q.types, name: q.name });
    }
    if (recording) appOptions ??= this.connectionParameters?.options;
    return original.apply(this, args);
  };
  proto.captured = true;
}

type App = {
  ready: () => Promise<unknown>;
  close: () => Promise<unknown>;
  inject: (opts: { method: string; url: string; headers: Record<string, string> }) => Promise<{ statusCode: number }>;
};

/** The app of `serverDir` in this process, built as main.ts builds it but without static files. */
async function buildInProcess(serverDir: string, databaseUrl: string) {
  const load = (file: string) => import(pathToFileURL(resolve(serverDir, "apps/server/src", file)).href);
  const { buildApp } = (await load("app.ts")) as { buildApp: (db: unknown, config: unknown) => Promise<App> };
  const { loadConfig } = (await load("config.ts")) as { loadConfig: (env: Record<string, string>) => object };
  const { openDatabase } = (await load("db/client.ts")) as {
    openDatabase: (opts: object) => Promise<{ db: unknown; close: () => Promise<void> }>;
  };
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-chain-sql-"));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "100000000",
  };
  const config = { ...loadConfig(env), webDist: undefined } as Record<string, unknown>;
  // As main.ts opens it (an older openDatabase ignores what it does not know).
  const database = await openDatabase({
    url: databaseUrl,
    poolSize: config.databasePoolSize,
    statementTimeoutMs: config.statementTimeoutMs,
  });
  const app = await buildApp(database.db, config);
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { app, close };
}

/** Replays the statements in order on one connection, `rounds` times: their summed time's p50. */
async function replay(client: pg.Client, statements: Captured[], rounds: number) {
  const sums: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    for (const s of statements) {
      await client.query({ text: s.text, values: s.values, rowMode: s.rowMode, types: s.types } as pg.QueryConfig);
    }
    sums.push(performance.now() - started);
    // As the HTTP rounds: 10 past 0.5 s, 3 past 2 s, so a slow read's replay stays short.
    if (i === 0) rounds = Math.min(rounds, (sums[0] ?? 0) > 2000 ? 3 : (sums[0] ?? 0) > 500 ? 10 : rounds);
  }
  return { rounds: sums.length, p50: quantile(sums, 0.5) };
}

/** For each read: its statements through one app.inject with the token, then their replayed time. */
export async function sqlTimes(
  serverDir: string,
  databaseUrl: string,
  token: string,
  reads: Endpoint[],
  rounds: number,
): Promise<Map<number, SqlTime>> {
  installCapture();
  const { app, close } = await buildInProcess(serverDir, databaseUrl);
  const captured = new Map<number, { statements: Captured[]; status: number }>();
  try {
    for (const endpoint of reads) {
      const statements: Captured[] = [];
      recording = statements;
      try {
        const res = await app.inject({
          method: "GET",
          url: endpoint.path,
          headers: { authorization: `Bearer ${token}` },
        });
        captured.set(endpoint.key, { statements, status: res.statusCode });
      } finally {
        recording = null;
      }
    }
  } finally {
    await close();
  }
  const client = new pg.Client({ connectionString: databaseUrl, options: appOptions });
  await client.connect();
  const times = new Map<number, SqlTime>();
  try {
    for (const endpoint of reads) {
      const c = captured.get(endpoint.key);
      if (!c) continue;
      try {
        const r = await replay(client, c.statements, rounds);
        times.set(endpoint.key, { statements: c.statements.length, injectStatus: c.status, ...r });
      } catch (error) {
        // A statement the database refuses is reported, not fatal. Past 65,535 parameters the protocol's 16-bit
        // count wraps, and PostgreSQL answers with a confusing count mismatch: say what happened instead.
        const most = Math.max(0, ...c.statements.map((st) => st.values?.length ?? 0));
        const note =
          most > 65_535
            ? `refused: a statement with ${most.toLocaleString("en-US")} parameters (at most 65,535)`
            : `replay failed: ${(error as Error).message.slice(0, 120)}`;
        times.set(endpoint.key, { statements: c.statements.length, injectStatus: c.status, rounds: 0, p50: NaN, note });
        await client.query("rollback").catch(() => {});
      }
      console.log(
        `  SQL ${String(endpoint.key).padStart(2)}. ${endpoint.label.padEnd(38)} ${describe(times.get(endpoint.key))}`,
      );
    }
  } finally {
    await client.end();
  }
  return times;
}

const describe = (t?: SqlTime) =>
  t
    ? `${t.statements} statements, p50 ${t.p50.toFixed(1)} ms over ${t.rounds} (inject ${t.injectStatus})${t.note ? ` ${t.note}` : ""}`
    : "-";
