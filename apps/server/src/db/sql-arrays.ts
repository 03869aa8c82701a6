import { type SQL, sql } from "drizzle-orm";

/**
 * A list of ids as ONE bind parameter (`= any($1::int[])`), where `inArray` sends one parameter per id: a
 * calendar of two months of a chain passed PostgreSQL's 65,535 parameters, and long lists plan slowly.
 */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;
