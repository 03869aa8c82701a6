import { defineConfig } from "vitest/config";

// API suites run once on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
// `*.pg.test.ts` files test what only PostgreSQL has (connection settings); they run in the PostgreSQL project.
// `*.pglite.test.ts` files start the embedded database themselves (restart, kill -9, logs): PGlite project only.
// `*.unit.test.ts` files of the server are pure (no database): they run once, in the unit project.
const apiProject = (name: string, engine: string) => ({
  test: {
    name,
    include: ["apps/server/src/**/*.test.ts"],
    // Each engine skips the other's own files: `*.pglite.test.ts` open the embedded database themselves.
    exclude: [`apps/server/src/**/*.${engine === "postgres" ? "pglite" : "pg"}.test.ts`, "**/*.unit.test.ts"],
    env: { BRIGADE_TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks" as const,
    // Files share a worker's loaded modules (each still opens its own database): the app's imports took 40% of the
    // PGlite run (547 s -> 348 s without re-importing them per file).
    isolate: false,
    // The migrations run once per run, into a template each file's database is copied from.
    globalSetup: ["apps/server/src/test/database-templates.ts"],
  },
});

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on a 2-core CI machine that ran the API files one at a time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/web/src/**/*.test.ts",
            "apps/web/scripts/**/*.test.ts",
            "apps/server/src/**/*.unit.test.ts",
            "scripts/**/*.test.ts",
          ],
          // Pure tests (what they stub, they put back): re-importing the modules per file was most of their time.
          isolate: false,
        },
      },
      apiProject("api", "pglite"),
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-pg", "postgres")] : []),
    ],
  },
});
