// `npm run test:changed`: the fast lane beside `npm test`. Lint and typecheck, then the tests that touch what
// changed: the unit tests that import a changed file (Vitest's `related`), the API test files beside a changed
// server file (its module's folder) and those changed themselves, on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), and the browser specs named by the change. What changed: the uncommitted change
// against HEAD and the untracked files, or everything since a commit with --base REV.
//   npm run test:changed
//   npm run test:changed -- --base HEAD~3
//   npm run test:changed -- --list      only print what would run
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { runLayer } from "./layers.mjs";

const args = process.argv.slice(2);
const baseAt = args.indexOf("--base");
const base = baseAt >= 0 ? args[baseAt + 1] : "HEAD";
const listOnly = args.includes("--list");
if (baseAt >= 0 && !base) {
  console.error("--base takes a commit: npm run test:changed -- --base HEAD~3");
  process.exit(2);
}

const git = (...a) => execFileSync("git", a, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")]),
]
  .filter((f) => existsSync(f))
  .sort();

const isSource = (f) => /\.(ts|tsx|mjs)$/.test(f);
const testsIn = (dir, pattern) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map((f) => join(dir, String(f)))
        .filter((f) => pattern.test(f))
    : [];

// Unit tests: Vitest follows the imports of each changed file.
const unitSources = changed.filter((f) => isSource(f) && /^(packages|apps)\//.test(f));
const serverSources = changed.filter((f) => f.startsWith("apps/server/src/") && isSource(f));

// API tests: a changed test file, and every test file of the folder of a changed server file (a module, a plugin).
const apiTests = new Set();
for (const f of serverSources) {
  if (/\.test\.ts$/.test(f) && !/\.unit\.test\.ts$/.test(f)) apiTests.add(f);
  const folder = f.startsWith("apps/server/src/modules/") ? f.split("/").slice(0, 5).join("/") : dirname(f);
  for (const t of testsIn(folder, /(?<!\.unit)\.test\.ts$/)) apiTests.add(t);
}

// Browser specs: changed specs, the specs of a changed web feature or server module (by name), and the specs that
// import a changed e2e helper. The helpers every spec uses (fixtures, support, server) are left to `npm test`.
const specs = readdirSync("e2e").filter((f) => f.endsWith(".spec.ts"));
const named = new Set();
const features = changed
  .map(
    (f) => /^apps\/web\/src\/features\/([^/]+)\//.exec(f)?.[1] ?? /^apps\/server\/src\/modules\/([^/]+)\//.exec(f)?.[1],
  )
  .filter(Boolean);
const everyone = ["fixtures", "support", "server"];
const helpers = changed.filter((f) => /^e2e\/[^/]+\.ts$/.test(f) && !f.endsWith(".spec.ts"));
for (const spec of specs) {
  const file = `e2e/${spec}`;
  if (changed.includes(file)) named.add(file);
  const stem = spec.replace(/\.spec\.ts$/, "");
  if (features.some((name) => stem.includes(name) || stem.includes(name.replace(/s$/, "")))) named.add(file);
  const source = readFileSync(file, "utf8");
  for (const helper of helpers) {
    const name = basename(helper, ".ts");
    if (!everyone.includes(name) && source.includes(`from "./${name}"`)) named.add(file);
  }
}

const vitest = [process.execPath, "node_modules/vitest/vitest.mjs"];
const linted = changed.filter((f) => /\.(ts|tsx|mjs|js|json|css)$/.test(f));
const layers = [
  { name: "lint", cmd: ["npx", "biome", "check", "--no-errors-on-unmatched", ...(linted.length ? linted : ["."])] },
  { name: "typecheck", cmd: ["npm", "run", "typecheck"] },
];
if (unitSources.length)
  layers.push({
    name: "unit",
    cmd: [...vitest, "related", "--run", "--passWithNoTests", "--project", "unit", ...unitSources],
  });
if (apiTests.size) {
  const files = [...apiTests].sort();
  layers.push({ name: "api (PGlite)", cmd: [...vitest, "run", "--passWithNoTests", "--project", "api", ...files] });
  if (process.env.TEST_DATABASE_URL)
    layers.push({
      name: "api (PostgreSQL)",
      cmd: [...vitest, "run", "--passWithNoTests", "--project", "api-pg", ...files],
    });
}
if (named.size)
  layers.push({
    name: "e2e (browser)",
    cmd: [process.execPath, "scripts/e2e.mjs", ...[...named].map((f) => basename(f))],
  });

console.log(`Changed since ${base} (uncommitted and untracked included): ${changed.length} files`);
for (const l of layers)
  console.log(
    `  ${l.name}: ${l.cmd.slice(l.cmd.findIndex((a) => /^(check|related|run|scripts\/e2e\.mjs)$/.test(a))).join(" ")}`,
  );
if (listOnly) process.exit(0);

const results = layers.map(runLayer);
console.log("");
for (const r of results) console.log(`${r.name.padEnd(18)} ${r.status.padEnd(6)} ${r.wall.toFixed(1).padStart(7)} s`);
process.exit(results.some((r) => r.status === "failed") ? 1 : 0);
