import type { Locator } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, eventDay, hireLineCook, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, onPhone, signIn } from "./support";

// The calendar on a phone (issue 19): the list view, the week's shifts as lines a phone can read, each with its
// times and title, and who works it (issue 36); a tap opens the shift. The week view keeps days wide enough to read and scrolls in its box.

test("the list view shows the week's shifts with their times, titles and who works them, and a tap opens one", async ({
  page,
}) => {
  const name = `Supper ${stamp()}`;
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 11 });
  const shift = await scheduleShift(page, kitchen, { name, from: at(day, 17), to: at(day, 21), count: 2 });
  const rosa = await hireLineCook(page, kitchen, "Rosa Vidal");
  const assigned = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: {
      employee_id: rosa.id,
      shift_id: shift.id,
      area_role_id: kitchen.lineCookId,
      slot_id: shift.slotId,
      status: "Accepted",
    },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}`);
  const views = page.getByRole("radiogroup", { name: "Calendar view" });
  await views.getByText("List", { exact: true }).click();
  await expect(views.getByRole("radio", { name: "List" })).toBeChecked();
  await expect(page).toHaveURL(/view=listWeek/);

  // One line per shift, named by its times, title, who works it, what is open, and its day.
  const line = page.getByRole("button", {
    name: `05:00 PM – 09:00 PM Vacant Shift - ${name} Rosa V. · 1 open on ${eventDay(day)}`,
    exact: true,
  });
  await expect(line).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);

  await line.click();
  await expect(page.getByRole("dialog", { name: `Vacant Shift - ${name}` })).toBeVisible();
});

test("the week view keeps each day wide enough to read; on a phone it scrolls sideways in its own box", async ({
  page,
}) => {
  const name = `Brunch ${stamp()}`;
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  // The week's Sunday: on a phone its column starts off to the right.
  const sunday = Temporal.Now.plainDateISO(NEW_YORK).add({ weeks: 3 }).with({ day: 1 });
  const day = sunday.add({ days: 7 - sunday.dayOfWeek });
  await scheduleShift(page, kitchen, { name, from: at(day, 10), to: at(day, 14), count: 1 });

  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&view=timeGridWeek`);
  const headers = page.locator('.brigade-calendar [role="columnheader"][data-date]');
  await expect(headers).toHaveCount(7);
  for (const width of await headers.evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width)))
    expect(width).toBeGreaterThanOrEqual(100);
  await expectNoSidewaysScroll(page);

  const event = page.getByRole("button", { name: new RegExp(`Vacant Shift - ${name} 1 open on ${eventDay(day)}$`) });
  if (onPhone(page)) {
    const box = page.getByRole("group", { name: /, scrolls sideways$/ });
    await expect(box).toBeVisible();
    expect(await acrossInWindow(event)).toBe(false);
    // By keyboard: the box takes focus and the arrow keys scroll it until the Sunday is in the window.
    await box.focus();
    await expect(box).toBeFocused();
    for (let press = 0; press < 40 && !(await acrossInWindow(event)); press++) await page.keyboard.press("ArrowRight");
    expect(await acrossInWindow(event)).toBe(true);
  }
  await event.scrollIntoViewIfNeeded();
  await expect(event).toBeInViewport();
  // The title reads whole: it wraps, it is not cut at the event's edge.
  const cut = await event.evaluate((el) =>
    [...el.querySelectorAll("div")].some((div) => div.scrollWidth > div.clientWidth + 1),
  );
  expect(cut).toBe(false);
  await expectAccessible(page);
  await event.click();
  await expect(page.getByRole("dialog", { name: `Vacant Shift - ${name}` })).toBeVisible();
});

/** Whether the element is inside the window from left to right (scrolled into its box's view, if it has one). */
const acrossInWindow = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth;
  });

test("week and day views open on the period's first shift, not at midnight", async ({ page }) => {
  const name = `Brunch ${stamp()}`;
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  // A day far ahead, beyond the demo's weeks: this shift is its only one.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ weeks: 40 });
  await scheduleShift(page, kitchen, { name, from: at(day, 10), to: at(day, 14), count: 1 });

  // Opened on the day view, then the week chosen from the month, as a manager moves between them.
  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&view=timeGridDay`);
  for (const view of ["Day", "Week"]) {
    if (view === "Week") {
      await page.getByRole("radiogroup", { name: "Calendar view" }).getByText("Month", { exact: true }).click();
      await expect(page.locator(".brigade-calendar [data-time]")).toHaveCount(0);
      await page.getByRole("radiogroup", { name: "Calendar view" }).getByText("Week", { exact: true }).click();
    }
    const event = page.getByRole("button", { name: new RegExp(`Vacant Shift - ${name} 1 open on ${eventDay(day)}$`) });
    await expect(event).toHaveCount(1);
    // The reader scrolls the page to the calendar: its hours are already scrolled to half an hour before the shift.
    await page.locator(".brigade-calendar").scrollIntoViewIfNeeded();
    await expect(page.locator('.brigade-calendar [data-time="09:30:00"]').first()).toBeInViewport();
    await expect(page.locator('.brigade-calendar [data-time="00:00:00"]').first()).not.toBeInViewport();
    if (!onPhone(page)) await expect(event).toBeInViewport();
  }
});
