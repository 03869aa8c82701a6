import { type ImportField, recognizeHeader } from "@brigade/contract/sales-import";

// A file whose header the server did not recognise: the manager names which of its columns holds each field, and the
// import is asked again with `columns=field:Column,...`. Whether a mapping reads is the contract's own rule.

export type Shape = "tickets" | "intervals";
export type ColumnMapping = Partial<Record<ImportField, string>>;

/** The fields a manager may map for each shape, those the file needs first. */
export const SHAPE_FIELDS: Record<Shape, readonly ImportField[]> = {
  tickets: ["date", "time", "amount", "ticket", "quantity", "unit_price"],
  intervals: ["start", "date", "time", "sales", "transactions", "minutes"],
};

/** The columns a mapping can name: `columns=` separates its pairs with commas, so a name holding one cannot go. */
export const mappableColumns = (header: readonly string[]): string[] => [
  ...new Set(header.filter((name) => name.trim() !== "" && !name.includes(","))),
];

/** The `columns=` value of the shape's fields given a column, or undefined when none is. */
export function columnsParam(mapping: ColumnMapping, shape: Shape): string | undefined {
  const pairs = SHAPE_FIELDS[shape].flatMap((field) => (mapping[field] ? [`${field}:${mapping[field]}`] : []));
  return pairs.length > 0 ? pairs.join(",") : undefined;
}

/** Whether the header, read with the mapping of the shape's fields, names that shape (as the server will read it). */
export function mappingReads(header: readonly string[], mapping: ColumnMapping, shape: Shape): boolean {
  const own: ColumnMapping = {};
  for (const field of SHAPE_FIELDS[shape]) if (mapping[field]) own[field] = mapping[field];
  return recognizeHeader(header, own)?.shape === shape;
}
