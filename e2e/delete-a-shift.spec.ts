import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, hireLineCook, type Kitchen, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { eventOnDay, expectAccessible, signIn, watchConsole } from "./support";

// The owner deletes shifts: the confirmation says when people are booked on one, and a shift that has
// started stays (the server refuses it).

/** Gives the shift's one slot to the employee through the API. */
async function assign(page: Page, kitchen: Kitchen, shift: { id: number; slotId: number }, employeeId: number) {
  const res = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: employeeId, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The shifts table showing one shift: its location, its day ("YYYY-MM-DD") and its name as the Day Part. */
async function openShiftsOn(page: Page, kitchen: Kitchen, day: string, name: string) {
  await page.goto(`/shifts?location=${kitchen.locationId}&date=${day}&day_part=${encodeURIComponent(name)}`);
  await expect(page.getByRole("heading", { name: "Shifts", level: 1 })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

test("deleting a shift people are booked on says how many positions it releases", async ({ page }) => {
  const id = stamp();
  const name = `Reception ${id}`;
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 5 });
  const shift = await scheduleShift(page, kitchen, { name, from: at(day, 12), to: at(day, 14), count: 3 });
  await assign(page, kitchen, shift, (await hireLineCook(page, kitchen, `Dora ${id}`)).id);
  await assign(page, kitchen, shift, (await hireLineCook(page, kitchen, `Dean ${id}`)).id);

  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&day_part=${encodeURIComponent(name)}`);
  const event = await eventOnDay(page, day.toString(), new RegExp(name));
  await event.click();
  const panel = page.getByRole("dialog", { name: new RegExp(name) });
  await panel.getByRole("button", { name: "Delete shift" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this shift?" });
  await expect(confirm.getByText("This shift has 2 booked positions; deleting it releases them.")).toBeVisible();
  await expectAccessible(page);
  // Cancel keeps it.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(panel).toBeVisible();

  await panel.getByRole("button", { name: "Delete shift" }).click();
  await confirm.getByRole("button", { name: "Delete shift" }).click();
  await expect(page.getByText(SHIFT_MESSAGES.deleted)).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(event).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a shift without bookings keeps the plain confirmation; one that has started is not deleted", async ({ page }) => {
  const id = stamp();
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);

  const quiet = `Quiet ${id}`;
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 6 });
  await scheduleShift(page, kitchen, { name: quiet, from: at(day, 9), to: at(day, 11), count: 1 });
  await openShiftsOn(page, kitchen, day.toString(), quiet);
  await row(page, quiet)
    .getByRole("button", { name: new RegExp(`^Delete ${quiet} on`) })
    .click();
  const confirm = page.getByRole("dialog", { name: "Delete this shift?" });
  await expect(confirm).toContainText(`${quiet} on`);
  await expect(confirm).toContainText("and all its bookings will be removed.");
  await expect(confirm).not.toContainText("booked position");
  await confirm.getByRole("button", { name: "Delete shift" }).click();
  await expect(page.getByText(SHIFT_MESSAGES.deleted)).toBeVisible();
  await expect(row(page, quiet)).toHaveCount(0);

  // A shift under way: made for later, then moved to have begun an hour ago (an edit may do that).
  const busy = `Under way ${id}`;
  const shift = await scheduleShift(page, kitchen, { name: busy, from: at(day, 13), to: at(day, 15), count: 1 });
  const now = Temporal.Now.instant();
  const moved = await page.request.put(`/api/shift/${shift.id}`, {
    headers: await csrf(page),
    data: {
      name: busy,
      from: now.subtract({ hours: 1 }).toString(),
      to: now.add({ hours: 3 }).toString(),
      location_id: kitchen.locationId,
      chunk: 1,
      areas: [{ id: kitchen.areaId, area_role: [{ id: kitchen.lineCookId, count: 1 }] }],
    },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const started = ((await moved.json()).payload.interval as string).split("-").reverse().join("-");
  await openShiftsOn(page, kitchen, started, busy);
  await row(page, busy)
    .getByRole("button", { name: new RegExp(`^Delete ${busy} on`) })
    .click();
  await confirm.getByRole("button", { name: "Delete shift" }).click();
  await expect(page.getByText(SHIFT_MESSAGES.startedCannotDelete)).toBeVisible();
  await expect(row(page, busy)).toHaveCount(1);
  expect(errors).toEqual([]);
});
