import type { Readable } from "node:stream";
import { formatDayMonthYear } from "@brigade/contract/dates";
import type { UserRole } from "@brigade/contract/enums";
import { dateIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { parseCents } from "@brigade/contract/money";
import {
  type ImportLayout,
  type IntervalRow,
  MAX_REJECTED_LISTED,
  parseColumnsParam,
  readImportRow,
  recognizeHeader,
  SALES_IMPORT_MESSAGES,
  type SalesImportQuery,
  type SalesImportResult,
  type TicketRow,
} from "@brigade/contract/sales-import";
import { Temporal } from "temporal-polyfill";
import { AppError } from "../../lib/app-error";
import { csvRecords } from "./sales-file";
import type { SalesRepository, SalesRow } from "./sales-repository";
import { makeSalesTally, type TypicalCurve } from "./sales-tally";

type Caller = { userId: number; businessId: number; role: UserRole };

/** The weeks of history a longer period's typical curve is learnt from. */
const CURVE_WEEKS = 8;
/** The imports a location's list shows. */
const IMPORTS_LISTED = 50;

/**
 * The location's usual share of business per weekday and minute of the day, from its last weeks of history (sales,
 * or transactions where it has only those); a weekday without history takes every day's. Null with no history.
 */
async function typicalCurveOf(repo: SalesRepository, businessId: number, locationId: number, timeZone: string) {
  const now = Date.now();
  const rows = await repo.read(businessId, locationId, new Date(now - CURVE_WEEKS * 7 * 86_400_000), new Date(now));
  if (rows.length === 0) return null;
  const byDay = new Map<string, number>();
  const anyDay = new Map<number, number>();
  for (const row of rows) {
    const weight = row.sales !== null ? (parseCents(row.sales) ?? 0) : (row.transactions ?? 0);
    const local = Temporal.Instant.fromEpochMilliseconds(row.start.getTime()).toZonedDateTimeISO(timeZone);
    const minute = local.hour * 60 + local.minute;
    byDay.set(`${local.dayOfWeek} ${minute}`, (byDay.get(`${local.dayOfWeek} ${minute}`) ?? 0) + weight);
    anyDay.set(minute, (anyDay.get(minute) ?? 0) + weight);
  }
  const weekdays = new Set([...byDay.keys()].map((key) => key.split(" ")[0]));
  const curve: TypicalCurve = (weekday, minute) =>
    weekdays.has(String(weekday)) ? (byDay.get(`${weekday} ${minute}`) ?? 0) : (anyDay.get(minute) ?? 0);
  return curve;
}

/** CSV imports of sales history (demand.md, "Sales history"): read streamed, summed per quarter, written at once. */
export function makeSalesImportService(repo: SalesRepository) {
  async function place(caller: Caller, locationId: number) {
    const location = await repo.location(caller.businessId, locationId);
    if (!location) throw AppError.notFound(MESSAGES.locationNotFound);
    return location;
  }

  return {
    /** `fileOf` is asked for the file once the location is known to be the caller's (else 404, read or not). */
    async run(
      caller: Caller,
      locationId: number,
      fileOf: () => Promise<Readable>,
      query: SalesImportQuery,
    ): Promise<SalesImportResult> {
      const location = await place(caller, locationId);
      const file = await fileOf();
      const columns = query.columns ? (parseColumnsParam(query.columns) ?? {}) : {};
      const tally = makeSalesTally(location.timeZone, () =>
        typicalCurveOf(repo, caller.businessId, locationId, location.timeZone),
      );
      let layout: ImportLayout | null = null;
      let rowsRead = 0;
      const rejected: { line: number; reason: string }[] = [];
      let rowsRejected = 0;
      for await (const batch of csvRecords(file)) {
        for (const { record, line } of batch) {
          if (!layout) {
            layout = recognizeHeader(record, columns);
            if (!layout) throw AppError.field("file", SALES_IMPORT_MESSAGES.header);
            continue;
          }
          rowsRead += 1;
          const read = readImportRow(layout, record);
          if (!read.ok) {
            rowsRejected += 1;
            if (rejected.length < MAX_REJECTED_LISTED) rejected.push({ line, reason: read.reason });
          } else if (layout.shape === "tickets") tally.ticket(read.row as TicketRow);
          else await tally.interval(read.row as IntervalRow);
        }
      }
      if (!layout) throw AppError.field("file", SALES_IMPORT_MESSAGES.header);
      if (rowsRead === 0) throw AppError.field("file", SALES_IMPORT_MESSAGES.empty);
      const intervals = tally.result();
      if (intervals.length === 0) {
        const errors = Object.fromEntries([
          ["file", [SALES_IMPORT_MESSAGES.nothingRead]],
          ...rejected.map(({ line, reason }) => [`line ${line}`, [reason]]),
        ]);
        throw new AppError("validation", SALES_IMPORT_MESSAGES.nothingRead, errors);
      }
      const rows: SalesRow[] = intervals.map(([at, sums]) => ({
        start: new Date(at),
        salesCents: sums.cents ?? undefined,
        transactions: sums.transactions ?? undefined,
      }));
      const dayOf = (at: number) => dateIn(at, location.timeZone);
      const first = dayOf(intervals[0]?.[0] ?? 0);
      const last = dayOf(intervals[intervals.length - 1]?.[0] ?? 0);
      const shape = layout.shape;
      const written = query.dry_run
        ? {
            importId: null,
            replaced: await repo.existing(
              caller.businessId,
              locationId,
              rows.map((row) => row.start),
            ),
          }
        : await repo.importIntervals(
            caller.businessId,
            locationId,
            {
              shape,
              rowsRead,
              rowsRejected,
              fromDay: first.toString(),
              toDay: last.toString(),
              createdBy: caller.userId,
            },
            rows,
          );
      return {
        import_id: written.importId,
        shape,
        rows_read: rowsRead,
        rows_rejected: rowsRejected,
        rejected,
        intervals: rows.length,
        from_day: formatDayMonthYear(first),
        to_day: formatDayMonthYear(last),
        replaced: written.replaced,
      };
    },

    async list(caller: Caller, locationId: number) {
      await place(caller, locationId);
      const imports = await repo.imports(caller.businessId, locationId, IMPORTS_LISTED);
      const day = (iso: string | null) => (iso ? formatDayMonthYear(Temporal.PlainDate.from(iso)) : null);
      return imports.map((row) => ({
        import_id: row.id,
        shape: row.shape,
        rows_read: row.rowsRead,
        rows_rejected: row.rowsRejected,
        intervals: row.intervals,
        holds: row.holds,
        from_day: day(row.fromDay),
        to_day: day(row.toDay),
        created_at: row.createdAt.toISOString(),
      }));
    },

    async remove(caller: Caller, locationId: number, importId: number) {
      await place(caller, locationId);
      const removed = await repo.removeImport(caller.businessId, locationId, importId);
      if (removed === null) throw AppError.notFound(SALES_IMPORT_MESSAGES.notFound);
      return { removed };
    },
  };
}

export type SalesImportService = ReturnType<typeof makeSalesImportService>;
