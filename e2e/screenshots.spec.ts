import type { Locale } from "@brigade/contract/locales";
import type { Page } from "@playwright/test";
import { expect, test, waitForReads } from "./fixtures";
import { csrf } from "./scheduling";
import { expectNoSidewaysScroll, signIn } from "./support";

// Pictures of the main screens at a laptop's 1280 px and a phone's 390 px (issues 19 and 36), in each language,
// kept with the run's results (test-results/<this test>/*.png) for a person to look at. Each is taken once its page
// has its data and heading in that language, and the page is checked not to scroll sideways, which a picture alone
// would not tell.

async function keep(page: Page, name: string, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForReads(page);
  await expectNoSidewaysScroll(page);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  await test.info().attach(name, { path, contentType: "image/png" });
}

async function speak(page: Page, language: Locale) {
  const res = await page.request.put("/api/auth/locale", { headers: await csrf(page), data: { locale: language } });
  expect(res.status(), await res.text()).toBe(200);
}

// The English page titles (the spec's); in the other languages any title, once the page speaks the language.
const TITLES = {
  dashboard: "Dashboard",
  calendar: "Shifts Schedule",
  roster: "Shifts Roster",
  requests: "Shift Requests",
} as const;

test.describe("the main screens as a person sees them", () => {
  // The demo's owner and member are every other test's too (each worker's copy of the demo database): they speak
  // English again afterwards, whatever happened.
  test.afterEach(async ({ page }) => {
    for (const email of ["owner@brigade.demo", "staff@brigade.demo"]) {
      await signIn(page, email);
      await speak(page, "en");
    }
  });

  for (const language of ["en", "es", "fr"] as const) {
    test(`the dashboard, calendar, vacant roster, requests and member home, in ${language}`, async ({ page }) => {
      const title = (key: keyof typeof TITLES) => (language === "en" ? TITLES[key] : /.+/);
      const open = async (path: string) => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
      };
      await signIn(page, "owner@brigade.demo");
      await speak(page, language);
      await open("/dashboard");
      await keep(page, `${language}-dashboard`, title("dashboard"));
      await open("/calendar");
      await keep(page, `${language}-calendar`, title("calendar"));
      await open("/calendar?view=timeGridWeek");
      await keep(page, `${language}-calendar-week`, title("calendar"));
      await open("/shifts-roster?tab=vacant_shifts");
      await keep(page, `${language}-vacant-roster`, title("roster"));
      await open("/business-owner-shift-listing");
      await keep(page, `${language}-requests`, title("requests"));

      await signIn(page, "staff@brigade.demo");
      await speak(page, language);
      await open("/employee-home");
      await keep(page, `${language}-member-home`, /.+/);
      // Where to find them, in the run's log.
      console.log(`screenshots (${test.info().project.name}, ${language}): ${test.info().outputDir}`);
    });
  }
});
