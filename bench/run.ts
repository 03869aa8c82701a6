// Prints latency and throughput of the hot read paths (every screen's listings, the dashboard) on a seeded embedded database.
// Figures, not assertions: compare runs on the same machine. `npm run bench` from the repo root.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";
import { seedDemo } from "../apps/server/src/seed/demo";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const database = await openDatabase({});
await seedDemo(database.db);
const config = {
  ...loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "brigade-bench-")),
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "10000000",
  }),
  webDist: undefined,
};
const app = await buildApp(database.db, config);
await app.ready();

const login = await app.inject({
  method: "POST",
  url: "/api/auth/login",
  payload: { email: "owner@brigade.demo", password: "brigade-demo" },
});
const token = login.json().payload.token as string;
const headers = { authorization: `Bearer ${token}` };

async function measure(name: string, url: string) {
  for (let i = 0; i < 20; i++) await app.inject({ method: "GET", url, headers }); // warm-up
  const times: number[] = [];
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  const pct = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(2);
  console.log(
    `${name.padEnd(30)} ${(ROUNDS / (total / 1000)).toFixed(0).padStart(6)} req/s   p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms`,
  );
}

console.log(`Brigade bench: ${ROUNDS} sequential requests each, app.inject on PGlite (demo data)\n`);
await measure("GET /api/auth/me", "/api/auth/me");
await measure("GET location index (all)", "/api/restaurant/location/index?paginated=false");
await measure("GET team members (page 1)", "/api/employee/team-member?length=10");
await measure("GET team members (search)", "/api/employee/team-member?search=an&length=10");

// The scheduling screens over this week and next, at the demo's first location (Downtown, New York).
const locations = await app.inject({ method: "GET", url: "/api/restaurant/location/index?paginated=false", headers });
const locationId = (locations.json().payload as { id: number }[])[0]?.id;
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${d.getUTCFullYear()}`;
};
const twoWeeks = `from=${day(-1)}&to=${day(13)}`;
await measure("GET shift index (2 weeks)", `/api/shift/index?pagination=0&${twoWeeks}`);
await measure("GET calendar feed (2 weeks)", `/api/shift/calendar?${twoWeeks}`);
await measure("GET vacant roster (page 1)", `/api/shift/all-shift-slots?roster_type=vacant_shifts&length=10`);
await measure("GET schedule roster (page 1)", `/api/shift/all-shift-slots?roster_type=schedule_shifts&length=10`);
await measure("GET shift timeline (week)", `/api/shift-timeline?from=${day(0)}&to=${day(6)}`);
await measure("GET vacant employees (week)", `/api/shift/employee/get-vacant-employees?from=${day(0)}&to=${day(6)}`);
await measure("GET dashboard stats", `/api/dashboard/stats-counts?location_id=${locationId}`);
await measure(
  "GET dashboard panel (new)",
  `/api/dashboard/index?location_id=${locationId}&status=New_Shifts&page_size=3`,
);
const t0 = performance.now();
const hashRes = await app.inject({
  method: "POST",
  url: "/api/auth/login",
  payload: { email: "owner@brigade.demo", password: "brigade-demo" },
});
console.log(
  `${"POST /api/auth/login (argon2)".padEnd(30)} ${(performance.now() - t0).toFixed(1)} ms (status ${hashRes.statusCode})`,
);
console.log(`\nrss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await database.close();
