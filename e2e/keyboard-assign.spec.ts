import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import type { Locator, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, downtownKitchen, hireLineCook, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { signIn } from "./support";

// A manager who works by keyboard alone fills the week's vacant shifts from the dashboard (issue 19): the skip link,
// the vacant list, the Assign Shift modal and back to the list, with focus asserted after each step; when a row goes
// (its last position filled) focus moves to the row now in its place, and to the heading once none is left (also on
// a page freshly loaded, whose heading was never focused before).

/** Presses Tab until `target` has focus (at most `limit` times), as a person tabbing through the page. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<number> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return presses;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
  return limit;
}

test("assign by keyboard from the dashboard; focus stays on the list as its rows fill and go", async ({ page }) => {
  const id = stamp();
  const name = `Breakfast ${id}`;
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  // Two one-position shifts of one name, on two days: the dashboard's vacant list, narrowed to that name, has two rows.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 6 });
  await scheduleShift(page, kitchen, { name, from: at(day, 7), to: at(day, 11), count: 1 });
  const next = day.add({ days: 1 });
  await scheduleShift(page, kitchen, { name, from: at(next, 7), to: at(next, 11), count: 1 });
  const cook = await hireLineCook(page, kitchen, `Kim ${id}`);

  const query = `location_id=${kitchen.locationId}&tab=vacant_shifts&day_part=${encodeURIComponent(name)}`;
  await page.goto(`/dashboard?${query}`);
  const heading = page.getByRole("heading", { name: "Dashboard", level: 1 });
  const rows = page.getByRole("table", { name: "Vacant shifts", exact: true }).locator("tbody tr");
  await expect(rows).toHaveCount(2);

  // The skip link, first, leads to the page's heading.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(heading).toBeFocused();

  for (const remaining of [1, 0]) {
    const assign = rows.first().getByRole("button", { name: /^Assign/ });
    await tabTo(page, assign);
    await page.keyboard.press("Enter");
    const modal = page.getByRole("dialog", { name: "Assign Shift" });
    await expect(modal).toBeVisible();
    await expect(modal.locator(":focus")).toHaveCount(1);

    // The employee, by typing and the arrow keys; Escape closes only the list of names.
    const employee = modal.getByRole("textbox", { name: "Employee" }).or(modal.getByLabel("Employee", { exact: true }));
    await tabTo(page, employee.first(), 20);
    await page.keyboard.type(`Kim ${id}`);
    await expect(page.getByRole("option", { name: cook.label })).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("option", { name: cook.label })).toBeHidden();
    await expect(modal).toBeVisible();
    await tabTo(page, modal.getByRole("button", { name: "Assign", exact: true }), 20);
    await page.keyboard.press("Enter");
    await expect(page.getByText(ASSIGN_MESSAGES.assigned).first()).toBeVisible();
    await expect(modal).toBeHidden();

    // The row filled goes; focus is on the row now in its place, or on the heading once the list is empty.
    if (remaining === 1) {
      await expect(rows).toHaveCount(1);
      await expect(rows.first().getByRole("button", { name: /^Assign/ })).toBeFocused();
      // The last one from the page opened afresh, tabbing from its top: its heading has not taken focus before.
      await page.reload();
      await expect(rows).toHaveCount(1);
    } else {
      // The empty state of the list, not of a dashboard panel below it that the name narrows to nothing as well.
      await expect(page.getByRole("region", { name: "Schedule" }).getByText("No Record Found")).toBeVisible();
      await expect(heading).toBeFocused();
    }
  }
});
