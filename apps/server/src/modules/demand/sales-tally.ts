import type { IntervalRow, TicketRow } from "@brigade/contract/sales-import";
import type { LocalStamp } from "@brigade/contract/sales-import-values";
import { splitWhole } from "@brigade/contract/sales-import-values";
import { Temporal } from "temporal-polyfill";

// The rows of a sales file summed into the location's 15-minute intervals (demand.md, "Sales history"): tickets by
// the quarter they fall in, a longer period spread over its quarters by the location's typical curve.

const QUARTER_MS = 15 * 60_000;

/** An interval's sums: sales in cents (null: only transactions known), transactions (null: only sales known). */
export type Sums = { cents: number | null; transactions: number | null };

/** How much of a day's business each weekday's quarter usually holds: weights by (ISO weekday, minute of day). */
export type TypicalCurve = (weekday: number, minuteOfDay: number) => number;

/** The first instant of a wall-clock moment's quarter, in the zone (a time skipped by DST moves on, as clocks do). */
export function quarterClock(timeZone: string) {
  // Rows of one hour share its first instant: Temporal's zone arithmetic runs once an hour of the file, not per row.
  // Keyed by the date itself (a file's date text is read once, so its rows share one object): no string per row.
  const hours = new Map<Temporal.PlainDate, (number | undefined)[]>();
  return (stamp: LocalStamp): number => {
    let day = hours.get(stamp.date);
    if (day === undefined) {
      if (hours.size > 20_000) hours.clear();
      day = [];
      hours.set(stamp.date, day);
    }
    let hourStart = day[stamp.hour];
    if (hourStart === undefined) {
      hourStart = stamp.date
        .toPlainDateTime({ hour: stamp.hour })
        .toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds;
      day[stamp.hour] = hourStart;
    }
    return hourStart + Math.floor(stamp.minute / 15) * QUARTER_MS;
  };
}

/** The quarters of the period a row covers: [start, start + minutes), a day's row up to the next local midnight. */
function quartersOf(startMs: number, minutes: number, timeZone: string): number[] {
  const end =
    minutes === 1440
      ? Temporal.Instant.fromEpochMilliseconds(startMs).toZonedDateTimeISO(timeZone).add({ days: 1 }).epochMilliseconds
      : startMs + minutes * 60_000;
  const quarters: number[] = [];
  for (let at = startMs; at < end; at += QUARTER_MS) quarters.push(at);
  return quarters;
}

export function makeSalesTally(timeZone: string, typicalCurve: () => Promise<TypicalCurve | null>) {
  const sums = new Map<number, Sums>();
  // A ticket is counted once, in the quarter of its first line; tills number tickets afresh each day.
  // Keyed by the day itself (see quarterClock): no string per row.
  const tickets = new Map<Temporal.PlainDate, Set<string>>();
  const quarterOf = quarterClock(timeZone);
  let curve: TypicalCurve | null | undefined;

  const add = (at: number, cents: number | undefined, transactions: number | undefined) => {
    const entry = sums.get(at) ?? { cents: null, transactions: null };
    if (cents !== undefined) entry.cents = (entry.cents ?? 0) + cents;
    if (transactions !== undefined) entry.transactions = (entry.transactions ?? 0) + transactions;
    sums.set(at, entry);
  };

  return {
    ticket(row: TicketRow) {
      let counted = 1;
      if (row.ticket !== undefined) {
        const ofDay = tickets.get(row.at.date) ?? new Set<string>();
        if (ofDay.size === 0) tickets.set(row.at.date, ofDay);
        counted = ofDay.has(row.ticket) ? 0 : 1;
        ofDay.add(row.ticket);
      }
      add(quarterOf(row.at), row.cents, counted);
    },

    async interval(row: IntervalRow) {
      const startMs = "local" in row.start ? quarterOf(row.start.local) : row.start.epochMs;
      if (row.minutes === 15) {
        add(startMs, row.cents, row.transactions);
        return;
      }
      const quarters = quartersOf(startMs, row.minutes, timeZone);
      if (curve === undefined) curve = await typicalCurve();
      const weights = quarters.map((at) => {
        if (!curve) return 0;
        const local = Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(timeZone);
        return curve(local.dayOfWeek, local.hour * 60 + local.minute);
      });
      const cents = row.cents === undefined ? undefined : splitWhole(row.cents, weights);
      const transactions = row.transactions === undefined ? undefined : splitWhole(row.transactions, weights);
      quarters.forEach((at, i) => {
        add(at, cents?.[i], transactions?.[i]);
      });
    },

    /** The intervals, earliest first; a quarter whose refunds outweigh its sales counts as 0.00 sold. */
    result(): [number, Sums][] {
      return [...sums]
        .map(([at, entry]): [number, Sums] => [
          at,
          { ...entry, cents: entry.cents === null ? null : Math.max(0, entry.cents) },
        ])
        .sort((a, b) => a[0] - b[0]);
    },
  };
}

export type SalesTally = ReturnType<typeof makeSalesTally>;
