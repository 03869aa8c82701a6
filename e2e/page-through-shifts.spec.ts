import { expect, test } from "./fixtures";
import { choose, expectAccessible, openFilters, signIn } from "./support";

// The owner reads the Shifts list of this week and next a page at a time: a chain has thousands.

test("page through the shifts, change the page size, and start again at page 1 on a new filter", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  await page.goto("/shifts");
  const count = page.getByRole("status").filter({ hasText: /^\d+ shifts?$/ });
  await expect(count).toBeVisible();
  // The count is the whole period's, not the page's.
  const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(20);
  const rows = page.getByRole("button", { name: /^Edit / });
  const showing = page.getByText(/^Showing \d+ to \d+ of \d+ entries$/);

  await expect(showing).toHaveText(`Showing 1 to 10 of ${total} entries`);
  await expect(rows).toHaveCount(10);
  const firstPage = await rows.first().getAttribute("aria-label");
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(showing).toHaveText(`Showing 11 to 20 of ${total} entries`);
  await expect(rows.first()).not.toHaveAttribute("aria-label", firstPage ?? "");

  await choose(page, "Entries per page", "20", "20");
  await expect(showing).toHaveText(`Showing 1 to 20 of ${total} entries`);
  await expect(rows).toHaveCount(20);
  await page.getByRole("button", { name: "Page 2", exact: true }).click();
  await expect(showing).toHaveText(`Showing 21 to ${Math.min(40, total)} of ${total} entries`);
  await expect(count).toHaveText(`${total} shifts`);
  await expectAccessible(page);

  // Another filter is another list: it starts at its first page.
  await openFilters(page);
  await page.getByRole("radiogroup", { name: "Day Part" }).getByRole("radio", { name: "Lunch" }).click();
  await expect(page).toHaveURL(/day_part=Lunch/);
  if (await page.getByRole("button", { name: "Filters", exact: true }).isVisible()) await page.keyboard.press("Escape");
  await expect(count).not.toHaveText(`${total} shifts`);
  await expect(showing).toHaveText(/^Showing 1 to \d+ of \d+ entries$/);
});
