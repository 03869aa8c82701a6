import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, downtownKitchen, eventDay, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, logIn } from "./support";

// The calendar's list view (issue 19): the week's shifts as lines a phone can read, each with its times and
// title; a tap opens the shift.

test("the list view shows the week's shifts with their times and titles, and a tap opens one", async ({ page }) => {
  const name = `Supper ${stamp()}`;
  await logIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 11 });
  await scheduleShift(page, kitchen, { name, from: at(day, 17), to: at(day, 21), count: 1 });

  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}`);
  const views = page.getByRole("radiogroup", { name: "Calendar view" });
  await views.getByText("List", { exact: true }).click();
  await expect(views.getByRole("radio", { name: "List" })).toBeChecked();
  await expect(page).toHaveURL(/view=listWeek/);

  // One line per shift, named by its times, title and day.
  const line = page.getByRole("button", {
    name: `05:00 PM – 09:00 PM Vacant Shift - ${name} on ${eventDay(day)}`,
    exact: true,
  });
  await expect(line).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await line.click();
  await expect(page.getByRole("dialog", { name: `Vacant Shift - ${name}` })).toBeVisible();
});
