// Where a page's main-thread time goes on a slow phone: the page loaded in Debian's Chromium at Lighthouse's 4x
// CPU slowdown, signed in as the demo team member (except /login), with V8's sampling profiler on; the self
// time is mapped through the build's source maps to packages and functions. Prints three tables (the last: the
// longest busy stretch by inclusive time); asserts nothing.
//
//   npm run bench:profile -- /employee-home
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { freePort } from "../../apps/server/src/test/free-port";
import { buildWebInto } from "./build-web";
import { startDemoServer } from "./server";
import { loadUntilDrawn, throttledPage } from "./throttled-page";

const ROOT = resolve(import.meta.dirname, "../..");
const path = process.argv[2] ?? "/employee-home";

// --web-dist DIR: a build at hand (made with --sourcemap), for quicker rounds while trying a change.
const given = process.argv.indexOf("--web-dist");
const webDist =
  given > 0 ? resolve(process.argv[given + 1] ?? "") : mkdtempSync(join(tmpdir(), "brigade-profile-web-"));
if (given < 0) {
  console.log("Building the web app with source maps…");
  buildWebInto(ROOT, webDist, ["--sourcemap"]);
}

const dataDir = mkdtempSync(join(tmpdir(), "brigade-profile-data-"));
const server = await startDemoServer(ROOT, { port: await freePort(), dataDir, webDist });
const { browser, page, cdp } = await throttledPage(server, path);
try {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const started = Date.now();
  await loadUntilDrawn(page, server.base + path);
  console.log(`${path} drawn, and watched ${Date.now() - started} ms in all`);
  const { profile } = await cdp.send("Profiler.stop");
  report(profile);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (given < 0) rmSync(webDist, { recursive: true, force: true });
}

type Profile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
};

function report(profile: Profile): void {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string): TraceMap | null => {
    if (!maps.has(url)) {
      const file = url.match(/\/assets\/([^/?]+\.js)$/)?.[1];
      try {
        maps.set(url, file ? new TraceMap(readFileSync(join(webDist, "assets", `${file}.map`), "utf8")) : null);
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url) ?? null;
  };
  const nameOf = (node: Profile["nodes"][number]): { name: string; where: string } => {
    const frame = node.callFrame;
    let where = frame.url ? (frame.url.split("/").pop() ?? frame.url) : "(browser)";
    let name = frame.functionName || "(anonymous)";
    const map = mapOf(frame.url);
    if (map && frame.lineNumber >= 0) {
      const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      if (original.source) {
        where = original.source.replace(/.*node_modules\//, "node_modules/").replace(/.*\/src\//, "src/");
        name = original.name ?? name;
      }
    }
    return { name, where };
  };
  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  for (const [i, id] of samples.entries())
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { name, where } = nameOf(node);
    const parts = where.split("/");
    const pkg = where.startsWith("node_modules/")
      ? parts.slice(0, parts[1]?.startsWith("@") ? 3 : 2).join("/")
      : parts.slice(0, 3).join("/");
    byFunction.set(`${name}  ${where}`, (byFunction.get(`${name}  ${where}`) ?? 0) + ms);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
  }
  const top = (totals: Map<string, number>, count: number) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([what, ms]) => `| ${ms.toFixed(0)} | \`${what}\` |`)
      .join("\n");
  console.log(`\nSelf time at 4x slowdown, by package ("(program)" is the browser's own work: parsing, style, layout)`);
  console.log(`| ms | package |\n|---|---|\n${top(byPackage, 20)}`);
  console.log(`\nBy function\n| ms | function |\n|---|---|\n${top(byFunction, 25)}`);
  console.log(`\n${longestStretch(profile, nameOf, top)}`);
}

/**
 * The longest stretch of samples without idle (about one long task), by inclusive time: which functions, components
 * included, the time went through. Self time alone shows React's and Mantine's internals, not whose render it was.
 */
function longestStretch(
  profile: Profile,
  nameOf: (node: Profile["nodes"][number]) => { name: string; where: string },
  top: (totals: Map<string, number>, count: number) => string,
): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let best = { from: 0, to: 0, ms: 0 };
  let from = 0;
  let ms = 0;
  for (let i = 0; i < samples.length; i++) {
    if (idle.has(samples[i] ?? -1)) {
      from = i + 1;
      ms = 0;
      continue;
    }
    ms += (deltas[i] ?? 0) / 1000;
    if (ms > best.ms) best = { from, to: i, ms };
  }
  const inclusive = new Map<string, number>();
  for (let i = best.from; i <= best.to; i++) {
    const seen = new Set<string>();
    for (let id: number | undefined = samples[i]; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (!node) break;
      const { name, where } = nameOf(node);
      const key = `${name}  ${where}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
    }
  }
  // Components show by their own render only: React calls each from its work loop, not from its parent.
  const ours = new Map(
    [...inclusive].filter(([key]) => / src\/| node_modules\/@mantine| node_modules\/react-router/.test(key)),
  );
  return [
    `The longest busy stretch, ${best.ms.toFixed(0)} ms, by inclusive time`,
    `| ms | function |\n|---|---|\n${top(inclusive, 40)}`,
    "\nIn it, the app's and the UI library's functions and components",
    `| ms | function |\n|---|---|\n${top(ours, 30)}`,
  ].join("\n");
}
