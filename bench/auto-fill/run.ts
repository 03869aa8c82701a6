// The auto-fill benchmark: for each size a generated week in its own PostgreSQL database, the real server in a
// child process, and POST /api/schedule/auto-fill timed end to end over HTTP (median of the runs after a
// warm-up), with the solver's own figures; then one apply of a proposal. See bench/README.md.
//   npm run bench:auto-fill -- [--size 20|200|1000|all] [--url URL] [--seed N] [--runs N] [--warmups N]
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { checkIntegrity } from "../chain/integrity";
import { login, memoryOf, startServer } from "../chain/server";
import { parseFlags } from "../chain/sizes";
import { OWNER_EMAIL, PASSWORD } from "./fill";
import { generateWeek } from "./generate";
import { RequestFailed, timeApply, timeProposals } from "./measure";
import { applyTable, proposalsTable, type SizeResult } from "./report";
import { APPLY_SIZE, DEFAULT_SEED, DEFAULT_URL, sizesOf } from "./sizes";
import { proposalProblems } from "./verify";

const flags = parseFlags(process.argv.slice(2));
const sizes = sizesOf(flags.get("size"));
const url = flags.get("url") ?? DEFAULT_URL;
const seed = Number(flags.get("seed") ?? DEFAULT_SEED);
const warmups = Number(flags.get("warmups") ?? 1);
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
// The apply runs once, on the 200 size, or on the only size asked for.
const applyOn = sizes.length === 1 ? sizes[0]?.employees : APPLY_SIZE;

function revision(): string {
  try {
    const head = execFileSync("git", ["-C", repoRoot, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const changed = execFileSync("git", ["-C", repoRoot, "status", "--porcelain", "--", "apps", "packages"], {
      encoding: "utf8",
    });
    const count = changed.split("\n").filter(Boolean).length;
    return count ? `${head} + ${count} changed files` : head;
  } catch {
    return "unknown";
  }
}

const heldSeats = async (databaseUrl: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ n: number }>("select count(*)::int as n from bookings where holds")).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
};

const started = performance.now();
const load1 = loadavg()[0] ?? 0;
const measured = revision();
console.log(`Auto-fill bench (${measured}), seed ${seed}, load average ${load1.toFixed(2)}\n`);
const results: SizeResult[] = [];
let failure: string | undefined;
for (const size of sizes) {
  const generated = await generateWeek(url, size, seed);
  const server = await startServer(repoRoot, generated.databaseUrl);
  const result: SizeResult = {
    employees: size.employees,
    openPositions: generated.openPositions,
    runs: [],
    peakMb: 0,
  };
  try {
    const token = await login(server.base, OWNER_EMAIL, PASSWORD);
    const runs = Number(flags.get("runs") ?? size.runs);
    const { runs: timed, last } = await timeProposals(
      server.base,
      token,
      generated.week.monday,
      { warmups, runs },
      (label, run) =>
        console.log(
          `  ${label.padEnd(8)} ${run.ms.toFixed(0).padStart(6)} ms  solve ${String(run.stats.solve_ms).padStart(6)} ms  ` +
            `filled ${run.stats.filled}/${run.stats.open_positions}  objective ${run.stats.objective}  ` +
            `bound ${run.stats.bound}  gap ${(run.stats.gap * 100).toFixed(3)} %  ${run.stats.solver}`,
        ),
      (payload) => proposalProblems(generated.week, payload),
    );
    result.runs = timed;
    result.peakMb = memoryOf(server.pid).peakMb;
    if (size.employees === applyOn) {
      const before = await heldSeats(generated.databaseUrl);
      const apply = await timeApply(server.base, token, last);
      result.apply = apply;
      console.log(
        `  apply    ${apply.ms.toFixed(0).padStart(6)} ms  ${apply.applied} booked, ${apply.skipped} skipped of ` +
          `${apply.proposed}${apply.skipped ? ` ${JSON.stringify(apply.reasons)}` : ""}`,
      );
      const after = await heldSeats(generated.databaseUrl);
      const integrity = await checkIntegrity(generated.databaseUrl);
      if (after - before !== apply.applied || !integrity.ok)
        failure = `after the apply: ${after - before} new held seats for ${apply.applied} applied; ${JSON.stringify(integrity)}`;
    }
    console.log(`  server peak memory (VmHWM) ${result.peakMb.toFixed(0)} MB\n`);
  } catch (error) {
    if (!(error instanceof RequestFailed)) throw error;
    failure = error.message;
    if (server.log.length) console.log(`Last server log lines:\n${server.log.slice(-5).join("\n")}`);
  } finally {
    await server.stop();
  }
  if (result.runs.length) results.push(result);
  if (failure) break;
}

console.log(`### Auto-fill bench (${measured})\n`);
console.log(
  `One location (America/New_York), the week of next Monday, seed ${seed}; load average at start ${load1.toFixed(2)}. ` +
    "Times are medians; solve_ms is the server's own (stats.solve_ms), end-to-end is over HTTP.\n",
);
console.log(proposalsTable(results));
const applied = applyTable(results);
if (applied) console.log(`\n${applied}`);
console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (failure) console.log(`FAILED: ${failure}`);
process.exit(failure ? 1 : 0);
