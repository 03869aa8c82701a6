import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { choose, eventOnDay, expectTime, onPhone, signIn, typeTime } from "./support";

// The owner schedules a shift from the calendar, finds it in every view, moves it and filters it.

const NEW_YORK = "America/New_York";
/**
 * A Monday to Wednesday in Downtown's zone whose next day falls in the same month, so both show in one
 * month view; three weeks ahead, past the demo's two weeks and the few days other specs schedule in, so
 * the day cell has room to click (a phone's cell is small, and a full day fills it).
 */
function twoDaysAhead(): [string, string] {
  let day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 21 });
  while (day.dayOfWeek > 3 || day.add({ days: 1 }).month !== day.month) day = day.add({ days: 1 });
  return [day.toString(), day.add({ days: 1 }).toString()];
}

async function downtownId(page: Page): Promise<number> {
  const res = await page.request.get("/api/restaurant/location/index?paginated=false");
  const locations: { id: number; name: string }[] = (await res.json()).payload;
  const found = locations.find((l) => l.name === "Downtown");
  if (!found) throw new Error("no Downtown in the demo data");
  return found.id;
}

/** Switches month/week/day with the segmented control (its radio inputs are visually hidden). */
const view = (page: Page, name: "Month" | "Week" | "Day") =>
  page.getByRole("radiogroup", { name: "Calendar view" }).getByText(name, { exact: true }).click();

const cell = (page: Page, date: string) => page.locator(`[role="cell"][data-date="${date}"]`);

test("create a shift with two roles from a day, see it in month, week and day, move it, filter it", async ({
  page,
}) => {
  const name = `Gala ${Date.now().toString(36)}`;
  const [day, nextDay] = twoDaysAhead();
  await signIn(page, "owner@brigade.demo");
  const location = await downtownId(page);
  await page.goto(`/calendar?location=${location}&date=${day}`);
  await expect(page.getByRole("heading", { name: "Shifts Schedule" })).toBeVisible();
  await expect(page.getByText("America/New_York")).toBeVisible();

  // Clicking the day opens Create Shift for 09:00-17:00 that day.
  // The bottom-right corner of a day is free of events on a full day too.
  const box = await cell(page, day).boundingBox();
  if (!box) throw new Error("calendar cell not laid out");
  await cell(page, day).click({ position: { x: box.width - 6, y: box.height - 4 } });
  const dialog = page.getByRole("dialog", { name: "Create Shift" });
  await expect(dialog).toBeVisible();
  const ddmmyyyy = day.split("-").reverse().join("-");
  await expect(dialog.getByLabel("From day")).toHaveValue(ddmmyyyy);
  await expectTime(dialog.getByLabel("To", { exact: true }), "05:00 PM");

  // The times are typed, no popover: From's day and time, then To's time. Moving From keeps the length.
  await dialog.getByLabel("From day").fill(ddmmyyyy);
  await typeTime(dialog.getByLabel("From", { exact: true }), "10:30");
  await expectTime(dialog.getByLabel("To", { exact: true }), "06:30 PM");
  await expect(dialog.getByLabel("To day")).toHaveValue(ddmmyyyy);
  await typeTime(dialog.getByLabel("To", { exact: true }), "15:45");
  await choose(page, "Shift name", "Oth", "Other");
  await dialog.getByLabel("Shift Name", { exact: true }).fill(name);
  await dialog.getByRole("checkbox", { name: "Premium shift" }).check();
  await dialog.getByLabel("Bonus").fill("30");
  await choose(page, "Work area 1", "Kit", "Kitchen");
  await choose(page, "Role 1 of work area 1", "Line", "Line Cook");
  await dialog.getByRole("button", { name: "Add role to work area 1" }).click();
  await choose(page, "Role 2 of work area 1", "Prep", "Prep Cook");
  await dialog.getByLabel("Count of role 2 of work area 1").fill("2");
  await dialog.getByRole("button", { name: "Create Shift" }).click();
  await expect(page.getByText("Shift created successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const title = `Vacant Shift - ${name} (Premium) *`;
  const event = (p: Page) => p.getByText(title).first();
  // (A phone's month shows the day's count: tapped, it opens the day.)
  await expect(await eventOnDay(page, day, title)).toBeVisible();

  // Week and day views show it too, at the times typed.
  await view(page, "Week");
  await expect(event(page)).toBeVisible();
  await page.goto(`/calendar?location=${location}&date=${day}`);
  await view(page, "Day");
  await expect(event(page)).toBeVisible();
  await expect(page.locator(".brigade-event").filter({ hasText: title })).toContainText("10:30 AM – 03:45 PM");

  // Drag it to the next day in month view (on a phone, whose month shows counts, in week view, at the same hour);
  // after the confirmation and a reload it is still there.
  const phone = onPhone(page);
  await page.goto(`/calendar?location=${location}&date=${day}${phone ? "&view=timeGridWeek" : ""}`);
  const source = cell(page, day).getByText(title);
  await expect(source).toBeVisible();
  await source.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const from = await source.boundingBox();
  // The week's day column, not its all-day cell of the same date.
  const to = await cell(page, nextDay).last().boundingBox();
  if (!from || !to) throw new Error("calendar cells not laid out");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, phone ? from.y + from.height / 2 : to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await page.getByRole("dialog").getByRole("button", { name: "Move shift" }).click();
  await expect(page.getByText("Shift updated successfully.")).toBeVisible();
  await page.reload();
  await expect(cell(page, nextDay).getByText(title)).toBeVisible();
  await expect(cell(page, day).getByText(title)).toHaveCount(0);

  // A Day Part filter hides it; All shows it again. On a phone the filters are behind a button.
  const filtersButton = page.getByRole("button", { name: "Filters", exact: true });
  if (await filtersButton.isVisible()) await filtersButton.click();
  await page.getByRole("radio", { name: "Lunch" }).click();
  await expect(page).toHaveURL(/day_part=Lunch/);
  await expect(cell(page, nextDay).getByText(title)).toHaveCount(0);
  await page.getByRole("radiogroup", { name: "Day Part" }).getByRole("radio", { name: "All" }).click();
  await expect(page).not.toHaveURL(/day_part=/);
  if (await filtersButton.isVisible()) await page.keyboard.press("Escape");
  await expect(cell(page, nextDay).getByText(title)).toBeVisible();
});

test("Create Shift's Cancel closes it while its lists load, and after they failed", async ({ page }) => {
  const [day] = twoDaysAhead();
  await signIn(page, "owner@brigade.demo");
  const location = await downtownId(page);
  const names = /\/api\/shift\/name\/index/;
  const dialog = page.getByRole("dialog", { name: "Create Shift" });
  const openCreate = async () => {
    const box = await cell(page, day).boundingBox();
    if (!box) throw new Error("calendar cell not laid out");
    await cell(page, day).click({ position: { x: box.width - 6, y: box.height - 4 } });
    await expect(dialog).toBeVisible();
  };

  // The list of shift names never answers: the form cannot show, and Cancel still closes the modal.
  await page.route(names, () => {});
  await page.goto(`/calendar?location=${location}&date=${day}`);
  await openCreate();
  await expect(dialog.getByRole("status").getByLabel("Loading the form")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // It fails: the modal says so, and Cancel (reached from the keyboard) closes it.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await page.route(names, (route) => route.fulfill({ status: 503, json: { message: "The server is busy." } }));
  await page.goto(`/calendar?location=${location}&date=${day}`);
  await openCreate();
  await expect(dialog.getByRole("alert")).toContainText("The server is busy.");
  await dialog.getByRole("button", { name: "Cancel" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
});

test("a shift name fills its usual times, and To keeps the length when From moves", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  const location = await downtownId(page);
  // A day no other journey schedules; its cell is clicked in its top-left corner, above any event.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 53 });
  const next = day.add({ days: 1 });
  await page.goto(`/calendar?location=${location}&date=${day}`);
  await cell(page, day.toString()).click({ position: { x: 6, y: 6 } });
  const dialog = page.getByRole("dialog", { name: "Create Shift" });
  const from = dialog.getByLabel("From", { exact: true });
  const to = dialog.getByLabel("To", { exact: true });
  const fromDay = dialog.getByLabel("From day");
  const toDay = dialog.getByLabel("To day");
  const ddmmyyyy = (d: Temporal.PlainDate) => d.toString().split("-").reverse().join("-");
  await expect(fromDay).toHaveValue(ddmmyyyy(day));
  await expectTime(from, "09:00 AM");

  // The demo's Dinner runs 05:00 PM to 11:00 PM, its Late Night past midnight.
  await choose(page, "Shift name", "Din", "Dinner");
  await expectTime(from, "05:00 PM");
  await expectTime(to, "11:00 PM");
  await expect(toDay).toHaveValue(ddmmyyyy(day));
  await choose(page, "Shift name", "Late", "Late Night");
  await expect(fromDay).toHaveValue(ddmmyyyy(day));
  await expectTime(from, "10:00 PM");
  await expect(toDay).toHaveValue(ddmmyyyy(next));
  await expectTime(to, "02:00 AM");

  // From an hour later by keyboard (the arrow on its hours): To follows, the shift still four hours long.
  await from.focus();
  await page.keyboard.press("ArrowUp");
  await expectTime(from, "11:00 PM");
  await expectTime(to, "03:00 AM");
  await expect(toDay).toHaveValue(ddmmyyyy(next));
  // From a day later, typed: To moves a day too.
  await fromDay.fill(ddmmyyyy(next));
  await expect(toDay).toHaveValue(ddmmyyyy(next.add({ days: 1 })));
  await expectTime(to, "03:00 AM");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("the owner gives a shift name its usual times, typed", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  await page.goto("/shift-names");
  const name = `Brunch ${Date.now().toString(36)}`;
  await page.getByLabel("Shift name", { exact: true }).fill(name);
  await typeTime(page.getByLabel("Usual start", { exact: true }), "09:30");
  await typeTime(page.getByLabel("Usual end", { exact: true }), "14:00");
  await page.getByRole("button", { name: "Add Shift Name" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`${name} 09:30 AM – 02:00 PM`) })).toBeVisible();

  // Changed later from the table, typed again; then cleared.
  await page.getByRole("button", { name: `Usual times of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Usual times of ${name}` });
  await expectTime(dialog.getByLabel("Usual start", { exact: true }), "09:30 AM");
  await typeTime(dialog.getByLabel("Usual start", { exact: true }), "10:00");
  await typeTime(dialog.getByLabel("Usual end", { exact: true }), "15:30");
  await dialog.getByRole("button", { name: "Save times" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(`${name} 10:00 AM – 03:30 PM`) })).toBeVisible();
  await page.getByRole("button", { name: `Usual times of ${name}` }).click();
  await dialog.getByRole("button", { name: "Clear times" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row", { name: new RegExp(`${name} Not set`) })).toBeVisible();
});
