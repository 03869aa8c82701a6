import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { openDatabase } from "../db/client";

/**
 * Fills DATA_DIR's embedded database with the run's migrated template, as a server that has run before leaves it:
 * the tests that start the real server (or reopen its data) then skip migrating from nothing, about 7 s of CPU per
 * start. Starting on an empty directory is what every browser-test worker and `npm start` do.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
  const database = await openDatabase({ dataDir: join(dataDir, "pgdata"), template });
  await database.close();
}
