// Running one layer of the tests and measuring it: shared by `npm test` (test-all.mjs) and the fast lane
// (test-changed.mjs).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ: /proc/stat counts in hundredths of a second on Linux.

/**
 * The machine's busy CPU-seconds so far (every process: the test runners, the browsers, PostgreSQL), from
 * /proc/stat; null where there is no /proc.
 */
export function cpuSeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/**
 * Runs a layer ({ name, cmd, env?, counts?, skip? }) with its output on this terminal; its status, counts (when
 * the layer counts tests), wall and CPU seconds.
 */
export function runLayer(layer) {
  console.log(`\n=== ${layer.name}`);
  if (layer.skip) {
    console.log(layer.skip);
    return { name: layer.name, status: "not run", wall: 0, cpu: 0 };
  }
  const cpuBefore = cpuSeconds();
  const started = Date.now();
  const [cmd, ...args] = layer.cmd;
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...layer.env } });
  const wall = (Date.now() - started) / 1000;
  const cpu = cpuBefore === null ? null : cpuSeconds() - cpuBefore;
  let counts;
  let why = res.error ? String(res.error.message) : res.status !== 0 ? `exit ${res.status ?? res.signal}` : "";
  if (layer.counts) {
    try {
      counts = layer.counts();
    } catch (e) {
      why ||= `no report: ${e.message}`;
    }
  }
  const failed = res.status !== 0 || (layer.counts && (!counts || counts.failed > 0));
  if (failed && !why) why = "its report has failures";
  let failures = [];
  if (failed && layer.failures) {
    try {
      failures = layer.failures();
    } catch {
      // No report to read: the layer's own output above says why.
    }
  }
  return { name: layer.name, status: failed ? "failed" : "ok", counts, wall, cpu, why, failures };
}
