import { resolve } from "node:path";

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL only: connections per app server, and the longest a statement may run. */
  databasePoolSize: number;
  statementTimeoutMs: number;
  seedDemo: boolean;
  /** Requests per minute per IP, over all API routes and over the auth routes. */
  rateLimit: { perMinute: number; authPerMinute: number };
  /** Failed logins per e-mail in the window before 429. */
  loginFailures: { max: number; windowMinutes: number };
  sessionDays: number;
  /** The largest reads (calendar feed, full shift lists, timelines) running at once, and waiting their turn. */
  largeReads: { running: number; waiting: number };
  /** Served as static files when present (the built web app). */
  webDist?: string;
  logLevel: string;
};

/** A positive whole number from the environment, or the default when unset or not one. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "127.0.0.1",
    dataDir: resolve(env.DATA_DIR ?? "./data"),
    databaseUrl,
    databasePoolSize: positive(env.DATABASE_POOL_SIZE, 10),
    statementTimeoutMs: positive(env.STATEMENT_TIMEOUT_MS, 10_000),
    seedDemo: (env.SEED_DEMO ?? (databaseUrl ? "0" : "1")) === "1",
    rateLimit: { perMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600), authPerMinute: 30 },
    loginFailures: { max: 5, windowMinutes: 15 },
    sessionDays: 30,
    largeReads: {
      running: positive(env.LARGE_READS_AT_ONCE, 2),
      waiting: positive(env.LARGE_READS_WAITING, 200),
    },
    // WEB_DIST lets parallel browser-test runs each serve their own build.
    webDist: resolve(env.WEB_DIST || resolve(import.meta.dirname, "../../web/dist")),
    logLevel: env.LOG_LEVEL ?? "info",
  };
}
