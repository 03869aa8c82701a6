import { z } from "zod";
import { id } from "./fields";
import { plural } from "./i18n/template";
import { MAX_INTERVAL_SALES_CENTS, MAX_INTERVAL_TRANSACTIONS, SALES_MESSAGES } from "./sales";
import {
  type Decimal,
  decimalToCents,
  type LocalStamp,
  parseImportDate,
  parseImportDecimal,
  parseImportStart,
  parseImportTime,
  productToCents,
} from "./sales-import-values";

// A sales file imported (demand.md, "Sales history"): its header names its shape (tickets or intervals), its rows
// are read here, one at a time, as the server streams the file; rows that cannot be read are reported, not fatal.

/** The largest file an import takes. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** The rejected lines an answer lists (it counts them all). */
export const MAX_REJECTED_LISTED = 100;
/** The lengths of a period one intervals row may cover; a longer one is spread over its quarters. */
export const IMPORT_MINUTES = [15, 30, 60, 1440] as const;

export const IMPORT_FIELDS = [
  "date",
  "time",
  "start",
  "amount",
  "quantity",
  "unit_price",
  "ticket",
  "sales",
  "transactions",
  "minutes",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const SALES_IMPORT_MESSAGES = {
  header:
    "The file's first line must name its columns: date, time and amount (or quantity and unit_price, or ticket) for tickets; start (or date and time) and sales or transactions for intervals.",
  nothingRead: "No row of the file could be read: see the reason given for each line.",
  empty: "The file has no rows under its header.",
  noFile: "Send the file as the multipart field file, or as the body with the type text/csv.",
  tooLarge: "The file may be at most 50 MB.",
  unreadable: "The file could not be read as CSV: check that it is a CSV export.",
  columns:
    "columns must list field:column pairs separated by commas, such as amount:Net Total,date:Day, with the fields date, time, start, amount, quantity, unit_price, ticket, sales, transactions and minutes.",
  date: "The date must be YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY.",
  time: "The time must be HH:mm or HH:mm:ss.",
  start: "The start must be a date and a time, such as 2027-03-01 18:15.",
  quarter: "The start must fall on a quarter hour (:00, :15, :30 or :45).",
  amount: "The amount must be a number, such as 12.50 or 12,50 €.",
  quantity: "The quantity must be a number, such as 2 or 0.5.",
  unitPrice: "The unit price must be a number, such as 4.50.",
  sales: "Sales must be an amount from 0.00 to 10000000.00.",
  transactions: SALES_MESSAGES.transactions,
  minutes: "Minutes must be 15, 30, 60 or 1440.",
  nothingInRow: "The row has neither sales nor transactions.",
  notFound: "This location has no such import.",
  removed: "The import's sales history was removed.",
  dryRun: "Nothing was written: this is what the import would do.",
  dryRunFlag: "dry_run must be 1 or 0.",
  imported: plural({
    one: "{0} interval of sales history imported.",
    other: "{0} intervals of sales history imported.",
  }),
} as const;

/** A column name as compared: case, spaces, underscores, hyphens and a byte-order mark ignored. */
export const normalizeColumn = (name: string): string =>
  name
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[\s_-]/g, "");

/** The names each field is known by, normalised. */
const SYNONYMS: Record<ImportField, string[]> = {
  date: ["date", "day"],
  time: ["time", "hour"],
  start: ["start", "datetime", "timestamp", "periodstart", "intervalstart"],
  amount: ["amount", "total", "netsales", "net", "gross", "grosssales"],
  quantity: ["quantity", "qty"],
  unit_price: ["unitprice", "price"],
  ticket: ["ticket", "ticketnumber", "ticketid", "transaction", "transactionid", "receipt", "receiptid", "orderid"],
  sales: ["sales", "revenue"],
  transactions: ["transactions", "covers", "tickets", "orders"],
  minutes: ["minutes", "length", "durationminutes"],
};

/** `columns=amount:Net Total,date:Day`: each field the file names its own way. Null when it does not read so. */
export function parseColumnsParam(text: string): Partial<Record<ImportField, string>> | null {
  const mapping: Partial<Record<ImportField, string>> = {};
  for (const pair of text.split(",")) {
    const at = pair.indexOf(":");
    const field = pair.slice(0, at).trim() as ImportField;
    const column = pair.slice(at + 1).trim();
    if (at < 0 || !IMPORT_FIELDS.includes(field) || column === "" || mapping[field] !== undefined) return null;
    mapping[field] = column;
  }
  return mapping;
}

/** Where each field is among a row's cells, and what the file holds. */
export type ImportLayout = { shape: "tickets" | "intervals"; at: Partial<Record<ImportField, number>> };

/**
 * The file's layout, from its header (and the caller's `columns`), or null when it names neither shape. Each field
 * takes the first column that names it; other columns (an unnamed index too) are ignored.
 */
export function recognizeHeader(
  header: readonly string[],
  columns: Partial<Record<ImportField, string>> = {},
): ImportLayout | null {
  const names = header.map(normalizeColumn);
  const at: Partial<Record<ImportField, number>> = {};
  for (const field of IMPORT_FIELDS) {
    const own = columns[field];
    const wanted = own === undefined ? SYNONYMS[field] : [normalizeColumn(own)];
    const index = names.findIndex((name) => name !== "" && wanted.includes(name));
    if (index >= 0 && !Object.values(at).includes(index)) at[field] = index;
  }
  const has = (field: ImportField) => at[field] !== undefined;
  const priced = has("amount") || (has("quantity") && has("unit_price"));
  if (has("date") && has("time") && !has("start") && !has("sales") && (priced || has("ticket"))) {
    return { shape: "tickets", at };
  }
  if ((has("start") || has("date")) && (has("sales") || has("transactions"))) return { shape: "intervals", at };
  return null;
}

/** A ticket line read: when (the location's clock), its amount in cents (absent: transactions only), its ticket. */
export type TicketRow = { at: LocalStamp; cents?: number; ticket?: string };
/** An intervals row read: its start (on the location's clock, or an instant), its sums, and the minutes it covers. */
export type IntervalRow = {
  start: { local: LocalStamp } | { epochMs: number };
  cents?: number;
  transactions?: number;
  minutes: number;
};
export type ReadRow = { ok: true; row: TicketRow | IntervalRow } | { ok: false; reason: string };

const cell = (record: readonly string[], index: number | undefined): string =>
  index === undefined ? "" : (record[index] ?? "").trim();
const rejected = (reason: string): ReadRow => ({ ok: false, reason });

function readTicket(layout: ImportLayout, record: readonly string[]): ReadRow {
  const date = parseImportDate(cell(record, layout.at.date));
  if (!date) return rejected(SALES_IMPORT_MESSAGES.date);
  const time = parseImportTime(cell(record, layout.at.time));
  if (!time) return rejected(SALES_IMPORT_MESSAGES.time);
  const ticket = cell(record, layout.at.ticket) || undefined;
  let cents: number | undefined;
  if (layout.at.amount !== undefined) {
    const amount = parseImportDecimal(cell(record, layout.at.amount));
    if (!amount) return rejected(SALES_IMPORT_MESSAGES.amount);
    cents = decimalToCents(amount);
  } else if (layout.at.quantity !== undefined && layout.at.unit_price !== undefined) {
    const quantity = parseImportDecimal(cell(record, layout.at.quantity));
    if (!quantity) return rejected(SALES_IMPORT_MESSAGES.quantity);
    const price = parseImportDecimal(cell(record, layout.at.unit_price));
    if (!price) return rejected(SALES_IMPORT_MESSAGES.unitPrice);
    cents = productToCents(quantity, price);
  }
  if (cents !== undefined && Math.abs(cents) > MAX_INTERVAL_SALES_CENTS) return rejected(SALES_IMPORT_MESSAGES.amount);
  return { ok: true, row: { at: { date, hour: time.hour, minute: time.minute }, cents, ticket } };
}

const wholeNumber = (value: Decimal | null): number | null =>
  value && value.units % value.scale === 0 ? value.units / value.scale : null;

function readInterval(layout: ImportLayout, record: readonly string[]): ReadRow {
  let start: IntervalRow["start"];
  if (layout.at.start !== undefined) {
    const read = parseImportStart(cell(record, layout.at.start));
    if (!read) return rejected(SALES_IMPORT_MESSAGES.start);
    if ("local" in read && (read.local.minute % 15 !== 0 || read.second !== 0)) {
      return rejected(SALES_IMPORT_MESSAGES.quarter);
    }
    if ("epochMs" in read && read.epochMs % (15 * 60_000) !== 0) return rejected(SALES_IMPORT_MESSAGES.quarter);
    start = "local" in read ? { local: read.local } : read;
  } else {
    const date = parseImportDate(cell(record, layout.at.date));
    if (!date) return rejected(SALES_IMPORT_MESSAGES.date);
    const time =
      layout.at.time === undefined ? { hour: 0, minute: 0, second: 0 } : parseImportTime(cell(record, layout.at.time));
    if (!time) return rejected(SALES_IMPORT_MESSAGES.time);
    if (time.minute % 15 !== 0 || time.second !== 0) return rejected(SALES_IMPORT_MESSAGES.quarter);
    start = { local: { date, hour: time.hour, minute: time.minute } };
  }
  // A row without a time of day (a date and its sales) covers the whole day unless it says otherwise.
  let minutes = layout.at.start === undefined && layout.at.time === undefined ? 1440 : 15;
  const minutesText = cell(record, layout.at.minutes);
  if (minutesText !== "") {
    const value = wholeNumber(parseImportDecimal(minutesText));
    if (value === null || !(IMPORT_MINUTES as readonly number[]).includes(value)) {
      return rejected(SALES_IMPORT_MESSAGES.minutes);
    }
    minutes = value;
  }
  const salesText = cell(record, layout.at.sales);
  const transactionsText = cell(record, layout.at.transactions);
  let cents: number | undefined;
  if (salesText !== "") {
    const sales = parseImportDecimal(salesText);
    cents = sales ? decimalToCents(sales) : -1;
    if (cents < 0 || cents > MAX_INTERVAL_SALES_CENTS) return rejected(SALES_IMPORT_MESSAGES.sales);
  }
  let transactions: number | undefined;
  if (transactionsText !== "") {
    const value = wholeNumber(parseImportDecimal(transactionsText));
    if (value === null || value < 0 || value > MAX_INTERVAL_TRANSACTIONS) {
      return rejected(SALES_IMPORT_MESSAGES.transactions);
    }
    transactions = value;
  }
  if (cents === undefined && transactions === undefined) return rejected(SALES_IMPORT_MESSAGES.nothingInRow);
  return { ok: true, row: { start, cents, transactions, minutes } };
}

/** One row of the file, read by the layout of its header. */
export const readImportRow = (layout: ImportLayout, record: readonly string[]): ReadRow =>
  layout.shape === "tickets" ? readTicket(layout, record) : readInterval(layout, record);

/** POST /api/locations/{id}/sales/import's query. */
export const salesImportQuery = z.object({
  dry_run: z
    .enum(["0", "1", "true", "false"], { error: SALES_IMPORT_MESSAGES.dryRunFlag })
    .optional()
    .transform((v) => v === "1" || v === "true"),
  columns: z
    .string()
    .max(1000, SALES_IMPORT_MESSAGES.columns)
    .refine((text) => parseColumnsParam(text) !== null, SALES_IMPORT_MESSAGES.columns)
    .optional()
    .describe("field:column pairs for columns named otherwise, e.g. amount:Net Total,date:Day"),
});
export type SalesImportQuery = z.output<typeof salesImportQuery>;

export const salesImportResult = z.object({
  /** Null on a dry run. */
  import_id: z.number().int().nullable(),
  shape: z.enum(["tickets", "intervals"]),
  rows_read: z.number().int(),
  rows_rejected: z.number().int(),
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  /** 15-minute intervals written (or that would be). */
  intervals: z.number().int(),
  /** The first and last day with history in the file (DD-MM-YYYY, the location's clock); null when none. */
  from_day: z.string().nullable(),
  to_day: z.string().nullable(),
  /** Of the intervals, those that were there already and are replaced. */
  replaced: z.number().int(),
});
export type SalesImportResult = z.infer<typeof salesImportResult>;

export const salesImportParams = z.object({ id: id(), import_id: id() });

/** GET /api/locations/{id}/sales/imports: the latest 50 imports, latest first. */
export const salesImportsPayload = z.array(
  z.object({
    import_id: z.number().int(),
    shape: z.enum(["tickets", "intervals"]),
    rows_read: z.number().int(),
    rows_rejected: z.number().int(),
    /** Intervals it wrote, and of those, the ones it still holds (a later import or till may have replaced some). */
    intervals: z.number().int(),
    holds: z.number().int(),
    from_day: z.string().nullable(),
    to_day: z.string().nullable(),
    created_at: z.string(),
  }),
);

export const salesImportRemoved = z.object({ removed: z.number().int() });
