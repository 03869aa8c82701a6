import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addRecords, createWorld, type Records, type World } from "./business-world";
import { appTables, separateIdRanges } from "./db-state";
import { plausible } from "./fuzz-values";
import type { Caller } from "./harness";
import { apiOperations, createTestAppWithRoutes, type DeclaredRoute, fillPath } from "./openapi-routes";

// Who may call what, generated from the routes the server registers (with their declared `config.access`):
// every route is checked the day it is added. Compare tenant-isolation.test.ts, whose cases are hand-written.

// Reachable without a session on purpose. Adding a route here is a security decision.
const PUBLIC_ROUTES = [
  "GET /api/auth/options",
  // An invitation link (issue 36): its secret token is the key; accepting it opens the invited person's account.
  "GET /api/invites/{token}",
  // A location's kiosk: its secret link is the key, and a PIN names the person (time-and-cost.md, "Kiosk").
  "GET /api/kiosk/{token}",
  "POST /api/auth/forgot-password",
  "POST /api/auth/join",
  "POST /api/auth/login",
  "POST /api/auth/register",
  "POST /api/auth/reset-password",
  "POST /api/invites/{token}/accept",
  "POST /api/kiosk/{token}/clock/break/end",
  "POST /api/kiosk/{token}/clock/break/start",
  "POST /api/kiosk/{token}/clock/in",
  "POST /api/kiosk/{token}/clock/out",
];
const isDocs = (path: string) => path === "/api/docs" || path.startsWith("/api/docs/");

const { t, routes } = await createTestAppWithRoutes();
afterAll(() => t.close());
// Each table's ids in a range of its own, so an id tried on a route names exactly one record.
await separateIdRanges(t.database, await appTables(t.database));

const api = routes.filter((r) => r.path.startsWith("/api/"));
const keyOf = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
const isPublic = (r: DeclaredRoute) => PUBLIC_ROUTES.includes(keyOf(r)) || isDocs(r.path);
const send = (r: DeclaredRoute, caller?: Caller, id: string | number = 1, payload?: unknown, records?: Records) => {
  const url = fillPath(r.path, id, records);
  const opts = { method: r.method as "GET", url, payload: payload as InjectOptions["payload"] };
  return caller ? caller.request(opts) : t.app.inject(opts);
};

/** Every route whose answer to `caller` is not `status`, as "METHOD path → status". */
async function notAnswering(status: number, selected: DeclaredRoute[], caller?: Caller): Promise<string[]> {
  const wrong: string[] = [];
  for (const r of selected) {
    const res = await send(r, caller);
    if (res.statusCode !== status) wrong.push(`${keyOf(r)} → ${res.statusCode}`);
  }
  return wrong;
}

let a: World;
let b: World;
let recordsOfB: Records;
beforeAll(async () => {
  a = await createWorld(t, { staff: true }, "Business A");
  b = await createWorld(t, { staff: true }, "Business B");
  recordsOfB = await addRecords(t, b);
});

const callerFor = (world: World, access: DeclaredRoute["access"]) => {
  const caller = access === "owner" ? world.owner : access === "manager" ? world.manager : world.member;
  if (!caller) throw new Error("the world has no staff");
  return caller;
};

describe("who may call each API route", () => {
  it("reads every route and its declared access from the server", () => {
    expect(api.filter((r) => r.access === "manager").length).toBeGreaterThan(20);
    expect(api.filter((r) => r.access === "owner").length).toBeGreaterThan(0);
  });

  it("documents every route it serves in the OpenAPI description", () => {
    const served = api.filter((r) => !isDocs(r.path)).map(keyOf);
    expect(served.sort()).toEqual(apiOperations(t.app).map(keyOf).sort());
  });

  it("declares public access only on the routes listed as public", () => {
    const declaredPublic = api.filter((r) => r.access === "public").map(keyOf);
    expect(declaredPublic.sort()).toEqual(PUBLIC_ROUTES);
  });

  it("answers 401 without a session on every other route", async () => {
    const signedInOnly = api.filter((r) => !isPublic(r));
    expect(await notAnswering(401, signedInOnly)).toEqual([]);
  });

  it("lets a caller without a session reach the public routes", async () => {
    const refused = [];
    for (const r of api.filter(isPublic)) {
      const res = await send(r, undefined, 1, r.method === "GET" ? undefined : {});
      if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${keyOf(r)} → ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it("answers a team member 403 on every manager and owner route", async () => {
    const managers = api.filter((r) => r.access === "manager" || r.access === "owner");
    expect(await notAnswering(403, managers, a.member)).toEqual([]);
  });

  it("answers a manager 403 on every owner route", async () => {
    const owners = api.filter((r) => r.access === "owner");
    expect(await notAnswering(403, owners, a.manager)).toEqual([]);
  });
});

// An id no table holds: another business's record must be answered exactly like it.
const MISSING_ID = 2_147_483_647;
const operations = apiOperations(t.app);

describe("another business's ids, on every route that takes one", () => {
  // A kiosk's {token} is a secret, not a record id: kiosk.test.ts covers it (an unknown or replaced one is 404).
  for (const r of api.filter((route) => route.path.includes("{") && !route.path.includes("{token}"))) {
    it(`${keyOf(r)} answers business B as if business A's record did not exist`, async () => {
      const records = await addRecords(t, a); // fresh, as A's own request below may change or delete them
      const [asA, asB] = [callerFor(a, r.access), callerFor(b, r.access)];
      const schema = operations.find((op) => keyOf(op) === keyOf(r))?.body;
      // Bodies the route's schema accepts; each business's body names its own records, alike between the two.
      const sample = (of: Records) => fc.sample(plausible(schema, of), { seed: 42, numRuns: 8 });
      const [bodiesOfA, bodiesOfB] = schema ? [sample(records), sample(recordsOfB)] : [[undefined], [undefined]];
      const leaks: string[] = [];
      const reached: string[] = [];
      for (const [kind, id] of Object.entries(records)) {
        for (const [n, body] of bodiesOfB.entries()) {
          const theirs = await send(r, asB, id, body, records);
          const missing = await send(r, asB, MISSING_ID, body);
          if (theirs.statusCode !== missing.statusCode || theirs.body !== missing.body) {
            const answers = `${theirs.statusCode} ${theirs.body}, missing id: ${missing.statusCode} ${missing.body}`;
            leaks.push(`${kind} ${id}: ${answers}`);
          }
          if (theirs.statusCode !== 404) continue; // refused before the id was looked up: try another body
          const own = await send(r, asA, id, bodiesOfA[n], records);
          if (own.statusCode !== 404) reached.push(`${kind} → ${own.statusCode}`);
          break;
        }
      }
      expect(leaks).toEqual([]);
      // Proof the check meant something: the route found one of A's records for A, and B got 404 for it.
      expect(reached, "no record of business A was found by its own request").not.toEqual([]);
    });
  }
});
