// The chain benchmark: a restaurant chain in PostgreSQL, the real server in a child process, each screen's read
// timed over HTTP (sequential and at 50 connections), its SQL alone, the server's peak memory, and a burst of
// concurrent assignments checked for integrity. Figures, printed as markdown; see bench/README.md.
//   npm run bench:chain -- [--size full|tiny] [--url URL] [--server-dir DIR] [--reuse] [--duration S]
//                          [--connections N] [--rounds N] [--allow-failures] [--only 13,14]
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type SqlTime, sqlTimes } from "./capture-sql";
import { endpoints, oneLocation } from "./endpoints";
import { existingChain, generateChain } from "./generate";
import { checkIntegrity, type Integrity } from "./integrity";
import { assignmentBodies, readLoad, splitByDay, spreadBodies, writeLoad } from "./load";
import { measureSequential } from "./measure";
import { countsTable, ms, type ReadRow, readFailed, readsTable, size, type WriteRun, writesTable } from "./report";
import { login, memoryOf, startServer, waitIdle } from "./server";
import { parseFlags, sizesFromFlags } from "./sizes";

const flags = parseFlags(process.argv.slice(2));
const sizes = sizesFromFlags(flags);
const tiny = sizes.name.startsWith("tiny");
const explicitUrl = flags.get("url") ?? process.env.TEST_DATABASE_URL;
if (!explicitUrl && tiny) {
  // The tiny run belongs to `npm test`, which has PostgreSQL only when TEST_DATABASE_URL is set.
  console.log("bench:chain (tiny) needs PostgreSQL: set TEST_DATABASE_URL (or pass --url); skipped.");
  process.exit(0);
}
const url = explicitUrl ?? "postgres://postgres@127.0.0.1:5432/test";
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const serverDir = resolve(flags.get("server-dir") ?? repoRoot);
const duration = Number(flags.get("duration") ?? (tiny ? 1 : 10));
const connections = Number(flags.get("connections") ?? 50);
const rounds = Number(flags.get("rounds") ?? (tiny ? 5 : 30));
const allowFailures = flags.has("allow-failures");
// Some reads only (by key), without the assignment burst: to measure one change without the whole run.
const only = flags.get("only")?.split(",").map(Number);

function revision(dir: string): string {
  try {
    const head = execFileSync("git", ["-C", dir, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const changed = execFileSync("git", ["-C", dir, "status", "--porcelain", "--", "apps", "packages"], {
      encoding: "utf8",
    });
    const n = changed.split("\n").filter(Boolean).length;
    return n ? `${head} + ${n} changed files` : head;
  } catch {
    return "unknown";
  }
}

const started = performance.now();
const load1 = loadavg()[0] ?? 0;
// Read once: the checkout may move while the bench runs.
const measured = revision(serverDir);
console.log(`Chain bench: size ${sizes.name}, server ${serverDir} (${measured}), load average ${load1.toFixed(2)}`);
let info = flags.has("reuse") ? await existingChain(url, sizes) : null;
if (info) console.log(`Reusing ${info.databaseUrl}\n`);
info ??= await generateChain(url, sizes, { serverDir });

const server = await startServer(serverDir, info.databaseUrl);
const rows: ReadRow[] = [];
let memory = { peakMb: 0, rssMb: 0 };
let sql = new Map<number, SqlTime>();
const writes: WriteRun[] = [];
let token = "";
// A checkout with the calendar's own feed measures the calendar through it, as its web app reads it.
const calendarFeed = existsSync(resolve(serverDir, "apps/server/src/modules/shifts/calendar-service.ts"));
const reads = endpoints(info, { calendarFeed }).filter((e) => !only || only.includes(e.key));
try {
  token = await login(server.base, info.ownerEmail, info.password);
  const place = oneLocation(info);
  console.log(
    `Server pid ${server.pid} at ${server.base}; one location = ${place.name} (${place.timeZone}, id ${place.id})`,
  );
  console.log(`Reads: ${rounds} sequential rounds, then ${connections} connections for ${duration} s\n`);
  for (const endpoint of reads) {
    const seq = await measureSequential(server.base, token, endpoint, rounds);
    const row: ReadRow = { endpoint, seq };
    const head = `${String(endpoint.key).padStart(2)}. ${endpoint.label.padEnd(38)}`;
    if (seq.status !== 200) {
      console.log(`${head} ${seq.status} after ${ms(seq.firstMs)} ms: ${seq.note ?? ""}`);
      row.loadNote = "not run";
    } else {
      console.log(`${head} 200 ${size(seq.bytes).padStart(9)}  p50 ${ms(seq.p50)} ms  p95 ${ms(seq.p95)} ms`);
    }
    // The tiny size proves the bench runs (npm test): its figures are not read, so it does not wait for quiet.
    const waited = tiny ? 0 : await waitIdle(server.pid, info.databaseUrl);
    if (waited > 2) console.log(`    (waited ${waited.toFixed(0)} s for the server and database to go idle)`);
    if (seq.status === 200 && seq.p50 > 2000) row.loadNote = "skipped (p50 > 2 s)";
    else if (seq.status === 200) {
      // autocannon counts only answers within the run; 50 slow requests served side by side all end late, so a
      // slow read runs long enough for two rounds of them (at most 6x the duration; the tiny size stays quick).
      const seconds = Math.min(
        Math.max(duration, Math.ceil((2 * seq.p50 * connections) / 1000)),
        duration * (tiny ? 1 : 6),
      );
      row.load = await readLoad(server.base, token, endpoint.path, connections, seconds);
      const l = row.load;
      const bad = l.non2xx || l.errors ? `  (${l.non2xx} non-2xx, ${l.errors} errors)` : "";
      console.log(
        `    @${connections} for ${seconds} s: ${l.rps.toFixed(1)} req/s  p99 ${ms(l.p99)} ms  (${l.requests} answers)${bad}`,
      );
      if (!tiny) await waitIdle(server.pid, info.databaseUrl);
    }
    rows.push(row);
  }
  memory = memoryOf(server.pid);
  console.log(
    `\nServer memory after the reads: peak ${memory.peakMb.toFixed(0)} MB, now ${memory.rssMb.toFixed(0)} MB`,
  );

  console.log("\nSQL alone (captured through app.inject in this process, replayed on one plain connection):");
  sql = await sqlTimes(serverDir, info.databaseUrl, token, reads, rounds);
  for (const row of rows) row.sql = sql.get(row.endpoint.key);

  // Two loads on separate location-days: spread (every request should book: booking's own cost) and racing (the
  // last positions fought over, the same employee sent to overlapping slots: most are refused).
  const zoneOf = new Map(info.locations.map((l) => [l.id, l.timeZone]));
  const sample = splitByDay(info.openPositions, (id) => zoneOf.get(id) ?? "UTC");
  const loads = only
    ? []
    : [
        { label: "spread", bodies: spreadBodies(sample.spread) },
        { label: "racing", bodies: assignmentBodies(sample.racing) },
      ];
  for (const { label, bodies } of loads) {
    if (bodies.length === 0) continue;
    console.log(`\nAssignments, ${label}: ${bodies.length} requests over ${connections} connections`);
    const load = await writeLoad(server.base, token, bodies, connections, Math.max(60, duration * 3));
    console.log(`  ${JSON.stringify(load.statuses)} in ${load.seconds.toFixed(1)} s`);
    writes.push({ label, load });
    await waitIdle(server.pid, info.databaseUrl);
  }
} finally {
  await server.stop();
}

let integrity: Integrity | undefined;
if (writes.length) {
  integrity = await checkIntegrity(info.databaseUrl);
  const verdict = integrity.ok ? "ok" : "FAILED";
  console.log(
    `Integrity ${verdict}: ${integrity.badPositions} positions whose remaining disagrees with the bookings, ` +
      `${integrity.overlaps} overlapping holding bookings (${integrity.seconds.toFixed(1)} s)`,
  );
}

const failedReads = rows.filter(readFailed);
const writeErrors = writes
  .flatMap((w) => Object.entries(w.load.statuses))
  .filter(([code]) => !/^(200|201|409|422)$/.test(code));
console.log(`\n### Chain bench, ${sizes.name} (${measured})\n`);
console.log(
  `${sizes.locations} locations, ${sizes.employees} employees, ${sizes.shifts.toLocaleString("en-US")} shifts over ` +
    `${sizes.weeks} weeks, ${sizes.bookings.toLocaleString("en-US")} bookings; load average at start ${load1.toFixed(2)}; ` +
    `${info.seconds ? `generated in ${info.seconds.toFixed(0)} s` : "database reused"}.\n`,
);
console.log(readsTable(rows));
console.log(
  `\nServer memory: peak (VmHWM) **${memory.peakMb.toFixed(0)} MB**, RSS after the reads ${memory.rssMb.toFixed(0)} MB.\n`,
);
console.log(writesTable(writes, integrity, connections));
console.log(`\n${countsTable(info.counts)}\n`);
console.log(`Total ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (writeErrors.length)
  console.log(`Unexpected assignment answers: ${JSON.stringify(Object.fromEntries(writeErrors))}`);
if (failedReads.length) {
  const keys = failedReads.map((r) => r.endpoint.key).join(", ");
  console.log(`Reads not answering 200: ${keys}${allowFailures ? " (tolerated: --allow-failures)" : ""}`);
  if (server.log.length) console.log(`Last server log lines:\n${server.log.slice(-5).join("\n")}`);
}
const failed = (integrity && !integrity.ok) || (!allowFailures && (failedReads.length > 0 || writeErrors.length > 0));
process.exit(failed ? 1 : 0);
