import { LIVE_EVENTS_PATH } from "@brigade/contract/live-events";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addKiosk, addRecords, createWorld, type Records, type World } from "./business-world";
import { appTables } from "./db-state";
import { FUZZ_SEED, type FuzzRequest, fuzzPath, fuzzRoute } from "./fuzz-run";
import { junkScalar, plausible } from "./fuzz-values";
import { apiOperations, createTestAppWithRoutes, type Operation } from "./openapi-routes";

// Junk query strings and ids sent to every read route of the OpenAPI description: never a 5xx, and a read
// never changes the database, whatever it answers. A route added tomorrow is fuzzed without being listed.

// Requests per route and engine (40 different ones per route over both: FUZZ_SEED): the file's run time grows with it.
// Raise it (or change the seed) locally to fuzz harder.
const RUNS_PER_ROUTE = 20;

// Reads that write on purpose: the getting-started guides are created on a user's first read of them, and so is
// the calendar feed's token.
const WRITING_READS: Record<string, string[]> = {
  "GET /api/guides": ["guides"],
  "GET /api/calendar/feed": ["calendar_feeds"],
};

// The live event stream takes no query or path and never ends by itself (modules/live tests it over real HTTP).
const STREAMS = [LIVE_EVENTS_PATH];

const { t, routes } = await createTestAppWithRoutes();
afterAll(() => t.close());
const tables = await appTables(t.database);
const reads = apiOperations(t.app).filter((op) => op.method === "GET" && !STREAMS.includes(op.path));

let world: World;
let records: Records;
let kioskToken: string;
beforeAll(async () => {
  world = await createWorld(t, { staff: true });
  records = await addRecords(t, world);
  kioskToken = await addKiosk(world, records.location as number);
});

/** Dates as the period queries want them (DD-MM-YYYY), some impossible: the ISO ones come from `plausible`. */
const dayMonthYear = fc
  .tuple(fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 13 }), fc.constantFrom(2026, 2027, 0, 99999))
  .map(([d, m, y]) => `${String(d).padStart(2, "0")}-${String(m).padStart(2, "0")}-${y}`);

/** A query string: each parameter plausible, junk, repeated or left out. */
function fuzzRequest(op: Operation): fc.Arbitrary<FuzzRequest> {
  const values = op.query.map((p) => {
    const one = fc.oneof(plausible(p.schema, records, p.name), dayMonthYear, junkScalar);
    return fc.option(
      fc.oneof({ weight: 4, arbitrary: one }, { weight: 1, arbitrary: fc.array(one, { maxLength: 3 }) }),
    );
  });
  return fc.tuple(fuzzPath(op, records, kioskToken), fc.tuple(...values)).map(([path, chosen]) => {
    const query = new URLSearchParams();
    for (const [i, value] of chosen.entries()) {
      const name = op.query[i]?.name ?? "";
      const repeated = value === null ? [] : [value].flat();
      for (const v of repeated) query.append(name, typeof v === "string" ? v : JSON.stringify(v));
    }
    return { url: `${path}?${query}` };
  });
}

describe("junk sent to every read route", () => {
  it("finds the read routes in the OpenAPI description", () => {
    expect(reads.length).toBeGreaterThan(20);
  });

  for (const op of reads) {
    it(`GET ${op.path} answers junk without a 5xx and changes nothing`, async () => {
      const access = routes.find((r) => r.method === "GET" && r.path === op.path)?.access;
      const forMembers = access === "authenticated" || access === undefined;
      const caller = (forMembers ? world.member : undefined) ?? world.owner;
      const requests = fc.sample(fuzzRequest(op), { seed: FUZZ_SEED, numRuns: RUNS_PER_ROUTE });
      const rules = { changes: () => false, mayChange: WRITING_READS[`GET ${op.path}`] };
      expect(await fuzzRoute(t, tables, caller, op, requests, rules)).toEqual([]);
    });
  }
});
