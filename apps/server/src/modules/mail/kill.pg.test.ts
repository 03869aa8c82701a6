import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { killBeforeSendAndRestart } from "./kill-scenario";

// PostgreSQL (the api-pg project): mail queued by committed changes survives a SIGKILL of the server and goes out
// once. A fresh database of its own, dropped at the end.
const adminUrl = process.env.TEST_DATABASE_URL as string;
const name = `brigade_mail_kill_${process.pid}_${Date.now()}`;
const dataDir = mkdtempSync(join(tmpdir(), "brigade-mail-kill-pg-"));

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

describe("mail queued before a SIGKILL, on PostgreSQL", () => {
  it("arrives exactly once after the restart", { timeout: 180_000 }, async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await killBeforeSendAndRestart({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  });
});
