import { statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { registerOwner } from "../test/harness";
import { scratchPostgres } from "../test/scratch-postgres";
import { runCli } from "./test/run-cli";

// PostgreSQL only: a backup (pg_dump) and a restore (pg_restore) while the server runs on the database. A business
// created after the backup is gone after the restore; the one before it is there, and its owner logs in.

const { DATABASE_URL: url, DATA_DIR: dir } = scratchPostgres("backup");
const file = join(dir, "brigade.backup");
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openDatabase({ url, onIdleError: () => {} });
  app = await buildApp(database.db, { ...loadConfig({ LOG_LEVEL: "silent" }), webDist: undefined });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const names = async () =>
  (
    (await database.db.execute(sql`select name from businesses order by id`)) as unknown as { rows: { name: string }[] }
  ).rows.map((row) => row.name);

describe("backup and restore of a PostgreSQL database", () => {
  // Two CLI processes (each starting tsx) and pg_dump or pg_restore: past the default 30 s on a slow clean-clone CI run
  // (2026-11-29). The timeouts are hang guards, not speed checks.
  it("puts the database back as it was at the backup, with the server running", { timeout: 90_000 }, async () => {
    const before = await registerOwner(app, "Before Bistro");
    // An older backup, readable by all, is replaced by one its owner alone reads (password hashes, feed tokens).
    writeFileSync(file, "an older backup", { mode: 0o644 });
    const backup = await runCli("backup", file, { DATABASE_URL: url });
    expect(backup.out).toContain("Backed up the PostgreSQL database");
    expect(backup.status).toBe(0);
    expect((statSync(file).mode & 0o777).toString(8)).toBe("600");

    await registerOwner(app, "After Bistro");
    expect(await names()).toEqual(["Before Bistro", "After Bistro"]);

    const restore = await runCli("restore", file, { DATABASE_URL: url });
    expect(restore.out).toContain("Restored the PostgreSQL database");
    expect(restore.status).toBe(0);
    expect(await names()).toEqual(["Before Bistro"]);
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: before.email, password: "correct-horse" },
    });
    expect(login.statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("refuses a file that is not pg_dump's, and changes nothing", { timeout: 90_000 }, async () => {
    const junk = join(dir, "junk.backup");
    writeFileSync(junk, "\u001f\u008b an embedded database's backup, say");
    const restore = await runCli("restore", junk, { DATABASE_URL: url });
    expect(restore.status).toBe(1);
    expect(restore.out).toContain("is not a PostgreSQL backup");
    expect(await names()).toEqual(["Before Bistro"]);
  });
});
