import { formatDay } from "@brigade/contract/dates";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { NEW_YORK } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, signIn, watchConsole } from "./support";

// Issue 37, the Sales page: a manager checks a till's CSV export (its first rows, what it would import, the line it
// rejects), imports it, sees the day's total in the history, and undoes the import. Also at 390 px: nothing scrolls
// sideways, whatever the file's width (its preview scrolls in its own box).

/** Runs a check at 390 px once the page has laid itself out again (its tables and charts follow their box), then
 * goes back to the laptop's width. */
async function atPhoneWidth(page: Page, check: () => Promise<void>): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeVisible();
  await expect(check).toPass({ timeout: 5000 });
  await page.setViewportSize({ width: 1366, height: 900 });
}

test("a manager checks a sales file, imports it, sees the day's total and undoes the import", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "manager@brigade.demo");
  // Yesterday in Downtown (New York, the first location): inside the default period, the 4 weeks ending today there.
  const day = Temporal.Now.plainDateISO(NEW_YORK).subtract({ days: 1 });
  const csv = ["date,time,amount,ticket", `${day},12:05,25.50,1`, `${day},12:10,14.50,2`, `${day},25:99,3.00,3`];

  await page.goto("/sales");
  await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Downtown");
  await expect(page.getByText("No sales history yet")).toBeVisible();

  const file = page.getByLabel("CSV file");
  await file.setInputFiles({ name: "till.csv", mimeType: "text/csv", buffer: Buffer.from(csv.join("\n")) });
  // The first rows as the browser read them, then the dry run's summary and the line it rejects.
  await expect(page.getByRole("table", { name: "The first rows of till.csv" }).getByRole("row")).toHaveCount(4);
  await expect(page.getByText("Read as tickets")).toBeVisible();
  const figure = (name: string) => page.locator("dt", { hasText: name }).locator("xpath=following-sibling::dd");
  await expect(figure("Rows read")).toHaveText("3");
  await expect(figure("Rows rejected")).toHaveText("1");
  await expect(figure("Days covered")).toHaveText(formatDay(day));
  await expect(page.getByRole("table", { name: "Rejected lines" }).getByRole("row").nth(1)).toHaveText(
    "4The time must be HH:mm or HH:mm:ss.",
  );
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page));

  // Imported from the keyboard; focus goes to the server's message as the button goes with the file.
  await page.getByRole("button", { name: "Import", exact: true }).focus();
  await page.keyboard.press("Enter");
  const done = page.getByRole("status").filter({ hasText: "1 interval of sales history imported." });
  await expect(done).toBeFocused();
  await expect(file).toHaveValue("");

  // The day's total in the chart's table, and the import in the list.
  const byDay = page.getByRole("table", { name: "Sales by day" });
  await expect(byDay.getByRole("row", { name: formatDay(day) })).toHaveText(`${formatDay(day)}$40.00`);
  const imports = page.getByRole("table", { name: "Latest imports" });
  await expect(imports.getByRole("row")).toHaveCount(2);
  await expect(imports.getByRole("row").nth(1)).toContainText(`Tickets${formatDay(day)}11`);
  await expectAccessible(page);
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page));

  // Undone after its confirmation: the history is gone, and focus, whose row went, is on the page's heading.
  await imports.getByRole("button", { name: /^Undo import of / }).click();
  const dialog = page.getByRole("dialog", { name: "Undo this import?" });
  await dialog.getByRole("button", { name: "Undo import" }).click();
  await expect(page.getByText("The import's sales history was removed.")).toBeVisible();
  await expect(page.getByText("No file imported yet.")).toBeVisible();
  await expect(page.getByText("No sales history yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sales", level: 1 })).toBeFocused();
  expect(errors).toEqual([]);
});
