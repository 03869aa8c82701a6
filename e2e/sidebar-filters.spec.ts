import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, openFilters, signIn } from "./support";

// A manager narrows the shifts listing with the paged sidebar filters: Employees, Work Area and Roles.

const field = (page: Page, label: string) => page.getByRole("combobox", { name: label, exact: true });
/** The open list of a paged filter (labelled by the field's label). */
const list = (page: Page, label: string) => page.getByRole("listbox", { name: label, exact: true });

/** Scrolls the open list to its end, as a person does to see more. */
async function scrollToEnd(listbox: Locator): Promise<void> {
  await listbox.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
}

test("Employees, Work Area and Roles search and page on the server and survive a reload", async ({ page }) => {
  await signIn(page, "manager@brigade.demo");
  const team = await page.request.get("/api/employee/team-member?employee_status=active_employee&length=10");
  const activeTotal: number = (await team.json()).payload.paginated.total;
  expect(activeTotal).toBeGreaterThan(10);

  await page.goto("/shifts");
  await expect(page.getByRole("heading", { name: "Shifts", exact: true })).toBeVisible();
  await openFilters(page);

  // Searching by part of a name asks the server; picking the person puts them in the URL.
  const employees = field(page, "Employees");
  await employees.click();
  await employees.fill("nobody by this name");
  await expect(list(page, "Employees").getByText("No employee found")).toBeVisible();
  await employees.fill("ava ch");
  const ava = list(page, "Employees").getByRole("option", { name: /Ava Chen/ });
  await expect(ava).toBeVisible();
  await expect(ava).toContainText("ava@brigade.demo");
  await expect(list(page, "Employees").getByRole("option")).toHaveCount(1);
  const filtered = page.waitForResponse((r) => /\/api\/shift\/index\?.*employee_id=\d+/.test(r.url()));
  await ava.click();
  await expect(page).toHaveURL(/[?&]employees=\d+/);
  const employeeId = new URL(page.url()).searchParams.get("employees");

  // The count is the total the server gave for that employee, over all its pages.
  const response = await filtered;
  expect(new URL(response.url()).searchParams.get("employee_id")).toBe(employeeId);
  const total: number = (await response.json()).payload.paginated.total;
  await page.keyboard.press("Tab");
  if (total)
    await expect(page.getByRole("status").filter({ hasText: /shifts?$/ })).toHaveText(
      `${total} shift${total === 1 ? "" : "s"}`,
    );
  else await expect(page.getByText("No Record Found")).toBeVisible();

  // After a reload only the id is known: the pill still reads the name.
  await page.reload();
  await openFilters(page);
  const filters = page.getByRole("region", { name: "Filters" });
  await expect(filters.getByText("Ava Chen", { exact: true })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("employees")).toBe(employeeId);
  await expectAccessible(page);

  // Clearing, then scrolling to the end of the list, loads the next page.
  await page.getByRole("button", { name: "Clear Employees" }).click();
  await expect(page).not.toHaveURL(/employees=/);
  await employees.click();
  const options = list(page, "Employees").getByRole("option");
  await expect(options).toHaveCount(10);
  // Each scroll to the end loads one more page (other specs may have added team members meanwhile).
  await expect(async () => {
    await scrollToEnd(list(page, "Employees"));
    await expect(options).toHaveCount(activeTotal, { timeout: 1_000 });
  }).toPass();
  await expect(list(page, "Employees").getByText("Loading…")).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press("Tab");

  // A work area limits Roles to its own roles; changing areas clears the roles chosen.
  const areas = field(page, "Work Area");
  await areas.click();
  await areas.fill("kitch");
  await expect(list(page, "Work Area").getByRole("option")).toHaveCount(2);
  const byArea = page.waitForResponse((r) => /\/api\/shift\/index\?.*area_id=\d+/.test(r.url()));
  await list(page, "Work Area").getByRole("option", { name: "Kitchen (Downtown)" }).click();
  await expect(page).toHaveURL(/[?&]areas=\d+/);
  await page.keyboard.press("Tab");
  // The list narrowed and drawn first: its new height can move the filters under a click aimed at them.
  await byArea;
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /shifts?$/ })
      .or(page.getByText("No Record Found")),
  ).toBeVisible();

  const roles = field(page, "Roles");
  await roles.click();
  const roleOptions = list(page, "Roles").getByRole("option");
  await expect(roleOptions).toHaveText(["Line Cook (Kitchen)", "Prep Cook (Kitchen)", "Dishwasher (Kitchen)"]);
  await roles.fill("prep");
  await expect(roleOptions).toHaveText(["Prep Cook (Kitchen)"]);
  // Picked with the keyboard, as from the field.
  await roles.press("ArrowDown");
  await roles.press("Enter");
  await expect(page).toHaveURL(/[?&]roles=\d+/);
  await page.keyboard.press("Tab");

  await page.reload();
  await openFilters(page);
  await expect(filters.getByText("Kitchen (Downtown)", { exact: true })).toBeVisible();
  await expect(filters.getByText("Prep Cook (Kitchen)", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Clear Work Area" }).click();
  await expect(page).not.toHaveURL(/areas=|roles=/);
  await expect(filters.getByText("Prep Cook (Kitchen)", { exact: true })).toHaveCount(0);
});
