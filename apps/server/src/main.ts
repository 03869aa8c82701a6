import { join } from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemo } from "./seed/demo";

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, poolSize: config.databasePoolSize, statementTimeoutMs: config.statementTimeoutMs }
    : { dataDir: join(config.dataDir, "pgdata") },
);
const app = await buildApp(database.db, config);

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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
const url = `http://${config.host}:${config.port}`;
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
