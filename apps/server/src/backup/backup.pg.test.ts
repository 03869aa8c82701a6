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

/**
 * Fair-workweek records of a business (fair-workweek.md, "Records"): a change-log row, a consent and an estimate. They
 * keep no key to what they describe, so plain numbers stand for the employee, shift and slot.
 */
async function addRecords(businessId: number) {
  await database.db.execute(sql`insert into schedule_changes (business_id, location_id, employee_id, shift_id,
      booking_id, area_role_id, kind, shift_starts_at, minutes_before, minutes_after, notice_minutes, pack_id,
      pay_cents, pay_basis)
    values (${businessId}, 1, 2, 3, 4, 5, 'reduced', '2027-01-04T14:00:00Z', 360, 0, 600, 'us-nyc-fast-food', 7500,
      'amount')`);
  await database.db.execute(sql`insert into rest_consents (business_id, employee_id, shift_id, slot_id, area_role_id,
      location_id, status, rest_hours, pack_id, premium_cents, premium_basis)
    values (${businessId}, 2, 3, 6, 5, 1, 'accepted', 8, 'us-nyc-fast-food', 10000, 'amount')`);
  await database.db.execute(sql`insert into employee_estimates (business_id, employee_id, effective_from,
      weekly_hours_min, weekly_hours_max) values (${businessId}, 2, '2027-01-04', 20, 30)`);
}

const records = async () =>
  (
    (await database.db.execute(sql`select
        (select count(*) from schedule_changes where pay_cents = 7500)::int as changes,
        (select count(*) from rest_consents where premium_cents = 10000)::int as consents,
        (select count(*) from employee_estimates where weekly_hours_max = 30)::int as estimates`)) as unknown as {
      rows: { changes: number; consents: number; estimates: number }[];
    }
  ).rows[0];

const names = async () =>
  (
    (await database.db.execute(sql`select name from businesses order by id`)) as unknown as { rows: { name: string }[] }
  ).rows.map((row) => row.name);

describe("backup and restore of a PostgreSQL database", () => {
  // Two CLI processes (each starting tsx) and pg_dump or pg_restore: past the default 30 s on a slow clean-clone CI run
  // (2026-11-29). The timeouts are hang guards, not speed checks.
  it("puts the database back as it was at the backup, with the server running", { timeout: 90_000 }, async () => {
    const before = await registerOwner(app, "Before Bistro");
    await addRecords((await before.get("/api/auth/me")).json().payload.business.id);
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
    // The fair-workweek records the law asks to keep come back with it.
    expect(await records()).toEqual({ changes: 1, consents: 1, estimates: 1 });
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
