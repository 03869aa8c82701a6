import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { users } from "../db/schema/accounts";
import { employees } from "../db/schema/employees";
import { hashPassword } from "../lib/passwords";
import { type Lifecycle, newLifecycle } from "../plugins/lifecycle";
import { createMetrics, type Metrics } from "../plugins/metrics";
import { borrowPglite } from "./pglite-per-worker";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** The app's lifecycle, as main.ts holds it (a test marks it draining as SIGTERM would). */
  lifecycle: Lifecycle;
  /** The app's metrics, as main.ts serves them on METRICS_PORT. */
  metrics: Metrics;
  close: () => Promise<void>;
};

/**
 * A database of its own per test file, at the migrated template's state: in-memory PGlite (the worker's, emptied),
 * or a fresh PostgreSQL database. `close` ends the file's use of it.
 */
async function openTestDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  if (process.env.BRIGADE_TEST_ENGINE !== "postgres") {
    const { database, giveBack } = await borrowPglite();
    return { database, close: giveBack };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test project");
  const name = `brigade_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject("postgresTemplate");
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end ends its connections; that is expected, not a failure.
  const database = await openDatabase({ url: url.toString(), onIdleError: () => {} });
  return {
    database,
    close: async () => {
      // Dropped even when closing the pool fails (a test that ended the server's connections itself), so no run
      // leaves a database behind.
      try {
        await database.close();
      } finally {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      }
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  const opened = await openTestDatabase();
  try {
    return await startOn(opened.database, opened.close, env, options.clock);
  } catch (error) {
    // A test that expects the app not to start (a bad setting) must not leave its database behind.
    await opened.close();
    throw error;
  }
}

async function startOn(
  database: Database,
  closeDatabase: () => Promise<void>,
  env: Record<string, string>,
  clock?: () => Date,
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "brigade-test-"));
  const config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "100000",
      // The attendance pass runs when a test calls it (modules/attendance), unless the test asks for the worker.
      ATTENDANCE_SWEEP_MS: "0",
      ...env,
    }),
    // No web app unless the test brings its own build (WEB_DIST).
    ...(env.WEB_DIST ? {} : { webDist: undefined }),
  };
  config.rateLimit.authPerMinute = Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 100_000);
  const lifecycle: Lifecycle = newLifecycle();
  const metrics = createMetrics(database.db, database.poolStats);
  const app = await buildApp(database.db, config, {
    lifecycle,
    metrics,
    engine: database.engine,
    listen: database.listen,
    clock,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    lifecycle,
    metrics,
    close: async () => {
      try {
        await app.close();
      } finally {
        await closeDatabase();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

let counter = 0;
/** An e-mail no other test in this run uses. */
export const uniqueEmail = (prefix = "user") => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.test`;

export type Caller = {
  token: string;
  userId: number;
  request: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  patch: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  del: (url: string) => Promise<LightMyRequestResponse>;
};

/** Calls the API with a bearer token, as an outside client would. */
export function callerFor(app: FastifyInstance, token: string, userId: number): Caller {
  const headers = { authorization: `Bearer ${token}` };
  const request = (opts: InjectOptions) => app.inject({ ...opts, headers: { ...headers, ...opts.headers } });
  return {
    token,
    userId,
    request,
    get: (url) => request({ method: "GET", url }),
    post: (url, payload) => request({ method: "POST", url, payload: payload as InjectOptions["payload"] }),
    put: (url, payload) => request({ method: "PUT", url, payload: payload as InjectOptions["payload"] }),
    patch: (url, payload) => request({ method: "PATCH", url, payload: payload as InjectOptions["payload"] }),
    del: (url) => request({ method: "DELETE", url }),
  };
}

/** Registers a new business; returns its owner as a caller. */
export async function registerOwner(
  app: FastifyInstance,
  businessName = "Test Bistro",
): Promise<Caller & { email: string }> {
  const email = uniqueEmail("owner");
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { business_name: businessName, name: "Olive Owner", email, password: "correct-horse" },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json().payload;
  return { ...callerFor(app, token, user.id), email };
}

/** Logs in with e-mail and password; returns the caller. */
export async function login(app: FastifyInstance, email: string, password: string): Promise<Caller> {
  const res = await app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json().payload;
  return callerFor(app, token, user.id);
}

/**
 * A manager or team member of the owner's business, written straight to the database so a module's
 * tests do not depend on the team-member endpoints; logs them in and returns the caller.
 */
export async function createStaff(
  t: TestApp,
  owner: Caller,
  role: "manager" | "team_member",
): Promise<Caller & { employeeId: number }> {
  const businessId = (await owner.get("/api/auth/me")).json().payload.business.id as number;
  const email = uniqueEmail(role);
  const [user] = await t.database.db
    .insert(users)
    .values({ businessId, name: `${role} person`, email, passwordHash: await hashPassword("staff-pass"), role })
    .returning();
  if (!user) throw new Error("staff insert failed");
  const [employee] = await t.database.db
    .insert(employees)
    .values({ businessId, userId: user.id, availability: "FullTime", status: "active_employee" })
    .returning();
  if (!employee) throw new Error("employee insert failed");
  return { ...(await login(t.app, email, "staff-pass")), employeeId: employee.id };
}

/** An HTTP answer as a client sees it. */
export type HttpAnswer = { status: number; body: { message: string } };

/**
 * Starts the app on a free port and returns a POST over real HTTP: concurrency tests need requests that
 * really run side by side (inject() would take them one by one).
 */
export async function listenForHttp(app: FastifyInstance) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return async (path: string, token: string, body: unknown): Promise<HttpAnswer> => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { message: string } };
  };
}
