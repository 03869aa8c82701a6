import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, signIn, watchConsole } from "./support";

// The owner looks at the schedule by employee (a week, then a day), narrows it with the sidebar, and
// finds who could fill a vacancy in the vacant-employee week; the view stays in the URL.

const scheduleView = (page: Page, name: "Calendar" | "Employees" | "Vacant Employees") =>
  page.getByRole("radiogroup", { name: "Schedule view" }).getByText(name, { exact: true }).click();
const span = (page: Page, name: "Week" | "Day") =>
  page.getByRole("radiogroup", { name: "Timeline span" }).getByText(name, { exact: true }).click();

/** On a phone the filters sit behind a button (a drawer); on a desktop beside the page. */
async function openFilters(page: Page): Promise<boolean> {
  const button = page.getByRole("button", { name: "Filters", exact: true });
  const region = page.getByRole("region", { name: "Filters" });
  await expect(button.or(region).first()).toBeVisible();
  const inDrawer = await button.isVisible();
  if (inDrawer) await button.click();
  await expect(region).toBeVisible();
  return inDrawer;
}

const TIME_RANGE = /\d\d:\d\d [AP]M to \d\d:\d\d [AP]M/;

test("the owner sees who works when, by week and by day, and who could fill a vacancy", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  await page.goto("/calendar");
  await scheduleView(page, "Employees");
  await expect(page).toHaveURL(/calendar_view=employee/);

  // A week from Monday: a row per employee with their total, and their shifts' times in the cells.
  const week = page.getByRole("region", { name: "Employee week" });
  // A row per employee, then the week's totals.
  const rows = week.getByRole("rowheader").filter({ hasNotText: "Week total" });
  await expect(rows.filter({ hasText: "Total Shifts:" }).first()).toBeVisible();
  await expect(week.getByRole("columnheader")).toHaveCount(8);
  await expect(week.getByRole("columnheader").nth(1)).toHaveText(/^Mon \d\d$/);
  await expect(week.getByRole("cell").filter({ hasText: TIME_RANGE }).first()).toBeVisible();
  const everyone = await rows.count();
  expect(everyone).toBeGreaterThan(1);
  await expectAccessible(page);

  // One day: 24 hourly columns.
  await span(page, "Day");
  const day = page.getByRole("region", { name: "Employee day" });
  await expect(day.getByRole("columnheader")).toHaveCount(25);
  await expect(day.getByRole("columnheader").nth(1)).toHaveText("12am");
  await expect(day.getByRole("columnheader").nth(24)).toHaveText("11pm");
  await expect(day.getByRole("rowheader").filter({ hasText: "Total Shifts:" }).first()).toBeVisible();
  await expectAccessible(page);

  // Back to the week; Next week moves the dates in the header.
  await span(page, "Week");
  const title = page.getByRole("heading", { name: / – / });
  const thisWeek = (await title.textContent()) ?? "";
  await page.getByRole("button", { name: "Next week" }).click();
  await expect(title).not.toHaveText(thisWeek);
  await expect(rows.filter({ hasText: "Total Shifts:" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(title).toHaveText(thisWeek);

  // The Employees filter narrows the rows to that person.
  const name = ((await rows.first().locator("p").first().textContent()) ?? "").trim();
  const inDrawer = await openFilters(page);
  const employees = page.getByRole("combobox", { name: "Employees", exact: true });
  await employees.click();
  await employees.fill(name);
  await page
    .getByRole("listbox", { name: "Employees" })
    .getByRole("option", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(/[?&]employees=\d+/);
  if (inDrawer) await page.getByRole("button", { name: "Close the filters" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);

  // The vacant-employee week: employees with the vacancies they could take, searched by name.
  await scheduleView(page, "Vacant Employees");
  await expect(page).toHaveURL(/calendar_view=vacant_employee/);
  const vacant = page.getByRole("region", { name: "Vacant employees" });
  await expect(vacant.getByRole("rowheader").first()).toBeVisible();
  expect(await vacant.getByRole("rowheader").count()).toBeGreaterThan(1);
  await expect(vacant.getByRole("button", { name: "Assign Shift" }).first()).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ entries$/)).toBeVisible();
  await page.getByRole("textbox", { name: "Search By Name" }).fill("Ava Chen");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(vacant.getByRole("rowheader")).toHaveCount(1);
  await expect(vacant.getByRole("rowheader")).toContainText("Ava Chen");
  await expect(page.getByText("Showing 1 to 1 of 1 entries")).toBeVisible();
  await expectAccessible(page);

  // The view survives a reload; the calendar is one click away.
  await page.reload();
  await expect(page.getByRole("radio", { name: "Vacant Employees" })).toBeChecked();
  await expect(vacant.getByRole("rowheader").first()).toBeVisible();
  await scheduleView(page, "Calendar");
  await expect(page).not.toHaveURL(/calendar_view=/);
  await expect(page.getByRole("radiogroup", { name: "Calendar view" })).toBeVisible();
  expect(errors).toEqual([]);
});
