import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { migratedDataDir } from "../test/migrated-data-dir";
import { openDatabase } from "./client";

// The embedded database must keep every change across a restart of the server process.
const dataDir = mkdtempSync(join(tmpdir(), "brigade-restart-"));
beforeAll(() => migratedDataDir(dataDir));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start() {
  const database = await openDatabase({ dataDir: join(dataDir, "pgdata") });
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), webDist: undefined };
  const app = await buildApp(database.db, config);
  return {
    app,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

describe("PGlite data directory", () => {
  it("keeps a registered business and its location after a restart", async () => {
    const first = await start();
    const reg = await first.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { business_name: "Kept Cafe", name: "Kim", email: "kim@kept.test", password: "kept-password" },
    });
    expect(reg.statusCode).toBe(201);
    const token = reg.json().payload.token;
    const created = await first.app.inject({
      method: "POST",
      url: "/api/restaurant/location/store",
      headers: { authorization: `Bearer ${token}` },
      payload: { name: "Quay", time_zone: "Europe/Dublin" },
    });
    expect(created.statusCode).toBe(201);
    await first.stop();

    const second = await start();
    const login = await second.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "kim@kept.test", password: "kept-password" },
    });
    expect(login.statusCode).toBe(200);
    // The session from before the restart still works too: sessions live in the database.
    const list = await second.app.inject({
      method: "GET",
      url: "/api/restaurant/location/index?paginated=false",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().payload.map((l: { name: string }) => l.name)).toEqual(["Quay"]);
    await second.stop();
  });
});
