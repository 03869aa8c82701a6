// npm run backup -- FILE, npm run restore -- FILE: the database of DATABASE_URL (PostgreSQL, at any time) or of
// DATA_DIR (the embedded database, with the server stopped). docs/deploy.md, Backups.
import { closeSync, existsSync, openSync, readSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadConfig } from "../config";
import { backupEmbedded, restoreEmbedded } from "./embedded";
import { backupPostgres, restorePostgres } from "./postgres";
import { runningServer } from "./server-lock";

/** pg_dump's custom format starts so; PGlite's dumps are gzip (or a plain tar). */
const PG_DUMP_MAGIC = "PGDMP";

function firstBytes(file: string): string {
  const fd = openSync(file, "r");
  try {
    const buffer = Buffer.alloc(5);
    readSync(fd, buffer, 0, 5, 0);
    return buffer.toString("latin1");
  } finally {
    closeSync(fd);
  }
}

async function main(command: string | undefined, file: string | undefined): Promise<string> {
  if ((command !== "backup" && command !== "restore") || !file)
    throw new Error("Usage: npm run backup -- FILE, or npm run restore -- FILE");
  const target = resolve(file);
  const config = loadConfig();
  if (command === "restore" && !existsSync(target)) throw new Error(`There is no file ${target}.`);
  const isPgDump = command === "restore" && firstBytes(target) === PG_DUMP_MAGIC;

  if (config.databaseUrl) {
    if (command === "backup") {
      await backupPostgres(config.databaseUrl, target);
      return `Backed up the PostgreSQL database to ${target}.`;
    }
    if (!isPgDump) throw new Error(`${target} is not a PostgreSQL backup (pg_dump's custom format).`);
    await restorePostgres(config.databaseUrl, target);
    return `Restored the PostgreSQL database from ${target}.`;
  }

  const pgdata = join(config.dataDir, "pgdata");
  const running = runningServer(config.dataDir);
  if (running !== null)
    throw new Error(`Brigade is running on this data (process ${running}): stop it first, then run this again.`);
  if (command === "backup") {
    await backupEmbedded(pgdata, target);
    return `Backed up the embedded database (${pgdata}) to ${target}.`;
  }
  if (isPgDump) throw new Error(`${target} is a PostgreSQL backup: set DATABASE_URL to restore it into PostgreSQL.`);
  const kept = await restoreEmbedded(pgdata, target);
  return `Restored the embedded database (${pgdata}) from ${target}.${kept ? ` The one it replaced is in ${kept}.` : ""}`;
}

main(process.argv[2], process.argv[3]).then(
  (done) => console.log(done),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
