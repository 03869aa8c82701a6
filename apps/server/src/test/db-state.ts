import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

// Raw views of the whole database for tests that must prove a request changed nothing, whatever table a
// future module adds: tables are read from the catalogue, not listed by hand.

async function rows<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Tables every request may change, by design, in the background: the request counts of the rate limits shared
 * between servers (plugins/shared-rate-limit.ts). Not the app's data.
 */
const BOOKKEEPING = new Set(["rate_limit_hits"]);

/** Every table of the app (the migrations' own bookkeeping lives in another schema, the rate limits' is left out). */
export async function appTables(database: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(
    database,
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return found.map((r) => r.name).filter((name) => !BOOKKEEPING.has(name));
}

export type Checksums = Record<string, string>;

/**
 * A checksum of each table's rows, in one round trip: the row count and the sum of the rows' 64-bit hashes, which
 * needs no sorting (an md5 over the sorted rows cost several times more, and this test takes thousands).
 */
export async function tableChecksums(database: Database, tables: string[]): Promise<Checksums> {
  const query = tables
    .map(
      (name) => `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtextextended(t::text, 0)), 0) as sum
      from "${name}" t`,
    )
    .join(" union all ");
  const found = await rows<{ name: string; sum: string }>(database, query);
  return Object.fromEntries(found.map((r) => [r.name, r.sum]));
}

/** The tables whose checksum differs. */
export const changedTables = (before: Checksums, after: Checksums): string[] =>
  Object.keys(after).filter((name) => before[name] !== after[name]);

/**
 * Reports which tables changed since the previous call. Checksums are only recomputed when a transaction id
 * was handed out since: every row change needs one, reads do not, so most refused requests cost one tiny query.
 */
export async function watchTables(database: Database, tables: string[]) {
  const nextXid = async () =>
    (await rows<{ x: string }>(database, "select pg_snapshot_xmax(pg_current_snapshot())::text as x"))[0]?.x;
  let xid = await nextXid();
  let sums = await tableChecksums(database, tables);
  return async (): Promise<string[]> => {
    const now = await nextXid();
    if (now === xid) return [];
    const after = await tableChecksums(database, tables);
    const changed = changedTables(sums, after);
    // The id was read before the checksums: a write in between is in `after` and seen again next time.
    [xid, sums] = [now, after];
    return changed;
  };
}

/**
 * Moves each table's id sequence to its own range (table n starts at (n + 1) * 1,000,000), so an id names one
 * record of one table: a test can then try every id of a business on a route and know which record it meant.
 */
export async function separateIdRanges(database: Database, tables: string[]): Promise<void> {
  const withIds = await rows<{ name: string }>(
    database,
    `select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'id' order by table_name`,
  );
  const names = withIds.map((r) => r.name).filter((name) => tables.includes(name));
  for (const [n, name] of names.entries()) {
    await database.db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${name}"', 'id'), ${(n + 1) * 1_000_000})`),
    );
  }
}
