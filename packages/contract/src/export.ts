import { template } from "./i18n/template";

// The spec's export helper (sections 3 and 8): data in, a named file's text out. Pure, so it runs and is
// tested without a browser; apps/web/src/lib/download.ts turns the result into a download.

export const EXPORT_TYPES = ["csv", "xls", "xml", "json", "txt", "css", "html"] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
/** Types that take text as it is; css and html take nothing else. */
const STRING_TYPES: readonly string[] = ["txt", "css", "html"];

export const EXPORT_MESSAGES = {
  parsingFailed: "Parsing failed!",
  notArrayOfObjects: "Invalid export data. Please provide an array of objects",
  unknownType: template<[type: string]>("Can't export unknown data type {0}."),
  stringData: template<[type: string]>("Can't export string data to {0}."),
} as const;

export class ExportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ExportError";
  }
}

export type ExportOptions = { fileName?: string; type?: string; withBom?: boolean };
export type ExportResult = { fileName: string; mimeType: string; content: string };

const MIME_TYPES: Record<ExportType, string> = {
  csv: "text/csv;charset=utf-8",
  xls: "application/vnd.ms-excel;charset=utf-8",
  xml: "application/xml;charset=utf-8",
  json: "application/json;charset=utf-8",
  txt: "text/plain;charset=utf-8",
  css: "text/css;charset=utf-8",
  html: "text/html;charset=utf-8",
};
const BOM = "\ufeff";
const CRLF = "\r\n";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Row = { [key: string]: Json };

const isRow = (v: Json): v is Row => typeof v === "object" && v !== null && !Array.isArray(v);

function rowsOf(data: Json): Row[] {
  if (!Array.isArray(data) || !data.every(isRow)) throw new ExportError(EXPORT_MESSAGES.notArrayOfObjects);
  return data;
}

/** Every key in the order first seen, so rows with different keys still line up under one header. */
function headerOf(rows: Row[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))];
}

const cellText = (v: Json | undefined): string =>
  v === null || v === undefined ? "" : typeof v === "object" ? JSON.stringify(v) : String(v);

/**
 * A text starting like a formula is shown as text by spreadsheets (formula injection), numbers stay numbers.
 * The one rule for every spreadsheet format: CSV and the XLS table.
 */
function spreadsheetText(v: Json | undefined): string {
  const text = cellText(v);
  return typeof v === "string" && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(v: Json | undefined): string {
  const text = spreadsheetText(v);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(rows: Row[]): string {
  const header = headerOf(rows);
  if (header.length === 0) return "";
  const lines = [header.map(csvCell), ...rows.map((row) => header.map((key) => csvCell(row[key])))];
  return lines.map((cells) => cells.join(",")).join(CRLF);
}

// XML 1.0 cannot carry most control characters, even escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapeMarkup = (text: string) =>
  text
    .replace(XML_INVALID, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    // &#39;, not &apos;: HTML 4 (what spreadsheets read an XLS table as) has no &apos;; XML reads both.
    .replaceAll("'", "&#39;");

function toXls(rows: Row[]): string {
  const header = headerOf(rows);
  const cell = (tag: "th" | "td", v: Json | undefined) => `<${tag}>${escapeMarkup(spreadsheetText(v))}</${tag}>`;
  const body = rows.map((row) => `<tr>${header.map((key) => cell("td", row[key])).join("")}</tr>`);
  return [
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" ' +
      'xmlns="http://www.w3.org/TR/REC-html40">',
    '<head><meta charset="UTF-8"></head>',
    "<body><table>",
    `<thead><tr>${header.map((key) => cell("th", key)).join("")}</tr></thead>`,
    `<tbody>${body.join("")}</tbody>`,
    "</table></body></html>",
  ].join(CRLF);
}

const XML_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;

/** A key that is a valid element name becomes one; any other key keeps its text in a name attribute. */
function xmlElement(key: string, value: Json, depth: number): string {
  const valid = XML_NAME.test(key) && !/^xml/i.test(key);
  const open = valid ? key : `field name="${escapeMarkup(key)}"`;
  const close = valid ? key : "field";
  return `${"  ".repeat(depth)}<${open}>${xmlContent(value, depth)}</${close}>`;
}

function xmlContent(value: Json, depth: number): string {
  if (value === null || typeof value !== "object") return escapeMarkup(cellText(value));
  const children = Array.isArray(value)
    ? value.map((item) => xmlElement("item", item, depth + 1))
    : Object.entries(value).map(([key, item]) => xmlElement(key, item, depth + 1));
  return children.length ? `\n${children.join("\n")}\n${"  ".repeat(depth)}` : "";
}

/** A root element, and under it one element per row (or the object's keys). */
function toXml(data: Json): string {
  const rows = Array.isArray(data) ? data.map((row) => xmlElement("row", row, 1)) : [xmlElement("value", data, 1)];
  return ['<?xml version="1.0" encoding="UTF-8"?>', "<rows>", ...rows, "</rows>"].join("\n");
}

/** Plain JSON data: dates become ISO strings, functions and undefined drop out; a cycle fails here. */
function normalise(data: unknown): Json {
  const text = JSON.stringify(data);
  if (text === undefined) throw new Error("Nothing to export.");
  return JSON.parse(text) as Json;
}

function fileNameOf(fileName: string, type: string): string {
  const base = fileName.trim() || "exported-data";
  return base.toLowerCase().endsWith(`.${type}`) ? base : `${base}.${type}`;
}

function contentOf(data: unknown, type: ExportType, withBom: boolean): string {
  if (typeof data === "string") {
    if (!STRING_TYPES.includes(type)) throw new ExportError(EXPORT_MESSAGES.stringData(type));
    return data;
  }
  const json = normalise(data);
  switch (type) {
    case "csv":
      return (withBom ? BOM : "") + toCsv(rowsOf(json));
    case "xls":
      return toXls(rowsOf(json));
    case "xml":
      return toXml(json);
    case "json":
    case "txt":
      return JSON.stringify(json, null, 4);
    default:
      // css and html hold text only: for data they are not a known format.
      throw new ExportError(EXPORT_MESSAGES.unknownType(type));
  }
}

/**
 * Turns data into a file: csv (',' and CRLF, header from the keys, optional byte-order mark), xls (an HTML
 * table spreadsheets open), xml, json (indent 4) or txt. Throws ExportError with the spec's message; any
 * other failure (a cycle, a BigInt) is wrapped as "Parsing failed!".
 */
export function exportData(
  data: unknown,
  { fileName = "exported-data", type = "csv", withBom = false }: ExportOptions = {},
): ExportResult {
  if (!(EXPORT_TYPES as readonly string[]).includes(type)) throw new ExportError(EXPORT_MESSAGES.unknownType(type));
  const known = type as ExportType;
  try {
    return {
      fileName: fileNameOf(fileName, known),
      mimeType: MIME_TYPES[known],
      content: contentOf(data, known, withBom),
    };
  } catch (error) {
    if (error instanceof ExportError) throw error;
    throw new ExportError(EXPORT_MESSAGES.parsingFailed, { cause: error });
  }
}
