import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { adminQuery, adminUrl, DEMO_DATABASE, databaseUrl } from "./demo-database";
import { startBrigade } from "./server";

/** The environment variable naming the run's seeded demo database (an embedded PGlite directory). */
export const DEMO_PGDATA = "E2E_DEMO_PGDATA";

/**
 * Migrates and seeds the demo once per run, on a server stopped cleanly afterwards, and leaves its database for each
 * worker's server to start from a copy of (e2e/fixtures.ts): migrating and seeding cost each worker's server about
 * 5 CPU-seconds (9.3 against 3.8 per start, from a copy), and a full run starts six (one per worker, project and
 * fixture set). The demo's days are the run's, as before: seeded when the run starts, not when its worker does.
 */
export default async function globalSetup(): Promise<() => void | Promise<void>> {
  if (adminUrl()) {
    // On PostgreSQL the same, into a database each worker's server copies (e2e/demo-database.ts).
    const name = `brigade_e2e_demo_${process.pid}_${Date.now()}`;
    await adminQuery(`create database ${name}`);
    const demo = await startBrigade({ SEED_DEMO: "1", DATABASE_URL: databaseUrl(name) });
    await demo.stop();
    process.env[DEMO_DATABASE] = name;
    return () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const home = mkdtempSync(join(tmpdir(), "brigade-e2e-demo-"));
  const demo = await startBrigade({ SEED_DEMO: "1", DATA_DIR: home });
  await demo.stop();
  // A server that exits by itself removes its mark; one killed after the grace may have left the database unclosed.
  if (existsSync(join(home, "server.pid"))) throw new Error("the demo server did not stop by itself");
  process.env[DEMO_PGDATA] = join(home, "pgdata");
  return () => rmSync(home, { recursive: true, force: true });
}
