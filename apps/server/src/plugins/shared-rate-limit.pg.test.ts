import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { scratchPostgres } from "../test/scratch-postgres";
import { SHARE_EVERY_MS } from "./shared-rate-limit";

// PostgreSQL only: two servers on one database share the request rate limits' counts, so a client that spreads
// its requests over both is limited as if it used one.

const { DATABASE_URL: url } = scratchPostgres("limits");
const LIMIT = 10;
const servers: { app: FastifyInstance; database: Database }[] = [];

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: url, poolSize: 2, onIdleError: () => {} });
    const config = {
      ...loadConfig({ LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: String(LIMIT), DATABASE_URL: url }),
      webDist: undefined,
    };
    const app = await buildApp(database.db, config, { engine: "postgres" });
    await app.ready();
    servers.push({ app, database });
  }
});
afterAll(async () => {
  for (const { app, database } of servers) {
    await app.close();
    await database.close();
  }
});

const call = (server: number, ip: string) =>
  // biome-ignore lint/style/noNonNullAssertion: both servers are up (beforeAll).
  servers[server]!.app.inject({ method: "GET", url: "/api/auth/me", remoteAddress: ip });

describe("rate limits across servers", () => {
  it("count a client's requests to both servers together", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 6; i++) {
      expect((await call(0, ip)).statusCode).toBe(401);
      expect((await call(1, ip)).statusCode).toBe(401);
    }
    // Once the servers have shared their counts (each second), both know of all 12.
    await sleep(SHARE_EVERY_MS * 2.5);
    const refused = [await call(0, ip), await call(1, ip)];
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429]);
    expect(Number(refused[0]?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limit one server at once, and another client not at all", async () => {
    const ip = "203.0.113.8";
    const statuses = [];
    for (let i = 0; i < LIMIT + 1; i++) statuses.push((await call(0, ip)).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect((await call(1, "203.0.113.9")).statusCode).toBe(401);
  });
});
