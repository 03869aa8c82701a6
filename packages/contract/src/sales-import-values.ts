import { Temporal } from "temporal-polyfill";

// The values of a sales file (demand.md, "Sales history"), as tills write them: dates in three orders, times with
// or without seconds, amounts with a currency sign, a decimal comma or thousands separators.

const DATE_FORMS: { pattern: RegExp; order: "ymd" | "dmy" }[] = [
  { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: "ymd" },
  { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: "dmy" },
  { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: "dmy" },
];

/** A wall-clock moment of a file: a day, an hour and a minute (seconds dropped), on the location's clock. */
export type LocalStamp = { date: Temporal.PlainDate; hour: number; minute: number };

// A file's dates repeat on every row of a day: each text is read once (a bounded memo: a file of unique texts
// cannot grow it past MEMO_SIZE).
const MEMO_SIZE = 10_000;
const dateMemo = new Map<string, Temporal.PlainDate | null>();

function readDate(trimmed: string): Temporal.PlainDate | null {
  for (const { pattern, order } of DATE_FORMS) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const [a, b, c] = match.slice(1).map(Number) as [number, number, number];
    const [year, month, day] = order === "ymd" ? [a, b, c] : [c, b, a];
    try {
      return Temporal.PlainDate.from({ year, month, day }, { overflow: "reject" });
    } catch {
      return null;
    }
  }
  return null;
}

/** A YYYY-MM-DD, DD-MM-YYYY or DD/MM/YYYY date, or null (also 31-02-2027). */
export function parseImportDate(text: string): Temporal.PlainDate | null {
  const trimmed = text.trim();
  const known = dateMemo.get(trimmed);
  if (known !== undefined) return known;
  const date = readDate(trimmed);
  if (dateMemo.size >= MEMO_SIZE) dateMemo.clear();
  dateMemo.set(trimmed, date);
  return date;
}

/** An HH:mm or HH:mm:ss time of day (seconds, and a fraction of them, are dropped), or null. */
export function parseImportTime(text: string): { hour: number; minute: number; second: number } | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(text.trim());
  if (!match) return null;
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second };
}

/** An instant written with its offset (2027-03-01T18:15:00Z, +01:00): taken as written, not on the location's clock. */
const WITH_OFFSET = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A `start` cell: a date and a time (separated by a space or a T) on the location's clock, or an ISO-8601 instant
 * with its offset. Null when it is neither; `second` says whether it was on a whole minute.
 */
export function parseImportStart(text: string): { local: LocalStamp; second: number } | { epochMs: number } | null {
  const trimmed = text.trim();
  if (WITH_OFFSET.test(trimmed)) {
    try {
      return { epochMs: Temporal.Instant.from(trimmed).epochMilliseconds };
    } catch {
      return null;
    }
  }
  const [day, time, ...rest] = trimmed.split(/[ T]+/);
  if (rest.length > 0 || day === undefined) return null;
  const date = parseImportDate(day);
  const clock = time === undefined ? { hour: 0, minute: 0, second: 0 } : parseImportTime(time);
  return date && clock ? { local: { date, hour: clock.hour, minute: clock.minute }, second: clock.second } : null;
}

/** A decimal number as an integer and its scale: "1,20" -> 120 / 100. At most four decimals. */
export type Decimal = { units: number; scale: number };

/** Currency signs and codes, spaces (also the thin and no-break ones thousands are grouped with) and quotes. */
const NOT_A_DIGIT_OF_IT = /[\p{Sc}\s\u00a0\u202f'’]|[A-Z]{3}/gu;

/**
 * An amount as tills write it: "1250.50", "1.250,50", "1,250.50", "1,20 €", "$ 12", "-3.05", "(3.05)" (a refund).
 * With both marks, the last is the decimal one; a lone mark followed by exactly three digits, after digits other
 * than 0, groups thousands ("1,250"), as does a repeated one ("1.250.000"). Null when it is not a number.
 */
export function parseImportDecimal(text: string): Decimal | null {
  let cleaned = text.trim().replace(NOT_A_DIGIT_OF_IT, "");
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(cleaned);
  if (parenthesised) {
    negative = true;
    cleaned = parenthesised[1] ?? "";
  }
  if (cleaned.startsWith("-")) {
    negative = !negative;
    cleaned = cleaned.slice(1);
  } else if (cleaned.startsWith("+")) cleaned = cleaned.slice(1);
  if (!/^[\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  const hasDot = cleaned.includes(".");
  const hasComma = cleaned.includes(",");
  let whole = cleaned;
  let fraction = "";
  if (hasDot && hasComma) {
    // Both: the last is the decimal mark, the other groups thousands.
    const decimalMark = cleaned.lastIndexOf(".") > cleaned.lastIndexOf(",") ? "." : ",";
    const at = cleaned.lastIndexOf(decimalMark);
    whole = cleaned.slice(0, at).replaceAll(decimalMark === "." ? "," : ".", "");
    fraction = cleaned.slice(at + 1);
  } else if (hasDot || hasComma) {
    const mark = hasDot ? "." : ",";
    const parts = cleaned.split(mark);
    const [before = "", after = ""] = parts;
    // "1.250.000", "1,250": thousands; "1,20", "0,125", "12.5": a decimal mark.
    const thousands = parts.length > 2 || (after.length === 3 && before !== "" && !/^0+$/.test(before));
    if (thousands && parts.slice(1).some((group) => group.length !== 3)) return null;
    if (thousands) whole = parts.join("");
    else [whole, fraction] = [before, after];
  }
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > 4 || whole.length > 12) return null;
  const scale = 10 ** fraction.length;
  const units = Number(whole || "0") * scale + Number(fraction || "0");
  return { units: negative && units !== 0 ? -units : units, scale };
}

/** A decimal in cents, rounded half away from zero: 1.005 -> 101. */
export function decimalToCents({ units, scale }: Decimal): number {
  const cents = (Math.abs(units) * 100) / scale;
  const rounded = Math.floor(cents + 0.5 + 1e-9);
  return units < 0 ? -rounded : rounded;
}

/** quantity x unit price, in cents, rounded once (half away from zero). */
export function productToCents(quantity: Decimal, price: Decimal): number {
  return decimalToCents({ units: quantity.units * price.units, scale: quantity.scale * price.scale });
}

/**
 * `total` split into whole parts in proportion to `weights` (largest remainders first): the parts add up to
 * `total` exactly. Equal parts when every weight is 0.
 */
export function splitWhole(total: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares =
    sum > 0 ? weights.map((w) => (w / sum) * Math.abs(total)) : weights.map(() => Math.abs(total) / weights.length);
  const parts = shares.map((share) => Math.floor(share));
  let left = Math.abs(total) - parts.reduce((a, b) => a + b, 0);
  const order = shares
    .map((share, i) => ({ i, rest: share - Math.floor(share) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) {
    const at = order[k]?.i ?? 0;
    parts[at] = (parts[at] ?? 0) + 1;
  }
  return total < 0 ? parts.map((p) => -p) : parts;
}
