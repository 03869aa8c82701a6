import { defineConfig } from "@playwright/test";

// Each worker starts the real server on its own copy of the run's demo database (embedded PGlite, migrated and seeded
// once: e2e/global-setup.ts), see e2e/fixtures.ts. Two workers keep both cores of a CI machine busy; E2E_WORKERS=1
// runs one after the other.

/** The specs a 390 px phone runs too (see `projects`). */
const PHONE_SPECS = new RegExp(
  `/(${[
    // the team member, on their phone
    "member-home",
    "served-home",
    "member-calendar",
    "member-languages",
    "own-request",
    "availability-and-time-off",
    "swap-shift",
    "time-clock",
    "offline",
    "static-frames",
    "language-choice",
    "request-journey",
    // the invited newcomer opens their link on a phone (issue 36)
    "invite-staff",
    // asked at 390 px by their issues: other languages (on the phone only), availability and rules,
    // auto-fill, week building, time and cost
    "business-languages",
    "planning-languages",
    "requests-languages",
    "schedule-languages",
    "time-off-decisions",
    "who-fits",
    "work-rules",
    "auto-fill",
    "copy-week",
    "build-shifts",
    "publish-week",
    "notifications",
    "timesheets",
    "labour-cost",
    "fair-workweek-rules",
    // what changes with the width
    "accessibility",
    "who-sees-what",
    "row-actions",
    "calendar-list",
    "screenshots",
  ].join("|")})\\.spec\\.ts$`,
);

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
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
    // A person who asked for less motion (the app's theme respects it): dialogs, menus and notifications appear without
    // their 200 ms transitions. A click Playwright aimed at a dialog's button while the dialog still slid in missed it
    // (a full run on 2026-12-02: "Reject" in a confirmation, the dialog left open), and every transition costs frames of
    // a busy renderer. The dashboard's spec checks the blinking icon with motion allowed.
    reducedMotion: "reduce",
    // A failed test keeps its screenshot and error-context.md (the error, the call log, the page's accessibility
    // tree), but no trace: recording one for every test, to keep it on failure, cost Chromium and Playwright a
    // third of their CPU (10 desktop tests: 94 CPU-s with DOM snapshots, 72 without, 65 with no trace;
    // bench/README, "Browser tests"). E2E_TRACE=1 records the full trace of each failure, to debug one.
    trace: process.env.E2E_TRACE === "1" ? { mode: "retain-on-failure", screenshots: false } : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      // Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs headless): the same
      // Blink and V8 without the browser's window, a fifth less CPU than the full browser for the same journeys.
      executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) spend CPU on code the test never
        // runs long enough to win back. Without them, 10 dashboard, roster and shift tests took a quarter less of
        // Chromium's CPU (95 s against 72 s); the interpreter and Sparkplug run the same code.
        "--js-flags=--no-opt --no-maglev",
        // The compositor runs as threads of the browser process: one process fewer per worker. Its own gain was
        // within the noise of a 10-test sample. (The network service stays a process: a second --enable-features
        // would replace Playwright's own list.)
        "--in-process-gpu",
      ],
    },
  },
  // Every journey runs on a 1366 px laptop. A 390 px phone runs what a phone is for: the team member's journeys, those
  // each issue asked to see at both widths, and the checks of what changes with the width; the other planning and
  // set-up journeys at a desk are the same screens and calls at 390 px, so they are not run twice (two-core CI).
  // The narrowest laptop (1280 px) checks the pages' reach (row actions, navigation, filters), axe, and the pictures
  // kept for a person to look at.
  projects: [
    // The other languages are read at 390 px, where a longer word has the least room: on the phone only.
    // axe runs at 1280 px, not again at 1366: both are above Mantine's lg (75em) and the navigation's labels (80em)
    // and below its xl (88em), every media query of the app answers them alike, and the pages are the same DOM with the
    // same styles.
    {
      name: "desktop",
      testIgnore: /screenshots|narrow-laptop|navigation|accessibility|served-home|-languages\.spec\.ts$/,
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      name: "phone",
      testMatch: PHONE_SPECS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: "laptop",
      testMatch: /row-actions|screenshots|narrow-laptop|navigation|accessibility/,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
