import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { onPhone, signIn } from "./support";

// Each table's row action is where the eye and the pointer are (issue 19): on a laptop and on a phone, the first
// row's action is inside the viewport without any sideways scroll of the page, and it can be clicked as it is.

/** The first row's action button of the page's list (the table with row actions, not a date picker's month). */
const firstAction = (page: Page) =>
  page
    .locator("table.brigade-action-table")
    .first()
    .locator("tbody tr")
    .first()
    .locator("td")
    .last()
    .getByRole("button")
    .first();

async function expectActionInView(page: Page) {
  const action = firstAction(page);
  await expect(action).toBeVisible();
  await expect(action).toBeInViewport();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBe(0);
  // Clickable where it is: nothing covers it and the page does not move to reach it.
  await action.click({ trial: true });
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  return action;
}

test("the first row's action is in view on the rosters, the shifts, the team and both request lists", async ({
  page,
}) => {
  await signIn(page, "owner@brigade.demo");
  for (const path of [
    "/shifts-roster?tab=vacant_shifts",
    "/shifts",
    "/team-member-record",
    "/business-owner-shift-listing",
    "/team-member-requests",
  ]) {
    await page.goto(path);
    await test.step(path, () => expectActionInView(page));
  }

  // Assign, clicked as it is, opens its dialog. A phone's card keeps every value, also those a laptop's narrow box
  // leaves out.
  await page.goto("/shifts-roster?tab=vacant_shifts");
  const assign = await expectActionInView(page);
  const location = page.locator("table.brigade-action-table tbody tr").first().locator('td[data-label="Location"]');
  if (onPhone(page)) await expect(location).toBeVisible();
  await assign.click();
  const dialog = page.getByRole("dialog", { name: "Assign Shift" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});
