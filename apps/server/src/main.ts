import type { Server } from "node:http";
import { join } from "node:path";
import { buildApp } from "./app";
import { markRunning } from "./backup/server-lock";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { drain, type Lifecycle, newLifecycle } from "./plugins/lifecycle";
import { createMetrics, startMetricsServer } from "./plugins/metrics";
import { seedDemo } from "./seed/demo";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize, statementTimeoutMs: config.statementTimeoutMs }
    : { dataDir: join(config.dataDir, "pgdata") },
);
// The embedded database is this process's alone: a backup or restore started meanwhile says so.
if (!config.databaseUrl) markRunning(config.dataDir);
const lifecycle: Lifecycle = newLifecycle();
const metrics = createMetrics(database.db, database.poolStats);
const app = await buildApp(database.db, config, {
  lifecycle,
  metrics,
  engine: database.engine,
  listen: database.listen,
});

if (config.seedDemoExposed) {
  app.log.warn(
    "SEED_DEMO=1 on a database or address others can reach: the demo logins (password brigade-demo) work for anyone who can reach this server.",
  );
}
if (config.seedDemo) {
  const seeded = await seedDemo(database.db);
  if (seeded) {
    app.log.info("Seeded the demo business.");
  }
}

let metricsServer: Server | undefined;
let closing = false;
/**
 * Stops accepting connections (and /readyz says 503), answers the requests it has, for at most SHUTDOWN_GRACE_S,
 * then cuts what is left; app.close() stops the mail worker after its current job (its onClose hook). The
 * database closes last, and the process exits 0.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing the requests in flight, for up to ${config.shutdownGraceS} s`);
  const deadline = Date.now() + config.shutdownGraceS * 1000;
  await drain(app, lifecycle, deadline);
  const grace = setTimeout(
    () => {
      app.log.warn("the shutdown grace period is over: closing the connections still open");
      app.server.closeAllConnections();
    },
    Math.max(0, deadline - Date.now()),
  );
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
  }
  metricsServer?.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
if (config.metrics) {
  metricsServer = await startMetricsServer(metrics, config.metrics.host, config.metrics.port);
  console.log(`Metrics (Prometheus) at http://${config.metrics.host}:${config.metrics.port}/metrics`);
}
// The port bound, which PORT=0 leaves to the system (the tests' child servers read it from this line).
const bound = app.server.address();
const url = `http://${config.host}:${bound && typeof bound === "object" ? bound.port : config.port}`;
const db = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${join(config.dataDir, "pgdata")}`;
console.log(`\nBrigade is running at ${url}  (database: ${db})`);
// The SMTP server's host only: SMTP_URL may hold a password.
const smtpHost = config.mail && (URL.parse(config.mail.smtpUrl)?.host || "SMTP_URL (not a valid URL!)");
console.log(
  smtpHost
    ? `E-mail is on: notifications and reset links go out through ${smtpHost}.`
    : "E-mail is off (SMTP_URL is not set): notifications stay in the app.",
);
if (config.seedDemo) {
  console.log("Demo logins (password brigade-demo): owner@brigade.demo, manager@brigade.demo, staff@brigade.demo\n");
}
