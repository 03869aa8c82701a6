import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/client";

/** Each business domain's routes, mounted under /api. Add a module here when it is written. */
export async function registerModules(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  void app;
  void db;
  void config;
}
