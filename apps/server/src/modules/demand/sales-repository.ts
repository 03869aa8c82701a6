import { formatCents } from "@brigade/contract/money";
import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { salesIntervals } from "../../db/schema/demand";
import { locations } from "../../db/schema/locations";
import { currencyOf } from "../wages";

/** One interval as written: sales in cents, transactions, or both. */
export type SalesRow = { start: Date; salesCents?: number; transactions?: number };

/** Rows per INSERT: 5 values each, well under PostgreSQL's 65,535 parameters. */
const BATCH = 2_000;

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
      return db.transaction(async (tx) => {
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
              })),
            )
            .onConflictDoUpdate({
              target: [salesIntervals.locationId, salesIntervals.start],
              set: {
                sales: sql`excluded.sales`,
                transactions: sql`excluded.transactions`,
                updatedAt: sql`now()`,
              },
            })
            // xmax is not 0 on a row this statement updated rather than inserted.
            .returning({ replaced: sql<boolean>`xmax::text <> '0'` });
          replaced += written.filter((row) => row.replaced).length;
        }
        return { written: rows.length, replaced };
      });
    },

    /** The intervals with history in [from, to), earliest first. */
    read(businessId: number, locationId: number, from: Date, to: Date) {
      return db
        .select({ start: salesIntervals.start, sales: salesIntervals.sales, transactions: salesIntervals.transactions })
        .from(salesIntervals)
        .where(
          and(
            eq(salesIntervals.businessId, businessId),
            eq(salesIntervals.locationId, locationId),
            gte(salesIntervals.start, from),
            lt(salesIntervals.start, to),
          ),
        )
        .orderBy(asc(salesIntervals.start));
    },
  };
}

export type SalesRepository = ReturnType<typeof makeSalesRepository>;
