import { CALENDAR_MESSAGES } from "@brigade/contract/calendar";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, downtownKitchen, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { eventOnDay, expectAccessible, onPhone, signIn } from "./support";

// The calendar draws each shift from its lean feed; a click loads the shift in full, and a crowded day
// folds into "+N more".

const cell = (page: Page, date: string) => page.locator(`[role="cell"][data-date="${date}"]`);

test("an event's panel shows the shift loaded by its id, says so while loading and offers a retry", async ({
  page,
}) => {
  const name = `Brunch ${stamp()}`;
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 9 });
  const shift = await scheduleShift(page, kitchen, { name, from: at(day, 10), to: at(day, 14), count: 2 });

  // The shift's own endpoint fails until the panel has said so (the app asks again on a 5xx first); then it
  // answers once the panel has shown that it is loading.
  let failing = true;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/shift/${shift.id}`, async (route) => {
    if (failing) return route.fulfill({ status: 503, json: { message: "The server is busy." } });
    await released;
    return route.continue();
  });

  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&day_part=${encodeURIComponent(name)}`);
  await (await eventOnDay(page, day.toString(), `Vacant Shift - ${name}`)).click();
  // Named at once from the event, before the shift itself has loaded.
  const panel = page.getByRole("dialog", { name: `Vacant Shift - ${name}` });
  await expect(panel.getByRole("alert")).toContainText("The server is busy.");
  failing = false;
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(panel.getByRole("status")).toBeVisible();
  release();

  // What only the full shift has: its location, its zone and a slot with its open positions.
  await expect(panel.getByText("2 remaining")).toBeVisible();
  await expect(panel.getByText("Downtown", { exact: true })).toBeVisible();
  await expect(panel.getByText(/America\/New_York/)).toBeVisible();
  await expect(panel.getByText(/10:00 AM/).first()).toBeVisible();
  await expect(panel.getByRole("button", { name: "Assign Shift" })).toBeEnabled();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("a crowded day shows four shifts and a +N more that opens the day, from the keyboard too", async ({ page }) => {
  const name = `Rush ${stamp()}`;
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 10 });
  for (let hour = 8; hour < 14; hour++) {
    await scheduleShift(page, kitchen, { name, from: at(day, hour), to: at(day, hour + 1), count: 1 });
  }

  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&day_part=${encodeURIComponent(name)}`);
  const crowded = cell(page, day.toString());
  // A phone's month cell shows the day's count only; a laptop's four shifts and "+2 more".
  const phone = onPhone(page);
  await expect(crowded.getByText(`Vacant Shift - ${name}`)).toHaveCount(phone ? 0 : 4);
  const moreName = phone ? /^6 shifts on / : /^\+2 more shifts on/;
  const more = crowded.getByRole("button", { name: moreName });
  await expect(more).toBeVisible();
  await expectAccessible(page);
  await more.focus();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(new RegExp(`view=timeGridDay.*date=${day}|date=${day}.*view=timeGridDay`));
  await expect(
    page.getByRole("radiogroup", { name: "Calendar view" }).getByRole("radio", { name: "Day" }),
  ).toBeChecked();
  await expect(page.getByRole("button", { name: new RegExp(`Vacant Shift - ${name}`) })).toHaveCount(6);
  // Back returns to the month.
  await page.goBack();
  await expect(crowded.getByRole("button", { name: moreName })).toBeVisible();
});

test("a date range longer than the calendar shows says so", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  const start = Temporal.Now.plainDateISO(NEW_YORK).with({ day: 1 });
  await page.goto(`/calendar?start=${start}&end=${start.add({ days: 90 })}`);
  await expect(page.getByRole("alert").filter({ hasText: CALENDAR_MESSAGES.periodTooLong })).toBeVisible();
});
