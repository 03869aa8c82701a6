import type { Page } from "@playwright/test";
import { expect, test, waitForReads } from "./fixtures";
import { expectNoSidewaysScroll, logOut, signIn } from "./support";

// Pictures of the main screens at a laptop's 1280 px and a phone's 390 px (issue 19), kept with the run's results
// (test-results/<this test>/*.png) for a person to look at. Each is taken once its page has its data and heading, and
// the page is checked not to scroll sideways, which a picture alone would not tell.

async function keep(page: Page, name: string, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await waitForReads(page);
  await expectNoSidewaysScroll(page);
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  await test.info().attach(name, { path, contentType: "image/png" });
}

test("the dashboard, calendar, vacant roster, requests and member home, as a person sees them", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  await page.goto("/dashboard");
  await keep(page, "dashboard", "Dashboard");
  await page.goto("/calendar");
  await keep(page, "calendar", "Shifts Schedule");
  await page.goto("/calendar?view=timeGridWeek");
  await keep(page, "calendar-week", "Shifts Schedule");
  await page.goto("/shifts-roster?tab=vacant_shifts");
  await keep(page, "vacant-roster", "Shifts Roster");
  await page.goto("/business-owner-shift-listing");
  await keep(page, "requests", "Shift Requests");
  await logOut(page);

  await signIn(page, "staff@brigade.demo");
  await page.goto("/employee-home");
  await keep(page, "member-home", /.+/);
  // Where to find them, in the run's log.
  console.log(`screenshots (${test.info().project.name}): ${test.info().outputDir}`);
});
