import { test as base, type Page } from "@playwright/test";
import { type Brigade, startBrigade } from "./server";

// Each Playwright worker runs its own server with the demo data, so the specs of two workers never see each other's
// changes. A worker that failed a test is replaced, with a fresh server. Specs import `test` and `expect` from here.

/**
 * The login page and the employee home come with a static frame (apps/web/src/app/frames): inert, it takes no
 * input, but a locator can find its copy of a field or heading before the app has replaced it. Every page load
 * therefore ends, as for a person, once the app is there.
 */
async function untilTheAppIsThere(page: Page): Promise<void> {
  await page.locator("#frame").waitFor({ state: "detached" });
}

export const test = base.extend<Record<never, never>, { brigade: Brigade }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilTheAppIsThere(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilTheAppIsThere(page);
      return response;
    };
    await use(page);
  },
  brigade: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixtures take their dependencies destructured.
    async ({}, use) => {
      const brigade = await startBrigade({ SEED_DEMO: "1" });
      await use(brigade);
      await brigade.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ brigade }, use) => use(brigade.base),
});

export { expect } from "@playwright/test";
