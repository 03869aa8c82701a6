import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";

// Opening PGlite from the migrated template took about 2 s of CPU per test file (the WebAssembly instance, the
// 43 MB data directory, the extensions), most of the PGlite API suite's fixed cost. The files of a worker run
// one after the other in one process (isolate: false), so each worker keeps one instance and hands it to the
// next file emptied: every table of the app truncated, its sequences restarted (about 0.1 s), which is the
// template's state, as the migrations leave no rows but their own journal. A file that opens a second app
// while the first is open gets an instance of its own, as before.

type Held = { database: Database; truncate: string; lent: boolean };
let held: Held | undefined;

async function fromTemplate(): Promise<Database> {
  const file = inject("pgliteTemplate");
  return openDatabase({ template: file ? new Blob([readFileSync(file)]) : undefined });
}

async function openHeld(): Promise<Held> {
  const database = await fromTemplate();
  const rows = await database.db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = (rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  return { database, truncate: `truncate ${names.join(", ")} restart identity cascade`, lent: false };
}

/**
 * A PGlite database at the template's state for a test file, and how to give it back. Closing the database
 * itself (a test that takes the database away) really closes it; the next file then opens a new one.
 */
export async function borrowPglite(): Promise<{ database: Database; giveBack: () => Promise<void> }> {
  if (held?.lent) {
    const own = await fromTemplate();
    return { database: own, giveBack: () => own.close() };
  }
  if (held) await held.database.db.execute(sql.raw(held.truncate));
  else held = await openHeld();
  const lease = held;
  lease.lent = true;
  let closed = false;
  const database: Database = {
    ...lease.database,
    close: async () => {
      closed = true;
      if (held === lease) held = undefined;
      await lease.database.close();
    },
  };
  return {
    database,
    giveBack: async () => {
      if (!closed) lease.lent = false;
    },
  };
}
