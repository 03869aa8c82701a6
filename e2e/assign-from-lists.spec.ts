import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, downtownKitchen, hireLineCook, NEW_YORK, pickEmployee, scheduleShift, stamp } from "./scheduling";
import { signIn, watchConsole } from "./support";

// The Assign Shift modal opened from the vacant roster and from the vacant-employee week.

test("assign two employees from the vacant roster; its remaining count drops", async ({ page }) => {
  const id = stamp();
  const name = `Roster ${id}`;
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 4 });
  await scheduleShift(page, kitchen, { name, from: at(day, 15), to: at(day, 17), count: 3 });
  const first = await hireLineCook(page, kitchen, `Rory ${id}`);
  const second = await hireLineCook(page, kitchen, `Rita ${id}`);

  await page.goto(`/shifts-roster?tab=vacant_shifts&day_part=${encodeURIComponent(name)}`);
  const row = page.getByRole("row", { name: new RegExp(name) });
  // The cell under Remaining Slots (a narrow box leaves out Location, so not by its place in the row).
  const remaining = row.locator('td[data-label="Remaining Slots"]');
  await expect(remaining).toHaveText("3");
  await row.getByRole("button", { name: `Assign ${name}, Line Cook` }).click();

  const modal = page.getByRole("dialog", { name: "Assign Shift" });
  await expect(modal.getByRole("combobox", { name: "Role/Position" })).toHaveValue("Line Cook (Kitchen)");
  await expect(modal.getByRole("combobox", { name: "Time Slot" })).toHaveValue(/03:00 PM – .* 05:00 PM$/);
  await pickEmployee(page, first.name, first.label);
  await pickEmployee(page, second.name, second.label);
  await modal.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(remaining).toHaveText("1");

  // The schedule roster now lists both.
  await page.goto(`/shifts-roster?tab=schedule_shifts&day_part=${encodeURIComponent(name)}`);
  await expect(page.getByRole("row", { name: new RegExp(first.name) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(second.name) })).toBeVisible();
  expect(errors).toEqual([]);
});

test("assign from the vacant-employee week: the employee comes pre-filled and fixed", async ({ page }) => {
  const id = stamp();
  const name = `Week ${id}`;
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 5 });
  await scheduleShift(page, kitchen, { name, from: at(day, 6), to: at(day, 8), count: 1 });
  const cook = await hireLineCook(page, kitchen, `Vera ${id}`);

  await page.goto(`/calendar?calendar_view=vacant_employee&location=${kitchen.locationId}&date=${day}`);
  await page.getByRole("textbox", { name: "Search By Name" }).fill(cook.name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const assign = page.getByRole("button", { name: `Assign Shift: ${name}, Line Cook, to ${cook.name}` });
  await assign.click();

  const modal = page.getByRole("dialog", { name: "Assign Shift" });
  await expect(modal.getByText(cook.label)).toBeVisible();
  await expect(modal.getByRole("textbox", { name: "Employee" }).or(modal.getByLabel("Employee"))).toBeDisabled();
  await expect(modal.getByRole("combobox", { name: "Time Slot" })).toHaveValue(/06:00 AM – .* 08:00 AM$/);
  await modal.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toBeVisible();
  await expect(modal).toBeHidden();
  // The position is taken: the week no longer offers it to anyone.
  await expect(assign).toHaveCount(0);
  expect(errors).toEqual([]);
});
