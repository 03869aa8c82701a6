import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

// A PostgreSQL database and a data directory of a test file's own, for the server it starts as a child process
// (the api-pg project's TEST_DATABASE_URL): made before the file's tests, dropped and removed after them.

async function admin(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Registers the file's beforeAll and afterAll; the database's URL and the data directory, for the server's env. */
export function scratchPostgres(label: string): { DATABASE_URL: string; DATA_DIR: string } {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const name = `brigade_${label}_${process.pid}_${Date.now()}`;
  const dataDir = mkdtempSync(join(tmpdir(), `brigade-${label.replaceAll("_", "-")}-pg-`));
  beforeAll(() => admin(adminUrl, `create database ${name}`));
  afterAll(async () => {
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
}
