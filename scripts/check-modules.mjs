#!/usr/bin/env node
// The server's modules (apps/server/src/modules/<name>) are reached only through their front door, `index.ts`, they
// never import each other in a cycle, what only the tests load lives in a `test` folder, and only a module's
// repositories import the database (issue 33). Fails on a reach-in, cycle, stray helper or database import not in the
// known list (scripts/check-modules.known.json), and on a known one that is gone, so the list only shrinks.
//   node scripts/check-modules.mjs            check (npm test's lint layer runs it)
//   node scripts/check-modules.mjs --update   write the known list from the code as it is
//   node scripts/check-modules.mjs --list     print everything it finds
//   --src DIR --known FILE                    another source tree and list (the script's own test)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parse } from "@babel/parser";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? resolve(args[args.indexOf(name) + 1]) : fallback);
const root = resolve(import.meta.dirname, "..");
const src = option("--src", join(root, "apps/server/src"));
const modulesDir = join(src, "modules");
const knownFile = option("--known", join(root, "scripts/check-modules.known.json"));

/** Where the server's processes start: what they load, file by file, is the production code the rules are for. */
const ENTRIES = ["main.ts", "backup/cli.ts"].map((f) => join(src, f)).filter((f) => existsSync(f));

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "migrations" ? [] : filesUnder(path);
    return /\.(ts|mjs)$/.test(path) ? [path] : [];
  });
}

/**
 * Every module specifier a file imports or re-exports, type-only ones, dynamic `import("...")` and files it loads by
 * `new URL("./file", import.meta.url)` (a worker thread's script) included.
 */
function specifiers(file) {
  const ast = parse(readFileSync(file, "utf8"), { sourceType: "module", plugins: ["typescript"] });
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (
      (node.type === "ImportDeclaration" ||
        node.type === "ExportNamedDeclaration" ||
        node.type === "ExportAllDeclaration") &&
      node.source
    )
      found.push(node.source.value);
    if (node.type === "ImportExpression" && node.source?.type === "StringLiteral") found.push(node.source.value);
    if (node.type === "CallExpression" && node.callee.type === "Import" && node.arguments[0]?.type === "StringLiteral")
      found.push(node.arguments[0].value);
    if (
      node.type === "NewExpression" &&
      node.callee.name === "URL" &&
      node.arguments[0]?.type === "StringLiteral" &&
      node.arguments[1]?.type === "MemberExpression" &&
      node.arguments[1].object.type === "MetaProperty"
    )
      found.push(node.arguments[0].value);
    for (const key of Object.keys(node)) if (key !== "loc" && key !== "start" && key !== "end") visit(node[key]);
  };
  visit(ast.program);
  return found;
}

/** The file a relative specifier names (`./x`, `./x.js`, `./dir` for its index), or null for a package. */
function resolveSpecifier(from, spec) {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.js$/, "");
  for (const candidate of [base, `${stem}.ts`, join(stem, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The module a file belongs to, or null outside modules/ (the app, plugins, lib, db, seed, ...). */
const moduleOf = (file) => (file.startsWith(`${modulesDir}/`) ? relative(modulesDir, file).split("/")[0] : null);
const rel = (file) => relative(src, file);

/** Each production file and the files it imports: everything the entries load, followed import by import. */
const imports = new Map();
/** Module files other than a repository that import the database (drizzle-orm or db/): only repositories query. */
const queriers = [];
const isDatabase = (spec, target) =>
  spec === "drizzle-orm" || spec.startsWith("drizzle-orm/") || target?.startsWith(join(src, "db/"));
for (const queue = [...ENTRIES]; queue.length; ) {
  const file = queue.pop();
  if (imports.has(file)) continue;
  const found = specifiers(file).map((spec) => [spec, resolveSpecifier(file, spec)]);
  if (moduleOf(file) && !file.endsWith("repository.ts") && found.some(([spec, target]) => isDatabase(spec, target)))
    queriers.push(rel(file));
  const targets = found.map(([, target]) => target).filter(Boolean);
  imports.set(file, targets);
  queue.push(...targets.filter((t) => /\.(ts|mjs)$/.test(t)));
}
const loaded = new Set(imports.keys());
// What no entry loads is the tests' (a helper production code loads is production code): it lives in a `test` folder.
const strays = filesUnder(src)
  .filter((f) => !loaded.has(f) && !/\.test\.ts$/.test(f) && !rel(f).split("/").includes("test"))
  .map(rel);

const reachIns = [];
const edges = new Map();
for (const [file, targets] of imports) {
  const from = moduleOf(file);
  for (const target of targets) {
    const to = moduleOf(target);
    if (!to || to === from) continue;
    if (target !== join(modulesDir, to, "index.ts")) reachIns.push(`${rel(file)} -> ${rel(target)}`);
    if (from) {
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
}

/** The module cycles: each strongly connected group of two or more modules (Tarjan), its names sorted. */
function cycles() {
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const connect = (v) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), order.get(w)));
    }
    if (low.get(v) === order.get(v)) {
      const group = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort().join(" <-> "));
    }
  };
  for (const v of edges.keys()) if (!order.has(v)) connect(v);
  return groups.sort();
}

/** "0 reach-ins into another module's files, 1 module cycles, ..." */
function summary(found) {
  return [
    `${found.reachIns.length} reach-ins into another module's files`,
    `${found.cycles.length} module cycles`,
    `${found.testHelpers.length} test helpers in production folders`,
    `${found.queriesOutsideRepositories.length} module files outside a repository that import the database`,
  ].join(", ");
}

const now = {
  reachIns: [...new Set(reachIns)].sort(),
  cycles: cycles(),
  testHelpers: strays.sort(),
  queriesOutsideRepositories: queriers.sort(),
};
const KINDS = {
  reachIns: "reach-in",
  cycles: "cycle",
  testHelpers: "test helper in a production folder",
  queriesOutsideRepositories: "database import outside a repository",
};
if (args.includes("--update")) {
  writeFileSync(knownFile, `${JSON.stringify(now, null, 2)}\n`);
  console.log(`check-modules: wrote ${summary(now)} to the known list`);
  process.exit(0);
}
if (args.includes("--list")) {
  for (const line of now.reachIns) console.log(`reach-in  ${line}`);
  for (const line of now.cycles) console.log(`cycle     ${line}`);
  for (const line of now.testHelpers) console.log(`helper    ${line}`);
  for (const line of now.queriesOutsideRepositories) console.log(`database  ${line}`);
}

const known = existsSync(knownFile) ? JSON.parse(readFileSync(knownFile, "utf8")) : {};
const problems = [];
for (const [kind, what] of Object.entries(KINDS)) {
  const was = new Set(known[kind] ?? []);
  const is = new Set(now[kind]);
  for (const item of is) if (!was.has(item)) problems.push(`new ${what}: ${item}`);
  for (const item of was)
    if (!is.has(item)) problems.push(`gone, take it off scripts/check-modules.known.json: ${item}`);
}
console.log(`check-modules: ${summary(now)}`);
if (problems.length) {
  for (const p of problems) console.error(p);
  console.error(
    "Another module is imported through its index.ts only, modules import each other in one direction, " +
      "what only tests load lives in a test folder, and only repositories import drizzle-orm or db/.",
  );
  process.exit(1);
}
