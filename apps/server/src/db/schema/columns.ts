import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, customType, integer, numeric, timestamp } from "drizzle-orm/pg-core";

/** Case-insensitive text (extension citext): e-mails compare without regard to case. */
export const citext = customType<{ data: string }>({ dataType: () => "citext" });

/** A PostgreSQL tstzrange, written as its text form `[from,to)`. */
export const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

/** A PostgreSQL tstzmultirange (a punch's breaks), written as its text form `{[a,b),[c,d)}`. */
export const tstzmultirange = customType<{ data: string }>({ dataType: () => "tstzmultirange" });

export const pk = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();
export const instant = () => timestamp({ withTimezone: true, mode: "date" });

/** A contract's list of values as SQL `('a','b')`: the checks and the generated column take the lists from there. */
export const sqlList = (values: readonly string[]): SQL => sql.raw(`(${quoted(values)})`);
/** The same values without the parentheses, for an array literal. */
export const sqlItems = (values: readonly string[]): SQL => sql.raw(quoted(values));
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");

/** Hours to the quarter (37.5 a week, 10.25 of rest), exact in the database and a number in code. */
export const hours = () => numeric({ precision: 5, scale: 2, mode: "number" });

/** A check that a column lies within a contract's bounds (null passes: NOT NULL says whether it may be). */
export const within = (column: AnyPgColumn, limits: { min: number; max: number }): SQL =>
  sql`${column} between ${sql.raw(String(limits.min))} and ${sql.raw(String(limits.max))}`;
