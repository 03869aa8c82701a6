import { test as base } from "@playwright/test";
import { type Brigade, startBrigade } from "./server";

// Each Playwright worker runs its own server with the demo data, so the specs of two workers never see each other's
// changes. A worker that failed a test is replaced, with a fresh server. Specs import `test` and `expect` from here.

export const test = base.extend<Record<never, never>, { brigade: Brigade }>({
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
