// Lints the API's OpenAPI description as a client gets it (the server's own, built in memory) with Redocly's
// recommended rules (redocly.yaml): any error or warning fails, and each is printed.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../apps/server/src/app";
import { loadConfig } from "../apps/server/src/config";
import { openDatabase } from "../apps/server/src/db/client";

const dir = mkdtempSync(join(tmpdir(), "brigade-openapi-"));
const file = join(dir, "openapi.json");
const database = await openDatabase({});
const app = await buildApp(database.db, { ...loadConfig({ LOG_LEVEL: "silent" }), webDist: undefined });
try {
  await app.ready();
  writeFileSync(file, JSON.stringify(app.swagger()));
} finally {
  await app.close();
  await database.close();
}

type Problem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] };
const lint = spawnSync("npx", ["redocly", "lint", file, "--format=json", "--max-problems=1000"], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
rmSync(dir, { recursive: true, force: true });
let problems: Problem[];
try {
  problems = (JSON.parse(lint.stdout) as { problems: Problem[] }).problems;
} catch {
  console.error(`redocly lint gave no report:\n${lint.stdout}\n${lint.stderr}`);
  process.exit(1);
}
for (const p of problems) console.error(`${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ""})`);
console.log(`OpenAPI description: ${problems.length} problem(s) under Redocly's recommended rules.`);
process.exit(problems.length === 0 ? 0 : 1);
