import { parseInstant } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import { dateIn, hourStartIn, startOfDayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents, parseCents } from "@brigade/contract/money";
import type { SalesGrain, SalesInterval, SalesPayload, SalesPutBody, SalesQuery } from "@brigade/contract/sales";
import { AppError } from "../../lib/app-error";
import { askedPeriod } from "./forecast-days";
import type { SalesRepository, SalesRow } from "./sales-repository";

type Caller = { userId: number; businessId: number; role: UserRole };

/** The first instant of the quarter, hour or day (of the location's clock) an interval belongs to. */
function bucketOf(start: Date, grain: SalesGrain, timeZone: string): number {
  if (grain === "15m") return start.getTime();
  if (grain === "1h") return hourStartIn(start, timeZone).getTime();
  return startOfDayIn(dateIn(start, timeZone), timeZone).getTime();
}

type Sums = { salesCents: number | null; transactions: number | null };

/** Sales history: what a till sends (PUT), and what was sold per quarter, hour or day (demand.md, "Sales history"). */
export function makeSalesService(repo: SalesRepository, clock: () => Date = () => new Date()) {
  async function place(caller: Caller, locationId: number) {
    const location = await repo.location(caller.businessId, locationId);
    if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
    return location;
  }

  return {
    async put(caller: Caller, locationId: number, body: SalesPutBody) {
      await place(caller, locationId);
      const rows: SalesRow[] = body.intervals.map((interval) => ({
        start: parseInstant(interval.start) as Date,
        salesCents: interval.sales,
        transactions: interval.transactions,
      }));
      return repo.put(caller.businessId, locationId, rows);
    },

    async read(caller: Caller, locationId: number, query: SalesQuery): Promise<SalesPayload> {
      const location = await place(caller, locationId);
      const { from, to } = askedPeriod(query, location.timeZone, clock());
      const rows = await repo.read(
        caller.businessId,
        locationId,
        startOfDayIn(from, location.timeZone),
        startOfDayIn(to.add({ days: 1 }), location.timeZone),
      );
      const buckets = new Map<number, Sums>();
      for (const row of rows) {
        const key = bucketOf(row.start, query.interval, location.timeZone);
        const sums = buckets.get(key) ?? { salesCents: null, transactions: null };
        if (row.sales !== null) sums.salesCents = (sums.salesCents ?? 0) + (parseCents(row.sales) ?? 0);
        if (row.transactions !== null) sums.transactions = (sums.transactions ?? 0) + row.transactions;
        buckets.set(key, sums);
      }
      const intervals = [...buckets].map(([start, sums]): SalesInterval => {
        const interval: SalesInterval = { start: new Date(start).toISOString() };
        if (sums.salesCents !== null) interval.sales = formatCents(sums.salesCents);
        if (sums.transactions !== null) interval.transactions = sums.transactions;
        return interval;
      });
      return { currency: await repo.currency(caller.businessId), interval: query.interval, intervals };
    },
  };
}

export type SalesService = ReturnType<typeof makeSalesService>;
