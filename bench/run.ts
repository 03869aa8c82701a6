// Prints latency and throughput of the foundation's hot read paths on a seeded embedded database.
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
    `${name.padEnd(28)} ${(ROUNDS / (total / 1000)).toFixed(0).padStart(6)} req/s   p50 ${pct(0.5)} ms   p95 ${pct(0.95)} ms`,
  );
}

console.log(`Brigade bench: ${ROUNDS} sequential requests each, app.inject on PGlite (demo data)\n`);
await measure("GET /api/auth/me", "/api/auth/me");
await measure("GET location index (all)", "/api/restaurant/location/index?paginated=false");
await measure("GET team members (page 1)", "/api/employee/team-member?length=10");
await measure("GET team members (search)", "/api/employee/team-member?search=an&length=10");
const t0 = performance.now();
const hashRes = await app.inject({
  method: "POST",
  url: "/api/auth/login",
  payload: { email: "owner@brigade.demo", password: "brigade-demo" },
});
console.log(
  `${"POST /api/auth/login (argon2)".padEnd(28)} ${(performance.now() - t0).toFixed(1)} ms (status ${hashRes.statusCode})`,
);
console.log(`\nrss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MiB`);
await app.close();
await database.close();
