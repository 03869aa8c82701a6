import { SHIFT_TYPES, WEEKDAYS } from "@brigade/contract/enums";
import fc from "fast-check";
import type { Records } from "./business-world";
import type { JsonSchema } from "./openapi-routes";

// Request bodies for fuzzing: plausible ones read from a route's own JSON schema (so a request gets past the
// first checks and into the service), the same with one thing broken, and plain junk.

const IMPOSSIBLE_DATES = [
  "2026-02-30T25:61:00Z",
  "2026-02-30",
  "2026-13-01T00:00:00Z",
  "0000-00-00T00:00:00Z",
  "+275760-09-13T00:00:01Z",
  "-000001-01-01T00:00:00Z",
  "2026-01-01T00:00:00+25:00",
  "9999-12-31T23:59:59.999999999Z",
];
const ODD_STRINGS = [
  ...["", " ", "abc", "-1", "0", "1.5", "1e400", "99999999999999999999", "NaN", "Infinity", "null", "true"],
  ...["\u0000", "a\u0000b", "\ud800", "\u202e", "１２", " 7 ", "%", "_%", "\\", "'; drop table users; --"],
];
const ODD_NUMBERS = [-1, 0, -0, 0.5, -2.5, 2147483648, -2147483649, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE];
const HUGE = "x".repeat(100_000);

/** One junk value: wrong types, odd numbers, impossible dates, NUL bytes, 100k characters. */
export const junkScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...ODD_STRINGS, ...IMPOSSIBLE_DATES, ...ODD_NUMBERS, null, true, false),
  fc.constant(HUGE),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.double(),
  fc.integer(),
);

const nested = (depth: number): unknown => (depth === 0 ? 1 : { a: [nested(depth - 1)] });

/** Junk of any shape: scalars, nested objects and arrays, deep nesting, a prototype key. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkScalar },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(junkScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), junkScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 500 }).map(nested) },
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown) },
);

/** The ids a field of this name refers to: area_role_id → the area_role records, an area's "id" → areas. */
function idsFor(name: string, parent: string, records: Records): number[] {
  const kind = name === "id" ? parent.replace(/s$/, "") : name.replace(/_ids?$/, "");
  const matching = Object.entries(records).filter(([k]) => kind && k.endsWith(kind));
  return (matching.length ? matching : Object.entries(records)).map(([, id]) => id);
}

/** Plausible values for fields by name, where the schema alone (a string, a number) says too little. */
function hinted(name: string, parent: string, records: Records): fc.Arbitrary<unknown> | undefined {
  if (/(^|_)ids?$/.test(name)) return fc.constantFrom(...idsFor(name, parent, records));
  if (/email/.test(name)) return fc.nat(9999).map((n) => `fuzz${n}@example.test`);
  // Availability windows and time off are wall-clock: HH:mm times and DD-MM-YYYY days (from before to).
  const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
  // A labour model's rules (demand.md): a rule that reads, whatever its driver.
  if (parent === "rules" && name === "per") return fc.constantFrom("150.00", 12);
  if (parent === "rules" && name === "min") return fc.integer({ min: 0, max: 2 });
  if (parent === "rules" && name === "max") return fc.integer({ min: 2, max: 6 });
  if (parent === "steps" && name === "from") return fc.constant(0);
  if (name === "before_open_min" || name === "after_close_min") return fc.constantFrom(0, 15, 30);
  if (parent === "rules" && name === "from") return fc.integer({ min: 0, max: 11 }).map(clock);
  if (parent === "rules" && name === "to") return fc.integer({ min: 12, max: 23 }).map(clock);
  if (name === "from_time") return fc.integer({ min: 6, max: 11 }).map(clock);
  if (name === "to_time") return fc.integer({ min: 12, max: 20 }).map(clock);
  const dayOf2027 = (day: number) => `${String(day).padStart(2, "0")}-03-2027`;
  if (name === "from_day") return fc.integer({ min: 1, max: 10 }).map(dayOf2027);
  if (name === "effective_from" || name === "week") return fc.integer({ min: 1, max: 28 }).map(dayOf2027);
  // Money is a string with two decimals (time-and-cost.md).
  if (name === "hourly_rate" || name === "amount")
    return fc.integer({ min: 0, max: 99_99 }).map((c) => (c / 100).toFixed(2));
  // Sales history: 15-minute intervals of a day, their sales a money string (demand.md).
  if (parent === "intervals" && name === "start")
    return fc.integer({ min: 0, max: 95 }).map((q) => new Date(Date.UTC(2027, 0, 4) + q * 900_000).toISOString());
  if (name === "sales") return fc.integer({ min: 0, max: 99_99 }).map((c) => (c / 100).toFixed(2));
  if (name === "transactions") return fc.integer({ min: 0, max: 50 });
  if (name === "to_day") return fc.integer({ min: 10, max: 20 }).map(dayOf2027);
  // Every "from" before every "to", at most a day apart: a window most shift rules accept.
  const at = (hour: number) => new Date(Date.UTC(2027, 0, 4, hour)).toISOString();
  if (name === "from" || name === "utc_from") return fc.integer({ min: 0, max: 11 }).map(at);
  if (name === "to" || name === "utc_to") return fc.integer({ min: 12, max: 23 }).map(at);
  // Punches are in the past (none may end in the future), their breaks after the clock-in and before the clock-out.
  const worked = (hour: number) => new Date(Date.UTC(2026, 0, 4, hour)).toISOString();
  if (name === "in_at") return fc.integer({ min: 0, max: 9 }).map(worked);
  if (name === "out_at") return fc.integer({ min: 14, max: 23 }).map(worked);
  if (name === "start_at") return fc.constant(worked(11));
  if (name === "end_at") return fc.constant(worked(12));
  if (/time_zone/.test(name)) return fc.constantFrom("UTC", "Europe/Dublin", "America/New_York");
  if (/password/.test(name)) return fc.constant("fuzz-password-1");
  if (/color/.test(name)) return fc.constant("#336699");
  if (name === "day") return fc.constantFrom(...WEEKDAYS);
  if (name === "shift_type") return fc.constantFrom(...SHIFT_TYPES);
  if (name === "chunk" || name === "count") return fc.integer({ min: 1, max: 3 });
  return undefined;
}

/**
 * A value the schema (and, for known field names, the domain) would accept: every field present, fields that
 * name records hold ids of `records`. Two samples with one seed over two businesses' records are alike.
 */
export function plausible(
  schema: JsonSchema | undefined,
  records: Records,
  name = "",
  parent = "",
): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 2 });
  const value = plausibleCore(schema, records, name, parent);
  return schema.nullable
    ? fc.oneof({ weight: 10, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function plausibleCore(schema: JsonSchema, records: Records, name: string, parent: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === "object" || schema.properties) {
    const fields = Object.entries(schema.properties ?? {}).map(([key, s]) => [key, plausible(s, records, key, name)]);
    return fc.record(Object.fromEntries(fields));
  }
  if (schema.type === "array") {
    const length = Math.max(schema.minItems ?? 0, 1);
    const item = plausible(schema.items, records, name.replace(/_ids$/, "_id"), name);
    return fc.array(item, { minLength: length, maxLength: length });
  }
  const hint = hinted(name, parent, records);
  if (hint) return hint;
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => plausible(s, records, name, parent)));
  if (schema.type === "integer") {
    const min = schema.exclusiveMinimum === true ? (schema.minimum ?? 0) + 1 : (schema.minimum ?? 0);
    return fc.integer({ min, max: Math.min(schema.maximum ?? 1000, 1000) });
  }
  if (schema.type === "number") return fc.integer({ min: 0, max: 100 });
  if (schema.type === "boolean") return fc.boolean();
  if (schema.type === "string") {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= maxLength);
    return fc.string({ minLength, maxLength });
  }
  return fc.jsonValue({ maxDepth: 2 });
}

type Path = (string | number)[];

/** Every place in a JSON value where a part could be swapped: each field of each object, each array item. */
function placesIn(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...at, i], ...placesIn(item, [...at, i])]);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [[...at, key], ...placesIn(item, [...at, key])]);
  }
  return [];
}

/** A copy of `value` with one part replaced by junk, removed, or a junk field added next to it. */
function mutate(value: unknown, pick: number, how: number, junk: unknown, extraKey: string): unknown {
  const copy = structuredClone(value);
  const places = placesIn(copy);
  const place = places[pick % Math.max(places.length, 1)];
  if (!place || !copy || typeof copy !== "object") return junk;
  const parent = place.slice(0, -1).reduce<Record<string | number, unknown>>((v, k) => v[k] as never, copy as never);
  const key = place[place.length - 1] as string | number;
  if (how === 0) delete parent[key];
  else if (how === 1 && !Array.isArray(parent)) parent[`${extraKey}_extra`] = junk;
  else parent[key] = junk;
  return copy;
}

/** A JSON body for a route: plausible, plausible with one part broken, or junk altogether. */
export function fuzzBody(schema: JsonSchema | undefined, records: Records): fc.Arbitrary<unknown> {
  const good = plausible(schema, records);
  const broken = fc
    .tuple(good, fc.nat(), fc.nat(4), junkValue, fc.string({ maxLength: 6 }))
    .map(([value, pick, how, junk, key]) => mutate(value, pick, how, junk, key));
  return fc.oneof(
    { weight: 1, arbitrary: good },
    { weight: 5, arbitrary: broken },
    { weight: 2, arbitrary: junkValue },
  );
}

/** Bodies that are not JSON at all, or not what their content type says. */
export const RAW_BODIES: { contentType: string; payload: string }[] = [
  ...["{", '{"a":}', "[1,", "\u0000", "", "nul", '{"a":1}{"b":2}', '"just a string"', "12"].map((payload) => ({
    contentType: "application/json",
    payload,
  })),
  { contentType: "application/json", payload: `[${"x".repeat(1_100_000)}]` }, // past the 1 MB body limit
  { contentType: "application/json; charset=utf-16", payload: "{}" },
  { contentType: "text/plain", payload: "hello" },
  { contentType: "application/x-www-form-urlencoded", payload: "name=a&name=b" },
  { contentType: "multipart/form-data; boundary=zz", payload: "--zz\r\nnot a part\r\n--zz--\r\n" },
  {
    contentType: "multipart/form-data; boundary=zz",
    payload:
      '--zz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n' +
      "not a png\r\n--zz--\r\n",
  },
];

/** Path parameter values that are not ids: words, signs, fractions, overflows, a NUL. */
export const JUNK_IDS = ["abc", "-1", "0", "1.5", "1e3", " 1", "0x10", "2147483648", "99999999999999999999", "\u0000"];
