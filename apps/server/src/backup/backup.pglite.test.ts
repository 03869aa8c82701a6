import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, PGLITE_EXTENSIONS } from "../db/client";
import { startChildServer } from "../test/child-server";
import { registerOwner } from "../test/harness";
import { migratedDataDir } from "../test/migrated-data-dir";
import { runCli } from "./test/run-cli";

// The embedded database backed up and restored with the server stopped: a business created after the backup is
// gone after the restore, the one before it is there (and can log in), and the replaced database is kept. With the
// server running, both refuse and say so.

const dataDir = mkdtempSync(join(tmpdir(), "brigade-backup-"));
const file = join(dataDir, "..", `${dataDir.split("/").pop()}.backup`);
beforeAll(() => migratedDataDir(dataDir));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(file, { force: true });
});

/** Opens the data as the server does, runs `act` against the app, and closes it again. */
async function withApp<T>(act: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: join(dataDir, "pgdata") });
  const app = await buildApp(database.db, {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }),
    webDist: undefined,
  });
  try {
    return await act(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/** Whether the owner registered before the backup can log in. */
const state = () =>
  withApp(async (app) => {
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: before.email, password: "correct-horse" },
    });
    return { ownerLogsIn: login.statusCode === 200 };
  });

async function names(): Promise<string[]> {
  const client = await PGlite.create(join(dataDir, "pgdata"), { extensions: PGLITE_EXTENSIONS });
  try {
    return (await client.query<{ name: string }>("select name from businesses order by id")).rows.map((r) => r.name);
  } finally {
    await client.close();
  }
}

let before = { email: "" };

// Each test opens the embedded database several times and runs the CLI (tsx) as a child: 10-30 s beside the other API
// files on two cores, and past the default 30 s once (2026-11-29). The timeouts are hang guards, not speed checks.
describe("backup and restore of the embedded database", () => {
  it("puts the database back as it was at the backup", { timeout: 90_000 }, async () => {
    before = await withApp((app) => registerOwner(app, "Before Bistro"));
    const backup = await runCli("backup", file, { DATA_DIR: dataDir });
    expect(backup.out).toContain("Backed up the embedded database");
    expect(backup.status).toBe(0);
    // It holds password hashes and feed tokens: its owner's alone.
    expect((statSync(file).mode & 0o777).toString(8)).toBe("600");

    await withApp((app) => registerOwner(app, "After Bistro"));
    expect(await names()).toEqual(["Before Bistro", "After Bistro"]);

    const restore = await runCli("restore", file, { DATA_DIR: dataDir });
    expect(restore.out).toContain("Restored the embedded database");
    expect(restore.status).toBe(0);
    expect(await names()).toEqual(["Before Bistro"]);
    expect((await state()).ownerLogsIn).toBe(true);
    // The database it replaced is kept beside it.
    expect(readdirSync(dataDir).some((name) => name.startsWith("pgdata.before-restore-"))).toBe(true);
  });

  it("refuses a file that is not a backup, and keeps the database", { timeout: 90_000 }, async () => {
    const junk = join(dataDir, "junk.backup");
    writeFileSync(junk, "not a backup at all");
    const restore = await runCli("restore", junk, { DATA_DIR: dataDir });
    expect(restore.status).toBe(1);
    expect(restore.out).toContain("The backup could not be loaded");
    expect(await names()).toEqual(["Before Bistro"]);
    const pgDump = join(dataDir, "pg.backup");
    writeFileSync(pgDump, "PGDMP and the rest");
    expect((await runCli("restore", pgDump, { DATA_DIR: dataDir })).out).toContain("set DATABASE_URL");
  });

  it("says the server runs, and does nothing, while it does", { timeout: 90_000 }, async () => {
    const server = await startChildServer({ DATA_DIR: dataDir });
    try {
      for (const command of ["backup", "restore"] as const) {
        const refused = await runCli(command, file, { DATA_DIR: dataDir });
        expect(refused.status, command).toBe(1);
        expect(refused.out, command).toMatch(/Brigade is running on this data \(process \d+\): stop it first/);
      }
    } finally {
      await server.kill();
    }
  });
});
