import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";

/** The app on an in-memory PGlite, logging at info into `lines` (tests of what the logs hold); not yet ready. */
export async function appWithLogs(): Promise<{ app: FastifyInstance; database: Database; lines: string[] }> {
  const database = await openDatabase({});
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = { ...loadConfig({ LOG_LEVEL: "info", RATE_LIMIT_PER_MINUTE: "100000" }), webDist: undefined };
  const app = await buildApp(database.db, config, { logStream: sink });
  return { app, database, lines };
}
