// Generates a restaurant chain into a fresh PostgreSQL database: migrated by the app's own migrator, then filled
// with set-based SQL through a plain pg client. `tsx bench/chain/generate.ts [--size full|tiny] [--url URL]` runs it
// alone; run.ts calls generateChain.
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";
import { hashPassword } from "../../apps/server/src/lib/passwords";
import { BUSINESS_NAME, type ChainInfo, describeChain, PASSWORD } from "./describe";
import { fillLocations, fillPeople, fillShifts, resetSequences, type Step } from "./fill";
import { fillBookings } from "./fill-bookings";
import { fillCompliance } from "./fill-compliance";
import { fillDemand } from "./fill-demand";
import { fillTimeAndCost } from "./fill-time-and-cost";
import { type ChainSizes, databaseName, parseFlags, SIZES, sizesFromFlags, withDatabase } from "./sizes";

export type { ChainInfo, ChainSizes };
export { SIZES };

type OpenDatabase = (opts: { url: string }) => Promise<{ close: () => Promise<void> }>;

/**
 * Future location-days sampled for the assignment loads, every other one to each (load.ts splitByDay): 120 at
 * full size (about 5,000 racing requests and 3,000 spread ones), four at tiny.
 */
export const sampleDays = (sizes: ChainSizes): number => Math.min(120, Math.max(4, Math.ceil(sizes.locations * 2.4)));

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

/**
 * Drops and recreates `brigade_chain_<size>` on the server of `url` (an admin database), migrates it with the
 * migrator of the app in `serverDir` (the repository root by default, so a "before" checkout gets its own schema)
 * and fills it.
 */
export async function generateChain(
  url: string,
  sizes: ChainSizes,
  opts: { serverDir?: string } = {},
): Promise<ChainInfo> {
  const started = performance.now();
  const name = databaseName(sizes);
  const databaseUrl = withDatabase(url, name);
  console.log(
    `Generating ${name}: ${sizes.locations} locations, ${sizes.employees} employees, ${sizes.shifts} shifts over ` +
      `${sizes.weeks} weeks, ${sizes.bookings} bookings`,
  );
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();

  let t = performance.now();
  const serverDir = opts.serverDir ?? fileURLToPath(new URL("../..", import.meta.url));
  const clientModule = pathToFileURL(resolve(serverDir, "apps/server/src/db/client.ts")).href;
  const { openDatabase } = (await import(clientModule)) as { openDatabase: OpenDatabase };
  const migrated = await openDatabase({ url: databaseUrl });
  await migrated.close();
  console.log(`  ${"migrate".padEnd(34)} ${seconds(t)} s`);
  t = performance.now();
  const hash = await hashPassword(PASSWORD);
  console.log(`  ${"hash the password (once)".padEnd(34)} ${seconds(t)} s`);

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Bulk-load settings for this session only: big sorts in memory, no waiting on the WAL flush, no JIT.
  await client.query(
    "set work_mem = '256MB'; set maintenance_work_mem = '512MB'; set synchronous_commit = off; set jit = off",
  );
  const step: Step = async (label, text, values) => {
    const s = performance.now();
    const result = await client.query(text, values);
    const rows = result.rowCount ?? 0;
    console.log(`  ${label.padEnd(34)} ${seconds(s).padStart(5)} s  ${rows.toLocaleString("en-US")} rows`);
    return rows;
  };
  try {
    const business = await client.query<{ id: number }>(
      "insert into businesses (name, join_code) values ($1, 'CHAINBENCH') returning id",
      [BUSINESS_NAME],
    );
    const businessId = business.rows[0]?.id;
    if (businessId === undefined) throw new Error("no business id");
    await fillPeople(step, businessId, hash, sizes);
    await fillLocations(step, businessId, sizes);
    await fillShifts(step, businessId, sizes);
    await fillBookings(step, businessId, sizes);
    const clocked = await client.query("select to_regclass('punches') is not null as present");
    if (clocked.rows[0]?.present) await fillTimeAndCost(step, businessId, sizes);
    const demand = await client.query("select to_regclass('labour_rules') is not null as present");
    if (demand.rows[0]?.present) await fillDemand(step, businessId);
    const changeLog = await client.query("select to_regclass('schedule_changes') is not null as present");
    if (changeLog.rows[0]?.present) await fillCompliance(step, businessId);
    await resetSequences(client);
    t = performance.now();
    // As a database in use looks after autovacuum has passed: statistics, and the visibility map that lets index-only
    // scans skip the table. Without it autovacuum starts on the fresh tables in the middle of the measurements.
    await client.query("vacuum analyze");
    console.log(`  ${"vacuum analyze".padEnd(34)} ${seconds(t).padStart(5)} s`);
  } finally {
    await client.end();
  }
  const took = (performance.now() - started) / 1000;
  const info = await describeChain(databaseUrl, sampleDays(sizes), took);
  if (!info) throw new Error("the generated database holds no chain");
  console.log(`Generated ${name} in ${took.toFixed(1)} s\n`);
  return info;
}

/** The chain already in `brigade_chain_<size>`, or null when that database or its chain is missing. */
export async function existingChain(url: string, sizes: ChainSizes): Promise<ChainInfo | null> {
  const name = databaseName(sizes);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
  await admin.end();
  if (found.rowCount === 0) return null;
  return describeChain(withDatabase(url, name), sampleDays(sizes));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const flags = parseFlags(process.argv.slice(2));
  const url = flags.get("url") ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const info = await generateChain(url, sizesFromFlags(flags), { serverDir: flags.get("server-dir") });
  console.log(JSON.stringify({ ...info, openPositions: info.openPositions.length }, null, 2));
}
