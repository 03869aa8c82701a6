// The sales import's speed and memory (demand.md, goals): a tickets file of 250,000 rows (a year of a busy
// restaurant, several lines per ticket), posted over HTTP to the real server on PostgreSQL, timed end to end, with
// the server's resident memory sampled every 20 ms during it (after a 1,000-row dry run has loaded the importer's
// code). Then the same file again (every interval replaced).
// --cold leaves the dry run out: the first import is then the first the server ever reads.
//   npm run bench:demand:import -- [--rows N] [--cold] [--url ADMIN_DATABASE_URL]
import { fileURLToPath } from "node:url";
import { memoryOf, startServer } from "../chain/server";
import { parseFlags } from "../chain/sizes";
import { benchDatabase, benchLocation } from "./setup";

const flags = parseFlags(process.argv.slice(2));
const rows = Number(flags.get("rows") ?? 250_000);
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

/** A deterministic tickets file: lunch and dinner peaks, 1 to 4 lines a ticket, amounts with two decimals. */
function ticketsFile(count: number): string {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const lines = ["date,time,ticket,amount"];
  let day = Date.UTC(2026, 0, 1);
  let ticket = 0;
  while (lines.length <= count) {
    const perDay = 680;
    for (let i = 0; i < perDay && lines.length <= count; ) {
      ticket += 1;
      const minute = random() < 0.45 ? 11 * 60 + Math.floor(random() * 180) : 17 * 60 + Math.floor(random() * 300);
      const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      const date = new Date(day).toISOString().slice(0, 10);
      for (let line = 1 + Math.floor(random() * 4); line > 0 && lines.length <= count; line -= 1, i += 1) {
        lines.push(`${date},${time},T${ticket},${(2 + random() * 30).toFixed(2)}`);
      }
    }
    day += 86_400_000;
  }
  return `${lines.join("\n")}\n`;
}

const csv = ticketsFile(rows);
console.log(`Sales import bench: ${rows.toLocaleString("en-US")} ticket rows, ${(csv.length / 1e6).toFixed(1)} MB`);
const databaseUrl = await benchDatabase(flags.get("url"));
const server = await startServer(repoRoot, databaseUrl);
try {
  const { token, locationId } = await benchLocation(server.base, "America/New_York");
  // One small import first, as a running server has done: its first import loads the importer's code.
  const warmUp = flags.has("cold")
    ? null
    : await fetch(`${server.base}/api/locations/${locationId}/sales/import?dry_run=1`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
        body: ticketsFile(1000),
      });
  if (warmUp && warmUp.status !== 200) throw new Error(`warm-up: ${warmUp.status} ${await warmUp.text()}`);
  console.log("run        seconds  intervals  replaced  RSS before  RSS peak during  growth");
  for (const run of ["first", "again"]) {
    const before = memoryOf(server.pid).rssMb;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(server.pid).rssMb);
    }, 20);
    const started = performance.now();
    const res = await fetch(`${server.base}/api/locations/${locationId}/sales/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
      body: csv,
    });
    const body = (await res.json()) as { payload?: { intervals: number; replaced: number }; message?: string };
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (res.status !== 200 || !body.payload) throw new Error(`import: ${res.status} ${JSON.stringify(body)}`);
    console.log(
      `${run.padEnd(9)} ${seconds.toFixed(2).padStart(8)} ${String(body.payload.intervals).padStart(10)} ` +
        `${String(body.payload.replaced).padStart(9)} ${before.toFixed(0).padStart(8)} MB ${peak.toFixed(0).padStart(13)} MB ` +
        `${(peak - before).toFixed(0).padStart(5)} MB`,
    );
  }
} finally {
  await server.stop();
}
