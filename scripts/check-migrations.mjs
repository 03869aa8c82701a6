#!/usr/bin/env node
// Fails when the Drizzle schema (apps/server/src/db/schema) says something the migrations do not: drizzle-kit
// generates against a copy of the migrations, and any file it writes is a change nobody migrated.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const server = resolve(import.meta.dirname, "../apps/server");
const migrations = join(server, "src/db/migrations");
// drizzle-kit takes `out` relative to the package (it prefixes "./" even to an absolute path).
mkdirSync(join(server, ".tmp"), { recursive: true });
const scratch = mkdtempSync(join(server, ".tmp", "migrations-check-"));
try {
  cpSync(migrations, join(scratch, "migrations"), { recursive: true });
  const config = join(server, `drizzle.check-${process.pid}.config.ts`);
  writeFileSync(
    config,
    `import { defineConfig } from "drizzle-kit";
export default defineConfig({ dialect: "postgresql", schema: "./src/db/schema/*.ts", out: ${JSON.stringify(`./${relative(server, join(scratch, "migrations"))}`)}, casing: "snake_case" });\n`,
  );
  const before = new Set(readdirSync(join(scratch, "migrations")));
  let output = "";
  try {
    output = execFileSync("npx", ["drizzle-kit", "generate", "--config", config, "--name", "unmigrated"], {
      cwd: server,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } finally {
    rmSync(config, { force: true });
  }
  const added = readdirSync(join(scratch, "migrations")).filter((f) => !before.has(f));
  if (added.length > 0) {
    const sql = added
      .filter((f) => f.endsWith(".sql"))
      .map((f) => readFileSync(join(scratch, "migrations", f), "utf8"));
    console.error("The Drizzle schema and the migrations disagree. drizzle-kit would generate:\n");
    console.error(sql.join("\n"));
    console.error("\nRun `npm run db:generate -w @brigade/server` and commit the migration.");
    process.exitCode = 1;
  } else if (!output.includes("No schema changes")) {
    console.error(`drizzle-kit did not confirm the schema (its output follows):\n${output}`);
    process.exitCode = 1;
  } else {
    console.log("Drizzle schema and migrations agree.");
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
