// The API tests: on PGlite with this Node, and, when TEST_DATABASE_URL names a PostgreSQL server, on it with Node
// 24 (scripts/on-node-24.mjs). Each API test file of both engines so runs on both Node versions, in the time of
// one run of each engine; a file of one engine only runs on that engine's Node (README, "Node.js versions").
import { spawnSync } from "node:child_process";

const vitest = ["node_modules/vitest/vitest.mjs", "run"];
const run = (cmd, args) => {
  const res = spawnSync(cmd, args, { stdio: "inherit" });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

run(process.execPath, [...vitest, "--project", "api"]);
if (process.env.TEST_DATABASE_URL) {
  run(process.execPath, ["scripts/on-node-24.mjs", ...vitest, "--project", "api-pg"]);
} else {
  console.log("TEST_DATABASE_URL is not set: the PostgreSQL API tests did not run (README, Tests).");
}
