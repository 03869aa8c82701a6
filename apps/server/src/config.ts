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
  /** Whether the demo was asked for although the database may be reachable by others (warned about). */
  seedDemoExposed: boolean;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For/-Proto to believe (false: none). */
  trustProxy: boolean | number | string[];
  /** Requests per minute per client address, over all API routes and over the sign-in routes. */
  rateLimit: { perMinute: number; authPerMinute: number };
  /** Failed logins in the window before 429: per (e-mail, address) and per address. */
  loginFailures: { max: number; perAddress: number; windowMinutes: number };
  sessionDays: number;
  /** The largest reads (calendar feed, full shift lists, timelines) running at once, and waiting their turn. */
  largeReads: { running: number; waiting: number };
  /** Served as static files when present (the built web app). */
  webDist?: string;
  logLevel: string;
  /**
   * E-mail over SMTP (SMTP_URL, MAIL_FROM); absent, notifications stay in the app and no mail is queued. The outbox
   * worker looks for due mail every `pollMs` (MAIL_POLL_MS), waits `retryMs` (MAIL_RETRY_MS) before the first
   * retry, doubling each time, and gives one send at most `sendTimeoutMs` (MAIL_SEND_TIMEOUT_MS).
   */
  mail?: { smtpUrl: string; from: string; pollMs: number; retryMs: number; sendTimeoutMs: number };
  /** The address users reach Brigade at (PUBLIC_URL): links in e-mails and the calendar feed's URL. */
  publicUrl: string;
  /** On SIGTERM, how long requests in flight may still run before their connections are closed (SHUTDOWN_GRACE_S). */
  shutdownGraceS: number;
  /** Prometheus metrics on a port of their own (METRICS_PORT, METRICS_HOST); off without a port. */
  metrics?: { port: number; host: string };
  /** How often the attendance worker looks for no-shows and forgotten clock-outs (ATTENDANCE_SWEEP_MS; 0 is off). */
  attendanceSweepMs: number;
};

/** A positive whole number from the environment, or the default when unset or not one. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** TRUST_PROXY as Fastify takes it: unset or 0 for none, true for all, a hop count, or addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): Config["trustProxy"] {
  const v = value?.trim() ?? "";
  if (v === "" || v === "0" || v === "false") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const host = env.HOST ?? "127.0.0.1";
  // The demo's password is public: by default only on the embedded database and a loopback address.
  const demoIsPrivate = !databaseUrl && LOOPBACK.test(host);
  const seedDemo = env.SEED_DEMO ? env.SEED_DEMO === "1" : demoIsPrivate;
  return {
    port: Number(env.PORT ?? 3000),
    host,
    dataDir: resolve(env.DATA_DIR ?? "./data"),
    databaseUrl,
    databasePoolSize: positive(env.DATABASE_POOL_SIZE, 10),
    statementTimeoutMs: positive(env.STATEMENT_TIMEOUT_MS, 10_000),
    seedDemo,
    seedDemoExposed: seedDemo && !demoIsPrivate,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: {
      perMinute: positive(env.RATE_LIMIT_PER_MINUTE, 600),
      authPerMinute: positive(env.AUTH_RATE_LIMIT_PER_MINUTE, 30),
    },
    loginFailures: { max: 5, perAddress: 50, windowMinutes: 15 },
    sessionDays: 30,
    largeReads: {
      running: positive(env.LARGE_READS_AT_ONCE, 2),
      waiting: positive(env.LARGE_READS_WAITING, 200),
    },
    // WEB_DIST lets parallel browser-test runs each serve their own build.
    webDist: resolve(env.WEB_DIST || resolve(import.meta.dirname, "../../web/dist")),
    logLevel: env.LOG_LEVEL ?? "info",
    mail: env.SMTP_URL
      ? {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM || "Brigade <brigade@localhost>",
          pollMs: positive(env.MAIL_POLL_MS, 2000),
          retryMs: positive(env.MAIL_RETRY_MS, 30_000),
          sendTimeoutMs: positive(env.MAIL_SEND_TIMEOUT_MS, 60_000),
        }
      : undefined,
    publicUrl: (
      env.PUBLIC_URL || `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${Number(env.PORT ?? 3000)}`
    ).replace(/\/+$/, ""),
    shutdownGraceS: positive(env.SHUTDOWN_GRACE_S, 10),
    attendanceSweepMs: env.ATTENDANCE_SWEEP_MS === "0" ? 0 : positive(env.ATTENDANCE_SWEEP_MS, 20_000),
    metrics: env.METRICS_PORT
      ? { port: positive(env.METRICS_PORT, 9464), host: env.METRICS_HOST || "127.0.0.1" }
      : undefined,
  };
}
