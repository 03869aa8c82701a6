import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";
import type { Db } from "./client";

// Named prepared statements for the few statements every request or every booking runs (the session lookup, a
// booking's reads and writes). An unnamed statement is parsed and planned at each call: at chain scale planning
// was most of PostgreSQL's time per booking. A named one is parsed once per pooled connection, and after five
// runs PostgreSQL may keep a generic plan. The name is a hash of the text, so a statement whose optional parts
// change the text gets a statement of its own, never another's. Only these statements are named: each named
// text stays prepared on each connection for its lifetime. PGlite runs them as usual.

/** The name of a statement's text. */
const nameOf = (text: string) => `b_${createHash("sha1").update(text).digest("base64url").slice(0, 24)}`;

/** A raw statement (db.execute's) run as a named prepared statement. */
export async function executePrepared<Row>(db: Db, query: SQL): Promise<{ rows: Row[] }> {
  // Drizzle's own path for db.execute, with a name: its session is the pool's, or the transaction's connection.
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const built = dialect.sqlToQuery(query);
  return (await session.prepareQuery(built, undefined, nameOf(built.sql), false).execute()) as { rows: Row[] };
}

/** A query builder's statement (select, update, insert) run as a named prepared statement. */
export function prepared<
  Q extends { toSQL(): { sql: string }; prepare(name: string): { execute(): Promise<unknown> } },
>(query: Q): ReturnType<ReturnType<Q["prepare"]>["execute"]> {
  return query.prepare(nameOf(query.toSQL().sql)).execute() as ReturnType<ReturnType<Q["prepare"]>["execute"]>;
}
