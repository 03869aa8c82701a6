import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { downtownKitchen, NEW_YORK } from "./scheduling";
import { expectAccessible, logIn } from "./support";

// The keyboard's first steps on every signed-in page (issue 19): a skip link is the first stop and leads to the
// page's heading; a page change leaves focus on the new page's heading, not on the navigation; a focused field
// shows a ring as clear as a button's.

test("a skip link first, the heading after a page change, and a ring around a focused field", async ({
  page,
  isMobile,
}) => {
  await logIn(page, "owner@brigade.demo");
  await page.goto("/dashboard");
  const dashboard = page.getByRole("heading", { name: "Dashboard", level: 1 });
  await expect(dashboard).toBeVisible();

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press("Enter");
  await expect(dashboard).toBeFocused();

  // To Team Members by the navigation, with the keyboard: focus lands on that page's heading.
  if (isMobile) await page.getByRole("button", { name: "Open navigation" }).click();
  const link = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Team Members" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Team Members", level: 1 })).toBeFocused();

  // A text field with focus has a 2 px outline, as buttons do.
  await page.goto("/business-profile");
  const field = page.getByRole("textbox", { name: "Business name" });
  await field.focus();
  const ring = await field.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(ring).toEqual({ width: "2px", style: "solid" });
});

test("the Create Shift picker names its time fields and leaves focus on its field once confirmed", async ({ page }) => {
  await logIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  // A day no other journey schedules; its cell is clicked in its top-left corner, above any event.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 47 }).toString();
  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}`);
  const cell = page.locator(`[role="cell"][data-date="${day}"]`);
  await cell.click({ position: { x: 6, y: 6 } });
  const dialog = page.getByRole("dialog", { name: "Create Shift" });
  const from = dialog.getByLabel("From", { exact: true });
  await expect(from).toBeEnabled();
  await from.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("button", { name: "Confirm date and time" });
  await expect(confirm).toBeVisible();
  await expect(page.getByLabel("Hours", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Minutes", { exact: true })).toBeVisible();
  await expect(page.getByLabel("AM or PM", { exact: true })).toBeVisible();
  await confirm.click();
  await expect(confirm).toBeHidden();
  await expect(from).toBeFocused();
  // Create Shift closes only by its buttons.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});
