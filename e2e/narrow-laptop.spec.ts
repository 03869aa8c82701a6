import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { downtownKitchen, NEW_YORK } from "./scheduling";
import { logOut, signIn } from "./support";

// On a laptop (issue 19) the navigation can be a column of icons whose labels come on hover and focus, and the
// filter column beside a list can be hidden, which each user's device remembers: the roster's table then has room
// for every column. From 1280 px the navigation shows its labels (issue 36, navigation.spec.ts); a person who wants
// the width folds it to icons, as the tests of a list's width below do first.

/** Folds the labelled navigation to icons, as a person at 1280 px does to give a page the width. */
async function foldNavigation(page: Page) {
  await page.getByRole("button", { name: "Collapse navigation" }).click();
  await expect(page.getByRole("button", { name: "Expand navigation" })).toBeVisible();
}

test("below 1280 px the navigation shows icons with their labels on hover and focus, and keeps their names", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await signIn(page, "owner@brigade.demo");
  await page.goto("/shifts-roster?tab=vacant_shifts");
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  const calendar = nav.getByRole("link", { name: "Calendar", exact: true });
  await expect(calendar).toBeVisible();
  // Only the icon shows: the column is narrow and the label's text is not on screen.
  expect((await nav.boundingBox())?.width).toBeLessThan(80);
  await expect(calendar.getByText("Calendar", { exact: true })).toBeHidden();

  await calendar.hover();
  await expect(page.getByRole("tooltip", { name: "Calendar" })).toBeVisible();

  // By keyboard: the label shows on focus too, and Enter follows the link.
  const dashboard = nav.getByRole("link", { name: "Dashboard", exact: true });
  await dashboard.focus();
  await expect(page.getByRole("tooltip", { name: "Dashboard" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeFocused();
});

test("the filters beside the roster hide and come back, remembered per user on the device", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  await page.goto("/shifts-roster?tab=vacant_shifts");
  await foldNavigation(page);
  const table = page.getByRole("table", { name: "Vacant shifts" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  const filters = page.getByRole("region", { name: "Filters" });
  await expect(filters).toBeVisible();
  const hide = page.getByRole("button", { name: "Hide filters" });
  await expect(hide).toHaveAttribute("aria-expanded", "true");

  // With the filters beside it, the column of lower priority (Location: the filter narrows it) gives way and the
  // times fold under their dates, so the rest fits without scrolling; the key columns and the action stay. With the
  // filters hidden, every column is back and still fits.
  const box = table.locator("xpath=ancestor::div[contains(@class, 'brigade-action-scroll')]");
  const overflow = () => box.evaluate((el) => el.scrollWidth - el.clientWidth);
  const header = (name: string) => table.getByRole("columnheader", { name, exact: true });
  await expect(header("Location")).toBeHidden();
  for (const name of ["Shift", "From", "To", "Area Role", "Remaining Slots", "Type", "Action"])
    await expect(header(name)).toBeVisible();
  expect(await overflow()).toBe(0);
  await expect(table.getByRole("button", { name: /^Assign/ }).first()).toBeInViewport();
  await hide.press("Enter");
  const show = page.getByRole("button", { name: "Show filters" });
  await expect(show).toBeFocused();
  await expect(show).toHaveAttribute("aria-expanded", "false");
  await expect(filters).toBeHidden();
  await expect(header("Location")).toBeVisible();
  await expect.poll(overflow).toBe(0);
  await expect(table.getByRole("button", { name: /^Assign/ }).first()).toBeInViewport();

  // Remembered on this device: a reload keeps them hidden, here and beside the calendar.
  await page.reload();
  await expect(page.getByRole("button", { name: "Show filters" })).toBeVisible();
  await expect(filters).toBeHidden();
  await page.goto("/calendar");
  await expect(page.getByRole("button", { name: "Show filters" })).toBeVisible();

  // Another user of the same device has their own choice.
  await logOut(page);
  await signIn(page, "manager@brigade.demo");
  await page.goto("/shifts-roster?tab=vacant_shifts");
  await expect(page.getByRole("region", { name: "Filters" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide filters" })).toBeVisible();
  await logOut(page);

  await signIn(page, "owner@brigade.demo");
  await page.goto("/shifts-roster?tab=vacant_shifts");
  await page.getByRole("button", { name: "Show filters" }).click();
  await expect(filters).toBeVisible();
  await expect(page.getByRole("button", { name: "Hide filters" })).toBeFocused();
});

test("the Employees view fits the week at 1280 px, with each person's hours and cost and the week's total", async ({
  page,
}) => {
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  await page.goto(`/calendar?location=${kitchen.locationId}&calendar_view=employee`);
  // Beside the navigation's labels: only the filters are hidden.
  await expect(page.getByRole("button", { name: "Collapse navigation" })).toBeVisible();
  await page.getByRole("button", { name: "Hide filters" }).click();
  const week = page.getByRole("region", { name: "Employee week" });
  await expect(week.getByRole("columnheader")).toHaveCount(8);
  // Seven days without scrolling sideways: Sunday's column ends inside the grid's box.
  const box = await week.boundingBox();
  const sunday = await week.getByRole("columnheader").nth(7).boundingBox();
  expect(sunday && box && sunday.x + sunday.width <= box.x + box.width + 1).toBe(true);
  expect(await week.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // The week's cost as the labour figures price it, per person and in all.
  const today = Temporal.Now.plainDateISO(NEW_YORK);
  const monday = today.subtract({ days: today.dayOfWeek - 1 });
  const day = (d: Temporal.PlainDate) => d.toString().split("-").reverse().join("-");
  const res = await page.request.get(
    `/api/labour/cost?location_id=${kitchen.locationId}&from=${day(monday)}&to=${day(monday.add({ days: 6 }))}`,
  );
  const cost = (await res.json()).payload as { totals: { scheduled_cost: string; scheduled_hours: number } };
  const dollars = (amount: string) => `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  const total = week.getByRole("rowheader").filter({ hasText: "Week total" });
  await expect(total).toContainText(`${cost.totals.scheduled_hours} h · ${dollars(cost.totals.scheduled_cost)}`);
  // A person's line: their shifts, then hours and cost ("Total Shifts: 5" "38.5 h · $770.00").
  await expect(
    week
      .getByRole("rowheader")
      .filter({ hasText: /Total Shifts: \d+[\d.]+ h · \$[\d,]+\.\d\d/ })
      .first(),
  ).toBeVisible();
});
