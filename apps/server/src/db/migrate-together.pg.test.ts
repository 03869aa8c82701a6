import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { appliedMigrations, type Database, MIGRATION_COUNT, openDatabase } from "./client";

// PostgreSQL only: several servers started at once on a new database. They migrate one at a time (an advisory
// lock), so each comes up, and the migrations run once.

const adminUrl = process.env.TEST_DATABASE_URL as string;
const name = `brigade_migrate_${process.pid}_${Date.now()}`;
const opened: Database[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  await admin(`drop database if exists ${name} with (force)`);
});

describe("servers started together on a new database", () => {
  it("all come up, and the migrations run once", async () => {
    await admin(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const starts = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ url: url.toString(), poolSize: 2, onIdleError: () => {} })),
    );
    for (const start of starts) if (start.status === "fulfilled") opened.push(start.value);
    expect(starts.map((s) => (s.status === "rejected" ? String(s.reason) : "up"))).toEqual(["up", "up", "up", "up"]);
    for (const database of opened) expect(await appliedMigrations(database.db)).toBe(MIGRATION_COUNT);
  });
});
