// The main thread's long tasks while a page loads on a slow phone, and what each was made of: the page loaded in
// Debian's Chromium at Lighthouse's 4x CPU slowdown (signed in as the demo team member, except /login) with a
// Chrome trace on; for each task over the threshold, the trace events inside it by total time (module
// evaluation, compilation, style, layout, a script's function, a request). Where the profiler (profile.ts)
// says "(program)", this says which browser work it was. Prints; asserts nothing.
//
//   npm run bench:tasks -- /employee-home --web-dist DIR [--over 50]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../../apps/server/src/test/free-port";
import { startDemoServer } from "./server";
import { loadUntilDrawn, throttledPage } from "./throttled-page";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
};

const ROOT = resolve(import.meta.dirname, "../..");
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const path = process.argv[2]?.startsWith("/") ? process.argv[2] : "/employee-home";
const webDist = arg("--web-dist");
if (!webDist) throw new Error("--web-dist DIR: a build (npm run build -w @brigade/web -- --outDir DIR)");
const overMs = Number(arg("--over") ?? 50);

const dataDir = mkdtempSync(join(tmpdir(), "brigade-tasks-data-"));
const server = await startDemoServer(ROOT, { port: await freePort(), dataDir, webDist: resolve(webDist) });
const { browser, page, cdp } = await throttledPage(server, path);
try {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink,loading",
    transferMode: "ReportEvents",
  });
  await loadUntilDrawn(page, server.base + path);
  await cdp.send("Tracing.end");
  await complete;
  report(events);
  // The boot's stages as the page timed them (main.tsx): which stage a long module evaluation belongs to.
  const stages = await page.evaluate(() =>
    performance.getEntriesByType("measure").map((m) => [m.name, Math.round(m.startTime), Math.round(m.duration)]),
  );
  for (const [name, at, ms] of stages) console.log(`${String(at).padStart(6)} ms  ${name}: ${ms} ms`);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

function report(events: TraceEvent[]): void {
  const thread = (e: TraceEvent) => `${e.pid}:${e.tid}`;
  // The renderer's main thread: where the page's scripts ran.
  const calls = new Map<string, number>();
  for (const e of events) if (e.name === "FunctionCall") calls.set(thread(e), (calls.get(thread(e)) ?? 0) + 1);
  const main = [...calls].sort((a, b) => b[1] - a[1])[0]?.[0];
  const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const onMain = events.filter((e) => thread(e) === main && e.ph === "X" && e.dur);
  const tasks = onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > overMs * 1000);
  let total = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue;
      const data = e.args?.data;
      const label = data?.url ? `${e.name} ${data.url.split("/").pop()} ${data.functionName ?? ""}`.trim() : e.name;
      inside.set(label, (inside.get(label) ?? 0) + (e.dur ?? 0) / 1000);
    }
    total += (task.dur ?? 0) / 1000 - overMs;
    console.log(`\n${((task.ts - start) / 1000).toFixed(0)} ms: a task of ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
    for (const [label, ms] of [...inside].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${ms.toFixed(0).padStart(6)}  ${label}`);
  }
  console.log(
    `\n${tasks.length} tasks over ${overMs} ms; their time over ${overMs} ms adds up to ${total.toFixed(0)} ms`,
  );
}
