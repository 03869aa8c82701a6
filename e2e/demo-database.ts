import pg from "pg";

// On PostgreSQL (TEST_DATABASE_URL, as in CI), each worker's server runs on a copy of the run's demo database: the
// same server and queries as on the embedded database, at a fraction of its CPU. The two workers' servers on PGlite
// were a fifth of a full run's CPU (295 of 1,474 CPU-seconds on 2026-12-02), the query engine running in WebAssembly;
// the API suites prove every query on both engines. Without TEST_DATABASE_URL the servers use PGlite as before.

/** The environment variable naming the run's seeded demo database on PostgreSQL. */
export const DEMO_DATABASE = "E2E_DEMO_DATABASE";

export const adminUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** The address of database `name` on the server of TEST_DATABASE_URL. */
export function databaseUrl(name: string): string {
  const url = new URL(adminUrl() ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let copies = 0;

/** A new database copied from the demo `template`; `drop` removes it, connections and all. */
export async function copyOfDemo(template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${template}_copy_${process.pid}_${++copies}`;
  await adminQuery(`create database ${name} template ${template}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}
