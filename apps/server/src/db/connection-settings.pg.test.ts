import { MESSAGES } from "@brigade/contract/messages";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../plugins/errors";
import { type Database, openDatabase } from "./client";

// PostgreSQL only (the api-pg project): the settings the app gives its own connections.

const adminUrl = process.env.TEST_DATABASE_URL as string;
const name = `brigade_settings_${process.pid}_${Date.now()}`;
let database: Database;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  database = await openDatabase({ url: url.toString(), statementTimeoutMs: 300, onIdleError: () => {} });
});
afterAll(async () => {
  await database.close();
  await admin(`drop database if exists ${name} with (force)`);
});

async function setting(key: string): Promise<string> {
  const result = (await database.db.execute(sql.raw(`select current_setting('${key}') as v`))) as unknown as {
    rows: { v: string }[];
  };
  return result.rows[0]?.v ?? "";
}

describe("the app's PostgreSQL connections", () => {
  it("turn JIT off and bound statements and idle transactions, without any server setting", async () => {
    expect(await setting("jit")).toBe("off");
    expect(await setting("statement_timeout")).toBe("300ms");
    expect(await setting("idle_in_transaction_session_timeout")).toBe("1min");
  });

  it("cancel a statement past the timeout, and the client gets a 503 that says so, not a 500", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get("/slow", async () => {
      await database.db.execute(sql`select pg_sleep(2)`);
      return { ok: true };
    });
    const res = await app.inject({ method: "GET", url: "/slow" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MESSAGES.tooSlow });
    // The pool is fine afterwards.
    expect(await setting("jit")).toBe("off");
    await app.close();
  });
});
