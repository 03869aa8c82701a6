import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { killAndRestart } from "./durability-scenario";

// PostgreSQL only (the api-pg project): the server must not answer 2xx before PostgreSQL has committed, so a
// SIGKILL of the server loses no acknowledged write. A fresh database of its own, dropped at the end.
const adminUrl = process.env.TEST_DATABASE_URL as string;
const name = `brigade_durability_${process.pid}_${Date.now()}`;
const dataDir = mkdtempSync(join(tmpdir(), "brigade-durability-pg-"));

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

beforeAll(() => admin(`create database ${name}`));
afterAll(async () => {
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("PostgreSQL after a SIGKILL of the server", () => {
  it("keeps every write answered 2xx", { timeout: 180_000 }, async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const { acked, missing, log } = await killAndRestart({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    expect(acked.locations).toHaveLength(10);
    expect(acked.shifts.length).toBeGreaterThanOrEqual(10);
    expect(missing, log.join("\n")).toEqual([]);
  });
});
