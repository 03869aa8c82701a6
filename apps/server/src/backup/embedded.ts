import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "../db/client";
import { writePrivateFile } from "./private-file";

/** Writes the embedded database at `pgdata` to `file`, 0600 (PGlite's own dump: a gzipped tar of its data). */
export async function backupEmbedded(pgdata: string, file: string): Promise<void> {
  if (!existsSync(pgdata)) throw new Error(`There is no database at ${pgdata} to back up.`);
  const client = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS });
  try {
    const dump = Buffer.from(await (await client.dumpDataDir("gzip")).arrayBuffer());
    await writePrivateFile(file, async (fd) => writeFileSync(fd, dump));
  } finally {
    await client.close();
  }
}

/**
 * Puts the backup `file` in place of the embedded database at `pgdata`. The database it replaces is kept beside
 * it (returned), and put back should the backup not load.
 */
export async function restoreEmbedded(pgdata: string, file: string): Promise<string | null> {
  const dump = new Blob([readFileSync(file)]);
  const kept = existsSync(pgdata) ? `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}` : null;
  if (kept) renameSync(pgdata, kept);
  try {
    const client = await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
    await client.query("select 1");
    await client.close();
  } catch (error) {
    rmSync(pgdata, { recursive: true, force: true });
    if (kept) renameSync(kept, pgdata);
    throw new Error(`The backup could not be loaded (${error instanceof Error ? error.message : String(error)}).`);
  }
  return kept;
}
