import { defineConfig } from "@playwright/test";

// Each worker starts the real server on a fresh data directory (embedded PGlite, demo data seeded): see
// e2e/fixtures.ts. Two workers keep both cores of a CI machine busy; E2E_WORKERS=1 runs one after the other.

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // A journey is a minute or more of a person's clicks; on a slower 2-core machine with both workers busy, page
  // loads take 3-5 s and an axe scan of the calendar 20 s, so four long journeys passed 60 s (a clean-clone CI
  // run on 2026-11-28, and the same at cfcd87c). The limit is a hang guard, not a speed check.
  timeout: 120_000,
  // Also a wait, not a speed check (the benches measure speed): on 2026-11-29 the same machine ran two to three times
  // slower, and pages whose embedded database served both workers' journeys took past 10 s to show their data.
  expect: { timeout: 20_000 },
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
  // Every journey runs on a 1366 px laptop and a 390 px phone; the narrowest laptop (1280 px) checks what changes with
  // the width: the pages' reach (row actions, navigation, filters), axe, and the pictures kept for a person to look at.
  projects: [
    { name: "desktop", testIgnore: /screenshots|narrow-laptop/, use: { viewport: { width: 1366, height: 900 } } },
    {
      name: "phone",
      testIgnore: /narrow-laptop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "laptop",
      testMatch: /row-actions|screenshots|narrow-laptop|accessibility/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
