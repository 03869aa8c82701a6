import { formatCents } from "@brigade/contract/money";
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { salesImports, salesIntervals } from "../../db/schema/demand";
import { locations } from "../../db/schema/locations";
import { currencyOf } from "../wages";

/** One interval as written: sales in cents, transactions, or both. */
export type SalesRow = { start: Date; salesCents?: number; transactions?: number };

/** Rows per INSERT: 6 values each, well under PostgreSQL's 65,535 parameters. */
const BATCH = 2_000;

/** What an import read, kept with it. */
export type ImportRecord = {
  shape: "tickets" | "intervals";
  rowsRead: number;
  rowsRejected: number;
  fromDay: string | null;
  toDay: string | null;
  createdBy: number;
};

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A location's intervals starting in [from, to). */
const within = (businessId: number, locationId: number, from: Date, to: Date) =>
  and(
    eq(salesIntervals.businessId, businessId),
    eq(salesIntervals.locationId, locationId),
    gte(salesIntervals.start, from),
    lt(salesIntervals.start, to),
  );

/**
 * The start of a location's first or last interval with history, or null: one row read from the end of the primary
 * key's (location_id, start) order, where min() or max() with the business filter would read them all.
 */
async function edge(db: Db, end: "first" | "last", businessId: number, locationId: number): Promise<Date | null> {
  const [row] = await db
    .select({ start: salesIntervals.start })
    .from(salesIntervals)
    .where(and(eq(salesIntervals.businessId, businessId), eq(salesIntervals.locationId, locationId)))
    .orderBy(end === "first" ? asc(salesIntervals.start) : desc(salesIntervals.start))
    .limit(1);
  return row?.start ?? null;
}

/** Writes intervals, each replacing the one of the same start (and taking its origin: an import, or null for the API). */
async function upsert(
  tx: Tx,
  businessId: number,
  locationId: number,
  rows: SalesRow[],
  importId: number | null,
): Promise<number> {
  let replaced = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const written = await tx
      .insert(salesIntervals)
      .values(
        rows.slice(i, i + BATCH).map((row) => ({
          businessId,
          locationId,
          start: row.start,
          sales: row.salesCents === undefined ? null : formatCents(row.salesCents),
          transactions: row.transactions ?? null,
          importId,
        })),
      )
      .onConflictDoUpdate({
        target: [salesIntervals.locationId, salesIntervals.start],
        set: {
          sales: sql`excluded.sales`,
          transactions: sql`excluded.transactions`,
          importId: sql`excluded.import_id`,
          updatedAt: sql`now()`,
        },
      })
      // xmax is not 0 on a row this statement updated rather than inserted.
      .returning({ replaced: sql<boolean>`xmax::text <> '0'` });
    replaced += written.filter((row) => row.replaced).length;
  }
  return replaced;
}

export function makeSalesRepository(db: Db) {
  return {
    async location(businessId: number, locationId: number) {
      const [row] = await db
        .select({ id: locations.id, timeZone: locations.timeZone })
        .from(locations)
        .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)));
      return row;
    },

    currency: (businessId: number) => currencyOf(db, businessId),

    /** Writes the intervals, each replacing the one of the same start, in one transaction. */
    put(businessId: number, locationId: number, rows: SalesRow[]): Promise<{ written: number; replaced: number }> {
      return db.transaction(async (tx) => ({
        written: rows.length,
        replaced: await upsert(tx, businessId, locationId, rows, null),
      }));
    },

    /** An import and what it wrote, in one transaction: its id, and how many intervals it replaced. */
    importIntervals(businessId: number, locationId: number, record: ImportRecord, rows: SalesRow[]) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(salesImports)
          .values({ businessId, locationId, intervals: rows.length, ...record })
          .returning({ id: salesImports.id });
        if (!created) throw new Error("the import was not recorded");
        return { importId: created.id, replaced: await upsert(tx, businessId, locationId, rows, created.id) };
      });
    },

    /** How many of these starts already have history (what an import would replace). */
    async existing(businessId: number, locationId: number, starts: Date[]): Promise<number> {
      let found = 0;
      for (let i = 0; i < starts.length; i += BATCH) {
        const [row] = await db
          .select({ n: count() })
          .from(salesIntervals)
          .where(
            and(
              eq(salesIntervals.businessId, businessId),
              eq(salesIntervals.locationId, locationId),
              inArray(salesIntervals.start, starts.slice(i, i + BATCH)),
            ),
          );
        found += row?.n ?? 0;
      }
      return found;
    },

    /** The location's imports, latest first (at most `limit`), with the intervals each still holds. */
    imports(businessId: number, locationId: number, limit: number) {
      return db
        .select({
          id: salesImports.id,
          shape: salesImports.shape,
          rowsRead: salesImports.rowsRead,
          rowsRejected: salesImports.rowsRejected,
          intervals: salesImports.intervals,
          fromDay: salesImports.fromDay,
          toDay: salesImports.toDay,
          createdAt: salesImports.createdAt,
          holds: sql<number>`(select count(*)::int from ${salesIntervals} where ${salesIntervals.importId} = ${salesImports.id})`,
        })
        .from(salesImports)
        .where(and(eq(salesImports.businessId, businessId), eq(salesImports.locationId, locationId)))
        .orderBy(desc(salesImports.createdAt), desc(salesImports.id))
        .limit(limit);
    },

    /** Removes an import and the intervals it wrote that no later write replaced; null when there is no such import. */
    removeImport(businessId: number, locationId: number, importId: number): Promise<number | null> {
      return db.transaction(async (tx) => {
        const mine = and(
          eq(salesImports.businessId, businessId),
          eq(salesImports.locationId, locationId),
          eq(salesImports.id, importId),
        );
        const [found] = await tx.select({ id: salesImports.id }).from(salesImports).where(mine).for("update");
        if (!found) return null;
        // First what it wrote (deleting the import first would only forget the intervals' origin: set null).
        const removed = await tx
          .delete(salesIntervals)
          .where(
            and(
              eq(salesIntervals.businessId, businessId),
              eq(salesIntervals.locationId, locationId),
              eq(salesIntervals.importId, importId),
            ),
          )
          .returning({ start: salesIntervals.start });
        await tx.delete(salesImports).where(mine);
        return removed.length;
      });
    },

    /** The start of the location's latest interval with history, or null. */
    latest: (businessId: number, locationId: number) => edge(db, "last", businessId, locationId),

    /** The start of the location's earliest interval with history, or null. */
    earliest: (businessId: number, locationId: number) => edge(db, "first", businessId, locationId),

    /**
     * Each local day's totals in [from, to) on the zone's clock (YYYY-MM-DD): cents of sales, or transactions; what
     * the yearly season reads of last year.
     */
    async dailyTotals(businessId: number, locationId: number, from: Date, to: Date, zone: string) {
      const day = sql<string>`to_char(${salesIntervals.start} at time zone ${zone}, 'YYYY-MM-DD')`;
      return (
        db
          .select({
            day,
            sales: sql<string | null>`sum(${salesIntervals.sales})::text`,
            transactions: sql<string | null>`sum(${salesIntervals.transactions})::text`,
          })
          .from(salesIntervals)
          .where(within(businessId, locationId, from, to))
          // By position: the zone is a bound parameter, so the same expression written twice would not match.
          .groupBy(sql`1`)
      );
    },

    /** The intervals with history in [from, to), earliest first. */
    read(businessId: number, locationId: number, from: Date, to: Date) {
      return db
        .select({ start: salesIntervals.start, sales: salesIntervals.sales, transactions: salesIntervals.transactions })
        .from(salesIntervals)
        .where(within(businessId, locationId, from, to))
        .orderBy(asc(salesIntervals.start));
    },
  };
}

export type SalesRepository = ReturnType<typeof makeSalesRepository>;
