import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// The real server on a fresh data directory (embedded PGlite, demo data seeded) for every run.
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "brigade-e2e-"));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Separate output and web build per run, so concurrent runs (E2E_PORT apart) do not clash.
  outputDir: process.env.E2E_OUTPUT_DIR || "test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1366, height: 900 } } },
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    command: "npx tsx apps/server/src/main.ts",
    url: `http://127.0.0.1:${port}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000",
      // A spec run on its own (or repeated) registers and logs in faster than a person could.
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      WEB_DIST: process.env.E2E_WEB_DIST ?? "",
    },
  },
});
