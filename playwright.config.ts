import { defineConfig } from "@playwright/test";

// Each worker starts the real server on a fresh data directory (embedded PGlite, demo data seeded): see
// e2e/fixtures.ts. Two workers keep both cores of a CI machine busy; E2E_WORKERS=1 runs one after the other.

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  // Separate output (and E2E_WEB_DIST, a web build) per run, so concurrent runs do not clash.
  outputDir: process.env.E2E_OUTPUT_DIR || "test-results",
  use: {
    // page.route() cannot see what a service worker fetches: only the offline spec lets the app's worker run.
    serviceWorkers: "block",
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
});
