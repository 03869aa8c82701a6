import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addKiosk, addRecords, createWorld, type Records, type World } from "./business-world";
import { appTables, watchTables } from "./db-state";
import { FUZZ_SEED, type FuzzRequest, fuzzPath, fuzzRoute } from "./fuzz-run";
import { fuzzBody, RAW_BODIES } from "./fuzz-values";
import { apiOperations, createTestAppWithRoutes, type Operation, WRITE_METHODS } from "./openapi-routes";

// Junk sent to every write route of the OpenAPI description, as a signed-in client could send it: the server
// must answer every request without a 5xx, and a request it refuses (4xx) must leave the database as it was.
// A route added tomorrow is fuzzed without anyone listing it here.

// Requests per route and engine (80 different ones per route over both: FUZZ_SEED): the file's run time grows with it.
// Raise it (or change the seed) locally to fuzz harder.
const RUNS_PER_ROUTE = 40;

// A wrong password or PIN is recorded on purpose (it throttles guessing); nothing else may change on a 4xx.
const KIOSK_GUESSES = ["kiosk_failures"];
const RECORDED_REFUSALS: Record<string, string[]> = {
  "POST /api/auth/login": ["login_failures"],
  "POST /api/auth/change-password": ["login_failures"],
  "POST /api/kiosk/{token}/clock/in": KIOSK_GUESSES,
  "POST /api/kiosk/{token}/clock/out": KIOSK_GUESSES,
  "POST /api/kiosk/{token}/clock/break/start": KIOSK_GUESSES,
  "POST /api/kiosk/{token}/clock/break/end": KIOSK_GUESSES,
};

const { t, routes } = await createTestAppWithRoutes();
afterAll(() => t.close());
const tables = await appTables(t.database);
const writes = apiOperations(t.app).filter((op) => WRITE_METHODS.includes(op.method));

// One business for the owner's and managers' routes (each gets fresh records); team members get a business each,
// as their routes include signing out and changing the password.
let owners: World;
beforeAll(async () => {
  owners = await createWorld(t, { staff: false });
});

/** A request for the route: real or junk ids in the path, a JSON body (mostly) or a raw one. */
function fuzzRequest(op: Operation, records: Records, token?: string): fc.Arbitrary<FuzzRequest> {
  const json = fuzzBody(op.body, records).map((body) => ({
    payload: JSON.stringify(body) ?? "",
    contentType: "application/json",
  }));
  const body = fc.oneof({ weight: 12, arbitrary: json }, { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES) });
  return fc.tuple(fuzzPath(op, records, token), body).map(([url, b]) => ({ url, ...b }));
}

describe("junk sent to every write route", () => {
  it("finds the write routes in the OpenAPI description", () => {
    expect(writes.length).toBeGreaterThan(30);
  });

  it("sees an accepted write in the tables it changed (the check below can fail)", async () => {
    const changes = await watchTables(t.database, tables);
    const res = await owners.owner.post("/api/restaurant/location/store", { name: "Seen", time_zone: "UTC" });
    expect(res.statusCode).toBe(201);
    expect(await changes()).toEqual(["locations"]);
    expect(await changes()).toEqual([]);
  });

  for (const op of writes) {
    const key = `${op.method} ${op.path}`;
    it(`${key} answers junk without a 5xx, and a refusal changes nothing`, async () => {
      const access = routes.find((r) => r.method === op.method && r.path === op.path)?.access;
      // Routes any signed-in user may call (declared, or by default) are fuzzed as a team member with a booking
      // of their own, so the junk reaches their code.
      const forMembers = access === "authenticated" || access === undefined;
      const world = forMembers ? await createWorld(t, { staff: true }) : owners;
      const records = await addRecords(t, world);
      const caller = (forMembers ? world.member : undefined) ?? world.owner;
      const token = op.path.includes("{token}") ? await addKiosk(world, records.location as number) : undefined;
      const requests = fc.sample(fuzzRequest(op, records, token), { seed: FUZZ_SEED, numRuns: RUNS_PER_ROUTE });
      const failures = await fuzzRoute(t, tables, caller, op, requests, {
        changes: (status) => status < 400,
        mayChange: RECORDED_REFUSALS[key],
      });
      expect(failures).toEqual([]);
    });
  }
});
