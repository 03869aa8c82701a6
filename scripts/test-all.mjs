// `npm test`: every layer, one after the other, then a line per layer (tests run, passed, failed, wall seconds,
// CPU-seconds) and the total. A failed layer does not stop the next ones: one run shows every failure (a CI run
// costs twenty minutes), and the exit code is non-zero if any layer failed.
//   node scripts/test-all.mjs            every layer (what .ci/run calls)
//   node scripts/test-all.mjs api e2e    only the layers whose names start with these words
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { cpuSeconds, runLayer } from "./layers.mjs";

const reports = mkdtempSync(join(tmpdir(), "brigade-test-reports-"));
const vitest = ["node_modules/vitest/vitest.mjs", "run"];
/** Vitest's JSON report beside its usual output: the counts of the table. */
const vitestJson = (name) => ["--reporter=default", "--reporter=json", `--outputFile.json=${join(reports, name)}`];
const onNode24 = ["scripts/on-node-24.mjs"];
const node = process.execPath;
const pg = Boolean(process.env.TEST_DATABASE_URL);

/** Counts of a Vitest JSON report. */
function vitestCounts(file) {
  const r = JSON.parse(readFileSync(join(reports, file), "utf8"));
  return {
    run: r.numTotalTests - r.numPendingTests - r.numTodoTests,
    passed: r.numPassedTests,
    failed: r.numFailedTests,
  };
}

/** The failed tests of a Vitest JSON report: where, and why (`detail`: the message's first lines). */
function vitestFailures(file) {
  const r = JSON.parse(readFileSync(join(reports, file), "utf8"));
  return r.testResults.flatMap((f) =>
    f.assertionResults
      .filter((a) => a.status === "failed")
      .map((a) => ({
        title: `${relative(process.cwd(), f.name)} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
        detail: a.failureMessages?.[0],
      })),
  );
}

/** The failed (or flaky) tests of Playwright's JSON report, with the first line of the first error. */
function playwrightFailures(file) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const failed = test.results?.find((r) => r.error);
        const error = failed?.error?.message;
        failures.push({
          title: `${spec.file}:${spec.line} [${test.projectName}] ${spec.title} (${test.status}): ${firstLine(error)}`,
          detail: error,
          page: pageAtFailure(failed?.attachments),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(join(reports, file), "utf8")).suites ?? []) walk(suite);
  return failures;
}

/**
 * What the page showed when the test failed: the page snapshot (its accessibility tree) of Playwright's error
 * context, or, when it has none, the tree around the element the failed check looked at. A CI machine's screenshots
 * are gone with it; a failure seen once is explained by this or not at all.
 */
function pageAtFailure(attachments) {
  const path = attachments?.find((a) => a.name === "error-context")?.path;
  if (!path) return { lines: [] };
  try {
    const text = readFileSync(path, "utf8");
    const tree = (block) =>
      (block ?? "")
        .split("\n```")[0]
        .split("\n")
        .filter((l) => l.trim());
    // The page's tree is the YAML block under "# Page snapshot"; the error's details may hold the element's.
    const heading = text.indexOf("# Page snapshot");
    if (heading >= 0) return { lines: tree(text.slice(heading).split("```yaml\n")[1]), whole: true };
    const blocks = text.split("```yaml\n");
    return { lines: blocks.length < 2 ? [] : tree(blocks.at(-1)) };
  } catch {
    return { lines: [] };
  }
}

/**
 * The lines of an error message worth a CI log's tail: the message (a test's own context) without its stack; a long
 * one by its start and its end (a child server's log ends with what it did last).
 */
function messageLines(text, most) {
  const lines = stripVTControlCharacters(text ?? "")
    .split("\n")
    .filter((l) => l.trim() && !/^\s+at /.test(l))
    .slice(1);
  if (lines.length <= most) return lines;
  const head = Math.floor(most / 3);
  return [
    ...lines.slice(0, head),
    `... ${lines.length - most} lines ...`,
    ...lines.slice(lines.length - (most - head)),
  ];
}

const firstLine = (text) =>
  stripVTControlCharacters(text ?? "")
    .split("\n")
    .find((l) => l.trim()) ?? "";

/** Counts of Playwright's JSON report (a skipped test counts as run and neither passed nor failed). */
function playwrightCounts(file) {
  const { stats } = JSON.parse(readFileSync(join(reports, file), "utf8"));
  const failed = stats.unexpected + stats.flaky;
  return { run: stats.expected + failed + stats.skipped, passed: stats.expected, failed };
}

const LAYERS = [
  { name: "lint", cmd: ["npm", "run", "lint"] },
  { name: "typecheck", cmd: ["npm", "run", "typecheck"] },
  { name: "migrations", cmd: ["npm", "run", "check:migrations"] },
  { name: "openapi", cmd: ["npm", "run", "lint:openapi"] },
  {
    name: "unit (Node 20)",
    cmd: [node, ...vitest, "--project", "unit", ...vitestJson("unit20.json")],
    counts: () => vitestCounts("unit20.json"),
    failures: () => vitestFailures("unit20.json"),
  },
  {
    name: "unit (Node 24)",
    cmd: [node, ...onNode24, ...vitest, "--project", "unit", ...vitestJson("unit24.json")],
    counts: () => vitestCounts("unit24.json"),
    failures: () => vitestFailures("unit24.json"),
  },
  {
    name: "api (PGlite)",
    cmd: [node, ...vitest, "--project", "api", ...vitestJson("api.json")],
    counts: () => vitestCounts("api.json"),
    failures: () => vitestFailures("api.json"),
  },
  pg
    ? {
        name: "api (PostgreSQL)",
        cmd: [node, ...onNode24, ...vitest, "--project", "api-pg", ...vitestJson("api-pg.json")],
        counts: () => vitestCounts("api-pg.json"),
        failures: () => vitestFailures("api-pg.json"),
      }
    : {
        name: "api (PostgreSQL)",
        skip: "TEST_DATABASE_URL is not set: the PostgreSQL API tests did not run (README, Tests).",
      },
  { name: "bench chain (tiny)", cmd: ["npm", "run", "bench:chain:tiny"] },
  { name: "bench auto-fill (tiny)", cmd: ["npm", "run", "bench:auto-fill:tiny"] },
  {
    name: "e2e (browser)",
    cmd: [node, "scripts/e2e.mjs", "--reporter=list,json"],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, "e2e.json") },
    counts: () => playwrightCounts("e2e.json"),
    failures: () => playwrightFailures("e2e.json"),
  },
];

const only = process.argv.slice(2);
const chosen = only.length ? LAYERS.filter((l) => only.some((w) => l.name.startsWith(w))) : LAYERS;
if (!chosen.length) {
  console.error(`No layer starts with ${only.join(", ")}. Layers: ${LAYERS.map((l) => l.name).join(", ")}`);
  process.exit(2);
}

const results = [];
const startCpu = cpuSeconds();
const started = Date.now();
for (const layer of chosen) results.push(runLayer(layer));
const total = { wall: (Date.now() - started) / 1000, cpu: startCpu === null ? null : cpuSeconds() - startCpu };
rmSync(reports, { recursive: true, force: true });

const num = (n, width) => String(n ?? "-").padStart(width);
const secs = (n, width) => (n === null ? "-" : n.toFixed(1)).padStart(width);
const nameWidth = Math.max(...results.map((r) => r.name.length), 10);
console.log(
  `\n${"layer".padEnd(nameWidth)}  result  ${"run".padStart(5)} ${"passed".padStart(6)} ${"failed".padStart(6)} ${"wall s".padStart(8)} ${"CPU s".padStart(8)}`,
);
// The steps before the tests, as .ci/run timed them ("apt=53;npm ci=50;").
for (const entry of (process.env.CI_STEP_TIMES ?? "").split(";").filter(Boolean)) {
  const [name = "", seconds = ""] = entry.split("=");
  console.log(
    `${`ci: ${name}`.padEnd(nameWidth)}  ${"".padEnd(6)}  ${"".padStart(5)} ${"".padStart(6)} ${"".padStart(6)} ${secs(Number(seconds), 8)}`,
  );
}
for (const r of results) {
  console.log(
    `${r.name.padEnd(nameWidth)}  ${r.status.padEnd(6)}  ${num(r.counts?.run, 5)} ${num(r.counts?.passed, 6)} ${num(r.counts?.failed, 6)} ${secs(r.wall, 8)} ${secs(r.cpu, 8)}`,
  );
}
const sum = (key) => results.reduce((s, r) => s + (r.counts?.[key] ?? 0), 0);
console.log(
  `${"all".padEnd(nameWidth)}  ${"".padEnd(6)}  ${num(sum("run"), 5)} ${num(sum("passed"), 6)} ${num(sum("failed"), 6)} ${secs(total.wall, 8)} ${secs(total.cpu, 8)}`,
);
console.log(
  "(CPU s: the whole machine's busy CPU-seconds during the layer, from /proc/stat: the browsers and PostgreSQL too)",
);
const bad = results.filter((r) => r.status === "failed");
// Each failed test by name, last, where a CI log's tail still shows them (at most 10 a layer); when only a few
// failed (a test that fails by chance), what its message says too: a child server's log, an expected value.
const failedTests = bad.reduce((n, r) => n + r.failures.length, 0);
for (const r of bad) {
  console.log(`failed: ${r.name}${r.why ? ` (${r.why})` : ""}`);
  for (const f of r.failures.slice(0, 10)) {
    console.log(`  ${f.title.slice(0, 300)}`);
    if (failedTests > 3) continue;
    for (const line of messageLines(f.detail, 40)) console.log(`    | ${line.slice(0, 200)}`);
    const page = f.page?.lines ?? [];
    if (page.length) console.log(`    | ${f.page.whole ? "the page" : "around the element checked"} at the failure:`);
    for (const line of page.slice(0, 80)) console.log(`    |   ${line.slice(0, 160)}`);
    if (page.length > 80) console.log(`    |   ... ${page.length - 80} lines more`);
  }
  if (r.failures.length > 10) console.log(`  ... and ${r.failures.length - 10} more`);
}
// The closing line CI reads: the tests of every layer that counts them; a layer without counts that failed is one.
const failedChecks = bad.filter((r) => !r.counts || r.counts.failed === 0).length;
console.log(`total: ${sum("passed")} passed, ${sum("failed") + failedChecks} failed`);
process.exit(bad.length ? 1 : 0);
