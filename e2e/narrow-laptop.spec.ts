import { expect, test } from "./fixtures";
import { logOut, signIn } from "./support";

// On a 1280 px laptop (issue 19) the navigation is a column of icons whose labels come on hover and focus, and the
// filter column beside a list can be hidden, which each user's device remembers: the roster's table then has room
// for every column.

test("the navigation shows icons with their labels on hover and focus, and keeps their names", async ({ page }) => {
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
