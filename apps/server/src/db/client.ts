import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { sqlState, UNDEFINED_TABLE } from "../lib/db-errors";
import { type Listen, listenOnPostgres } from "./listen";
import * as accounts from "./schema/accounts";
import * as bookings from "./schema/bookings";
import * as employees from "./schema/employees";
import * as guides from "./schema/guides";
import * as locations from "./schema/locations";
import * as shifts from "./schema/shifts";

export const schema = { ...accounts, ...locations, ...employees, ...shifts, ...bookings, ...guides };
export type Schema = typeof schema;
/** The one database type the repositories see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A PostgreSQL pool's connections (all, idle) and the queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  engine: "pglite" | "postgres";
  close: () => Promise<void>;
  /** LISTEN for NOTIFY on a channel: whatever server wrote, this one hears it (modules/live). */
  listen: Listen;
  /** PostgreSQL only: the pool's state now (the metrics read it). */
  poolStats?: () => PoolStats;
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const casing = "snake_case" as const;

/**
 * Settings of every PostgreSQL connection, sent at start-up so no deployment has to remember them. Every query
 * of the app is short and many run at once: JIT spent seconds compiling plans that run in milliseconds, and
 * parallel workers took cores from the other requests (and led the planner to scan whole tables in parallel
 * rather than follow an index); random_page_cost 1.1 is the usual value for data in memory or on SSD, where
 * following an index costs little more than reading in order. A statement past the timeout is cancelled (a
 * 503), so no request holds a connection, or the server's memory, for long.
 */
export const connectionOptions = (statementTimeoutMs: number): string =>
  [
    "jit=off",
    "max_parallel_workers_per_gather=0",
    "random_page_cost=1.1",
    `statement_timeout=${statementTimeoutMs}`,
    "idle_in_transaction_session_timeout=60000",
  ]
    .map((setting) => `-c ${setting}`)
    .join(" ");

/** The extensions the migrations create, which PGlite must be given whenever it opens Brigade's data. */
export const PGLITE_EXTENSIONS = { btree_gist, citext };

/** Any fixed number: the advisory lock under which Brigade's servers migrate a PostgreSQL database. */
const MIGRATION_LOCK = 4_207_781_530;

/**
 * Runs the migrations under a session advisory lock: servers started together on a new database wait for the
 * first to migrate, then find nothing left to do (run side by side, two created the same extension and one
 * crashed). The session waits and migrates without the statement timeout, which is for requests.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, casing }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
    await client.query("reset statement_timeout");
    client.release();
  } catch (error) {
    // A connection in an unknown state goes, rather than back to the pool.
    client.release(error as Error);
    throw error;
  }
}

/** How many migrations this code brings (their journal); /readyz compares the database's count with it. */
export const MIGRATION_COUNT: number = (
  JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }
).entries.length;

/** How many migrations the database has applied (drizzle's own table; none before the first). */
export async function appliedMigrations(db: Db): Promise<number> {
  try {
    const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? 0;
  } catch (error) {
    if (sqlState(error) === UNDEFINED_TABLE) return 0;
    throw error;
  }
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under `dataDir` (or in memory). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** Connections in the PostgreSQL pool (10). */
  poolSize?: number;
  /** PostgreSQL cancels a statement running longer than this (10,000 ms). */
  statementTimeoutMs?: number;
  /** An idle pooled connection failed (say, the server restarted); the pool replaces it. */
  onIdleError?: (error: Error) => void;
  /** PGlite only: start from this dump of an already migrated database (the tests' template). */
  template?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      options: connectionOptions(opts.statementTimeoutMs ?? 10_000),
    });
    // Without a listener, pg re-throws an idle client's error and the whole process exits.
    pool.on("error", opts.onIdleError ?? ((error) => console.error("PostgreSQL connection lost:", error.message)));
    const db = drizzlePg({ client: pool, schema, casing });
    await migrateAlone(pool);
    return {
      db: db as unknown as Db,
      engine: "postgres",
      close: once(() => pool.end()),
      listen: listenOnPostgres(opts.url),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (opts.dataDir) mkdirSync(dirname(opts.dataDir), { recursive: true });
  const client = await PGlite.create(opts.dataDir, { extensions: PGLITE_EXTENSIONS, loadDataDir: opts.template });
  const db = drizzlePglite({ client, schema, casing });
  await migratePglite(db, { migrationsFolder });
  // One process, one connection: every notice is this process's own, and none can be missed.
  const listen: Listen = async (channel, { onPayload }) => {
    const stop = await client.listen(channel, onPayload);
    return () => stop();
  };
  return { db: db as unknown as Db, engine: "pglite", close: once(() => client.close()), listen };
}

/** Closing twice (a shutdown after a failed start, a test that closed it first) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/** Wraps a repository factory so a service can run several of its queries in one transaction. */
export function transactional<R>(db: Db, make: (db: Db) => R) {
  return <T>(fn: (repo: R) => Promise<T>): Promise<T> => db.transaction((tx) => fn(make(tx as unknown as Db)));
}
