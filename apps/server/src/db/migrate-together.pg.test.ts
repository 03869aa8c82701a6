import { afterAll, describe, expect, it } from "vitest";
import { scratchPostgres } from "../test/scratch-postgres";
import { appliedMigrations, type Database, MIGRATION_COUNT, openDatabase } from "./client";

// PostgreSQL only: several servers started at once on a new database. They migrate one at a time (an advisory
// lock), so each comes up, and the migrations run once.

const { DATABASE_URL: url } = scratchPostgres("migrate");
const opened: Database[] = [];

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

describe("servers started together on a new database", () => {
  it("all come up, and the migrations run once", async () => {
    const starts = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ url: url, poolSize: 2, onIdleError: () => {} })),
    );
    for (const start of starts) if (start.status === "fulfilled") opened.push(start.value);
    expect(starts.map((s) => (s.status === "rejected" ? String(s.reason) : "up"))).toEqual(["up", "up", "up", "up"]);
    for (const database of opened) expect(await appliedMigrations(database.db)).toBe(MIGRATION_COUNT);
  });
});
