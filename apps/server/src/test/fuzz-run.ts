import fc from "fast-check";
import type { Records } from "./business-world";
import { watchTables } from "./db-state";
import { JUNK_IDS } from "./fuzz-values";
import type { Caller, TestApp } from "./harness";
import { fillPath, type Operation } from "./openapi-routes";

/**
 * The seed of the fuzz files' requests: one per engine. Each file runs on PGlite and on PostgreSQL, and each run now
 * sends requests of its own: the two runs together send twice the different requests of one run, where they sent the
 * same requests twice (the same code and SQL on both engines), and the PGlite run of the writes was 63 s of its layer.
 */
export const FUZZ_SEED = process.env.BRIGADE_TEST_ENGINE === "postgres" ? 43 : 42;

// Sends fuzzed requests to one route and collects what a client must never see: a 5xx, or a request that
// changed the database although it should not have (the caller says which answers may change it).

export type FuzzRequest = { url: string; payload?: string; contentType?: string };

/**
 * The route's path with a real id of the business (mostly) or a junk one in each parameter; a `{token}` (a kiosk's
 * link) takes the real token mostly, so the junk reaches the kiosk's own code.
 */
export function fuzzPath(op: Operation, records: Records, token?: string): fc.Arbitrary<string> {
  const real = token && op.path.includes("{token}") ? [token] : Object.values(records);
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.constantFrom<string | number>(...real) },
      { weight: 1, arbitrary: fc.constantFrom<string | number>(...JUNK_IDS) },
    )
    .map((id) => fillPath(op.path, id));
}

const excerpt = (text = "") => JSON.stringify(text.length > 160 ? `${text.slice(0, 160)}…(${text.length})` : text);

/** Every request that answered 5xx, or changed a table (other than `mayChange`) on an answer that must not. */
export async function fuzzRoute(
  t: TestApp,
  tables: string[],
  caller: Caller,
  op: Operation,
  requests: FuzzRequest[],
  rules: { changes: (status: number) => boolean; mayChange?: string[] },
): Promise<string[]> {
  const failures: string[] = [];
  const changes = await watchTables(t.database, tables);
  for (const req of requests) {
    const res = await caller.request({
      method: op.method as "GET",
      url: req.url,
      payload: req.payload,
      headers: req.contentType ? { "content-type": req.contentType } : {},
    });
    const changed = (await changes()).filter((name) => !rules.mayChange?.includes(name));
    const what = `${op.method} ${req.url} ${req.contentType ?? ""} ${excerpt(req.payload)} → ${res.statusCode} ${excerpt(res.body)}`;
    if (res.statusCode >= 500) failures.push(what);
    else if (changed.length && !rules.changes(res.statusCode))
      failures.push(`${what} but changed ${changed.join(", ")}`);
  }
  return failures;
}
