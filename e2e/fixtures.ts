import { LIVE_EVENTS_PATH } from "@brigade/contract/live-events";
import { test as base, type Page, type Request } from "@playwright/test";
import { copyOfDemo, DEMO_DATABASE } from "./demo-database";
import { DEMO_PGDATA } from "./global-setup";
import { type Brigade, startBrigade } from "./server";

// Each Playwright worker runs its own server with the demo data, so the specs of two workers never see each other's
// changes. A worker that failed a test is replaced, with a fresh server. Specs import `test` and `expect` from here.
// The demo is migrated and seeded once per run (e2e/global-setup.ts); each server starts on its own copy, on PostgreSQL
// when TEST_DATABASE_URL is set (e2e/demo-database.ts), else on the embedded PGlite.

/**
 * The login page and the employee home come with a static frame (apps/web/src/app/frames): inert, it takes no
 * input, but a locator can find its copy of a field or heading before the page works. Every page load therefore
 * ends, as for a person, once the page works: the app has replaced the frame, or the login page's own script has
 * made it live (apps/web/src/static-pages/login.ts). The employee home the server drew with the member's data
 * (#frame[data-served]) works as it comes: the app starts on the first tap or key, and answers that tap.
 */
async function untilThePageWorks(page: Page): Promise<void> {
  await page.locator("#frame[inert]").waitFor({ state: "detached" });
}

/** Requests of each page still waiting for their answer, but for the live event stream, which never ends. */
const inFlight = new WeakMap<Page, Set<Request>>();

function countReads(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on("request", (request) => {
    if (!new URL(request.url()).pathname.startsWith(LIVE_EVENTS_PATH)) open.add(request);
  });
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
}

/**
 * Waits until the page has had no request in flight for 500 ms: Playwright's "networkidle", which never comes
 * once the page holds its live event stream open.
 */
export async function waitForReads(page: Page): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error("waitForReads needs the page of this file's fixture");
  let quietSince = Date.now();
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (open.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await page.waitForTimeout(50);
  }
  throw new Error(`requests still in flight after 30 s: ${[...open].map((r) => r.url()).join(", ")}`);
}

/** A page whose loads end once the app is there, and whose reads can be waited for (waitForReads). */
export function asAPerson(page: Page): Page {
  countReads(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilThePageWorks(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilThePageWorks(page);
    return response;
  };
  return page;
}

export const test = base.extend<Record<never, never>, { brigade: Brigade }>({
  page: async ({ page }, use) => {
    // After a reload or Back, Chrome puts the page back where it was scrolled once the page has grown tall enough,
    // unless the person scrolls first. The scrolls Playwright makes (to click, or seen()) do not count as theirs, so
    // that late jump moved a dashboard tab away under a click (the tab then stayed unchosen). A person never meets
    // it: their own scroll cancels it.
    await page.addInitScript(() => {
      window.history.scrollRestoration = "manual";
    });
    await use(asAPerson(page));
  },
  brigade: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies destructured.
    async ({}, use) => {
      const template = process.env[DEMO_DATABASE];
      if (template) {
        const copy = await copyOfDemo(template);
        try {
          const brigade = await startBrigade({ SEED_DEMO: "1", DATABASE_URL: copy.url });
          await use(brigade);
          await brigade.stop();
        } finally {
          await copy.drop();
        }
        return;
      }
      const brigade = await startBrigade({ SEED_DEMO: "1" }, undefined, process.env[DEMO_PGDATA]);
      await use(brigade);
      await brigade.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ brigade }, use) => use(brigade.base),
});

export { expect } from "@playwright/test";
