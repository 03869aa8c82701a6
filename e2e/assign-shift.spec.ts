import { ASSIGN_MESSAGES, CROSSES_LIMIT_CONFIRMATION, OVERTIME_CONFIRMATION } from "@brigade/contract/assignments";
import { WORK_RULE_DEFAULTS } from "@brigade/contract/work-rules";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import {
  at,
  csrf,
  downtownKitchen,
  eventDay,
  hireLineCook,
  type Kitchen,
  NEW_YORK,
  pickEmployee,
  scheduleShift,
  stamp,
} from "./scheduling";
import { eventOnDay, expectAccessible, signIn, watchConsole } from "./support";

// The owner fills a shift from the calendar's detail panel: Vacant tab, Assign Shift, the modal.

/** Opens the shift's detail panel from the month view of its day and presses the slot's Assign Shift. */
async function openAssign(page: Page, kitchen: Kitchen, name: string, day: Temporal.PlainDate) {
  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&day_part=${encodeURIComponent(name)}`);
  await (await eventOnDay(page, day.toString(), new RegExp(name))).click();
  const panel = page.getByRole("dialog", { name: new RegExp(name) });
  await expect(panel).toBeVisible();
  await panel.getByRole("tab", { name: "Vacant" }).click();
  await panel.getByRole("button", { name: "Assign Shift" }).click();
  const modal = page.getByRole("dialog", { name: "Assign Shift" });
  await expect(modal).toBeVisible();
  return { panel, modal };
}

test("assign two employees into a shift with room; the Vacant tab counts down", async ({ page }) => {
  const id = stamp();
  const name = `Prep ${id}`;
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 3 });
  await scheduleShift(page, kitchen, { name, from: at(day, 15), to: at(day, 17), count: 3 });
  const first = await hireLineCook(page, kitchen, `Aaron ${id}`);
  const second = await hireLineCook(page, kitchen, `Abby ${id}`);

  const { panel, modal } = await openAssign(page, kitchen, name, day);
  await expect(panel.getByText("3 remaining")).toBeVisible();
  // Location, role and the slot come from the shift and the slot pressed; the slot reads in New York time.
  await expect(modal.getByLabel("Location")).toHaveValue("Downtown");
  await expect(modal.getByRole("combobox", { name: "Role/Position" })).toHaveValue("Line Cook (Kitchen)");
  await expect(modal.getByRole("combobox", { name: "Time Slot" })).toHaveValue(
    /^\d{2} \w{3} \d{2} 03:00 PM – \d{2} \w{3} \d{2} 05:00 PM$/,
  );
  // Neither Escape nor a click beside it closes the modal; it has no close icon.
  await page.keyboard.press("Escape");
  await expect(modal).toBeVisible();
  await expect(panel).toBeVisible();
  await expectAccessible(page);

  // Assign with nobody chosen is refused on the spot.
  await modal.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(modal.getByText(ASSIGN_MESSAGES.employeeRequired)).toBeVisible();

  await pickEmployee(page, first.name, first.label);
  await pickEmployee(page, second.name, second.label);
  await expect(modal.getByText(ASSIGN_MESSAGES.employeeRequired)).toHaveCount(0);
  // A second press while the first submit runs is ignored: nobody is sent twice.
  await modal.getByRole("button", { name: "Assign", exact: true }).dblclick();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(panel.getByText("1 remaining")).toBeVisible();
  await expect(page.getByText(ASSIGN_MESSAGES.alreadyInSlot)).toHaveCount(0);

  // Both are on the schedule, and the next opening starts empty and no longer offers them.
  await panel.getByRole("tab", { name: "Schedule" }).click();
  await expect(panel.getByText(first.name)).toBeVisible();
  await expect(panel.getByText(second.name)).toBeVisible();
  await panel.getByRole("tab", { name: "Vacant" }).click();
  await panel.getByRole("button", { name: "Assign Shift" }).click();
  await expect(modal.getByText(ASSIGN_MESSAGES.employeeRequired)).toHaveCount(0);
  const field = modal.getByLabel("Employee", { exact: true });
  await field.click();
  await field.fill(id);
  await expect(page.getByText("No employee can take this time slot")).toBeVisible();
  await page.keyboard.press("Escape");
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();
  expect(errors).toEqual([]);
});

test("past 40 hours a week the manager confirms: first crossing the limit, then already at it", async ({ page }) => {
  const id = stamp();
  const name = `Banquet ${id}`;
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  // A week with no demo shifts: Monday at least eight days ahead, in New York.
  let monday = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 8 });
  while (monday.dayOfWeek !== 1) monday = monday.add({ days: 1 });
  const wednesday = monday.add({ days: 2 });
  const thursday = monday.add({ days: 3 });
  const cook = await hireLineCook(page, kitchen, `Otto ${id}`);
  // 38 hours from Monday 06:00 to Tuesday 20:00, held by the cook; the banquet adds 4 more.
  const marathon = await scheduleShift(page, kitchen, {
    name: `Marathon ${id}`,
    from: at(monday, 6),
    to: at(monday.add({ days: 1 }), 20),
    count: 1,
  });
  const held = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: cook.id, shift_id: marathon.id, area_role_id: kitchen.lineCookId, slot_id: marathon.slotId },
  });
  expect(held.status(), await held.text()).toBe(200);
  await scheduleShift(page, kitchen, { name, from: at(wednesday, 15), to: at(wednesday, 19), count: 1 });

  // 38 held: the spec's "already scheduled 40 hours" would be false; the question says where this one leads.
  const { panel, modal } = await openAssign(page, kitchen, name, wednesday);
  await pickEmployee(page, cook.name, cook.label);
  await modal.getByRole("button", { name: "Assign", exact: true }).click();
  // The demo business keeps the default weekly hours that ask for confirmation (the spec's 40).
  const limit = WORK_RULE_DEFAULTS.confirm_week_hours;
  const crossing = page.getByRole("dialog", { name: CROSSES_LIMIT_CONFIRMATION.title(limit) });
  await expect(crossing.getByText(CROSSES_LIMIT_CONFIRMATION.text(cook.name, 42, limit))).toBeVisible();
  await expect(crossing.getByText(OVERTIME_CONFIRMATION.text(limit))).toHaveCount(0);
  await expect(crossing.getByLabel("Warning")).toBeVisible();
  await expectAccessible(page);
  // Cancel assigns nobody.
  await crossing.getByRole("button", { name: CROSSES_LIMIT_CONFIRMATION.cancel }).click();
  await expect(modal).toBeHidden();
  await expect(panel.getByText("1 remaining")).toBeVisible();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toHaveCount(0);

  await panel.getByRole("button", { name: "Assign Shift" }).click();
  await pickEmployee(page, cook.name, cook.label);
  await modal.getByRole("button", { name: "Assign", exact: true }).click();
  await crossing.getByRole("button", { name: CROSSES_LIMIT_CONFIRMATION.confirm }).click();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(panel.getByText("0 remaining")).toBeVisible();
  // Its event behind the panel is no longer vacant, and its name (the time as shown: start in month, range in a
  // phone's day view; title; day) says so.
  const named = new RegExp(`^03:00 PM (– 07:00 PM )?${name} on ${eventDay(wednesday)}$`);
  await expect(page.getByRole("button", { name: named })).toHaveCount(1);
  await expect(page.getByRole("button", { name: `Vacant Shift - ${name}` })).toHaveCount(0);

  // Now 42 held: the spec's confirmation, letter for letter.
  const supper = `Supper ${id}`;
  await scheduleShift(page, kitchen, { name: supper, from: at(thursday, 15), to: at(thursday, 19), count: 1 });
  const again = await openAssign(page, kitchen, supper, thursday);
  await pickEmployee(page, cook.name, cook.label);
  await again.modal.getByRole("button", { name: "Assign", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: OVERTIME_CONFIRMATION.title });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(OVERTIME_CONFIRMATION.text(limit))).toBeVisible();
  await expect(confirm.getByLabel("Warning")).toBeVisible();
  await expect(confirm.getByRole("button", { name: OVERTIME_CONFIRMATION.cancel })).toBeVisible();
  await confirm.getByRole("button", { name: OVERTIME_CONFIRMATION.confirm }).click();
  await expect(again.modal).toBeHidden();
  await expect(again.panel.getByText("0 remaining")).toBeVisible();
  expect(errors).toEqual([]);
});

test("an assignment the server refuses names the employee and says why", async ({ page }) => {
  const id = stamp();
  const name = `Brunch ${id}`;
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 4 });
  const shift = await scheduleShift(page, kitchen, { name, from: at(day, 15), to: at(day, 17), count: 1 });
  const late = await hireLineCook(page, kitchen, `Lena ${id}`);
  const early = await hireLineCook(page, kitchen, `Eric ${id}`);

  const { modal } = await openAssign(page, kitchen, name, day);
  await pickEmployee(page, late.name, late.label);
  // Someone else takes the last position meanwhile.
  const taken = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: early.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(taken.status()).toBe(200);
  await modal.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText(`${late.name}: ${ASSIGN_MESSAGES.slotFull}`)).toBeVisible();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toHaveCount(0);
  // The dialog closes after the attempt, as after any submit.
  await expect(modal).toBeHidden();
  expect(errors).toEqual([]);
});
