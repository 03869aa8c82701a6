import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { downtownKitchen, NEW_YORK } from "./scheduling";
import { expectAccessible, expectTime, signIn } from "./support";

// The keyboard's first steps on every signed-in page (issue 19): a skip link is the first stop and leads to the
// page's heading; a page change leaves focus on the new page's heading, not on the navigation; a focused field
// shows a ring as clear as a button's.

test("a skip link first, the heading after a page change, and a ring around a focused field", async ({
  page,
  isMobile,
}) => {
  await signIn(page, "owner@brigade.demo");
  await page.goto("/dashboard");
  const dashboard = page.getByRole("heading", { name: "Dashboard", level: 1 });
  await expect(dashboard).toBeVisible();

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectAccessible(page);
  await page.keyboard.press("Enter");
  await expect(dashboard).toBeFocused();

  // To Team Members by the navigation, with the keyboard: focus lands on that page's heading.
  if (isMobile) await page.getByRole("button", { name: "Open navigation" }).click();
  const link = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Team Members" });
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Team Members", level: 1 })).toBeFocused();

  // A text field with focus has a 2 px outline, as buttons do.
  await page.goto("/business-profile");
  const field = page.getByRole("textbox", { name: "Business name" });
  await field.focus();
  const ring = await field.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: style.outlineWidth, style: style.outlineStyle };
  });
  expect(ring).toEqual({ width: "2px", style: "solid" });
});

test("Create Shift's From and To are typed from the keyboard, no popover needed", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  // A day no other journey schedules; its cell is clicked in its top-left corner, above any event.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 47 });
  const next = day.add({ days: 1 });
  const ddmmyyyy = (d: Temporal.PlainDate) => d.toString().split("-").reverse().join("-");
  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}`);
  const cell = page.locator(`[role="cell"][data-date="${day}"]`);
  await cell.click({ position: { x: 6, y: 6 } });
  const dialog = page.getByRole("dialog", { name: "Create Shift" });
  const fromDay = dialog.getByLabel("From day");
  const from = dialog.getByLabel("From", { exact: true });
  await expect(fromDay).toBeEnabled();
  await expectTime(from, "09:00 AM");

  // The next day typed over From's day, Tab, then its time typed digit by digit (hours, minutes, AM or PM).
  await fromDay.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(ddmmyyyy(next));
  await page.keyboard.press("Tab");
  await expect(from).toBeFocused();
  await page.keyboard.type("0630P");
  await expectTime(from, "06:30 PM");
  await expect(fromDay).toHaveValue(ddmmyyyy(next));
  // To kept the shift's eight hours: it ends past midnight.
  await expect(dialog.getByLabel("To day")).toHaveValue(ddmmyyyy(next.add({ days: 1 })));
  await expectTime(dialog.getByLabel("To", { exact: true }), "02:30 AM");
  await expect(dialog.getByLabel("Weekday")).toHaveValue(next.toLocaleString("en-US", { weekday: "long" }));
  // Tab goes on to To's day and time.
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("To day")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("To", { exact: true })).toBeFocused();
  // Create Shift closes only by its buttons.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("a calendar day by keyboard: one Tab stop, arrows between days, Enter opens Create Shift for that day", async ({
  page,
}) => {
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  // A month two ahead: today is not in it, so its days' Tab stop is its first day.
  const first = Temporal.Now.plainDateISO(NEW_YORK).add({ months: 2 }).with({ day: 1 });
  await page.goto(`/calendar?location=${kitchen.locationId}&date=${first}`);
  const day = (date: Temporal.PlainDate) => page.locator(`[role="cell"][data-date="${date}"]`);
  await expect(day(first)).toBeVisible();
  await expect(page.locator('.brigade-calendar [data-date][tabindex="0"]')).toHaveCount(1);

  // Tab from the calendar's Next button reaches the month's first day.
  await page.getByRole("button", { name: "Next", exact: true }).focus();
  for (let tab = 0; tab < 30 && !(await day(first).evaluate((el) => el === document.activeElement)); tab++)
    await page.keyboard.press("Tab");
  await expect(day(first)).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(day(first.add({ days: 1 }))).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const chosen = first.add({ days: 8 });
  await expect(day(chosen)).toBeFocused();
  await expect(page.locator('.brigade-calendar [data-date][tabindex="0"]')).toHaveCount(1);

  // Enter opens Create Shift for that day, as a click does; Cancel brings focus back to the day.
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Create Shift" });
  await expect(dialog).toBeVisible();
  const ddmmyyyy = chosen.toString().split("-").reverse().join("-");
  await expect(dialog.getByLabel("From day")).toHaveValue(ddmmyyyy);
  await expectTime(dialog.getByLabel("From", { exact: true }), "09:00 AM");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(day(chosen)).toBeFocused();

  // In the week view the days are its column headers, with the same keys.
  await page.getByRole("radiogroup", { name: "Calendar view" }).getByText("Week", { exact: true }).click();
  const header = (date: Temporal.PlainDate) => page.locator(`[role="columnheader"][data-date="${date}"]`);
  const stop = page.locator('.brigade-calendar [role="columnheader"][data-date][tabindex="0"]');
  await expect(stop).toHaveCount(1);
  const start = Temporal.PlainDate.from((await stop.getAttribute("data-date")) ?? "");
  await stop.focus();
  await page.keyboard.press("ArrowRight");
  await expect(header(start.add({ days: 1 }))).toBeFocused();
  await page.keyboard.press(" ");
  await expect(dialog).toBeVisible();
  const tuesday = start.add({ days: 1 }).toString().split("-").reverse().join("-");
  await expect(dialog.getByLabel("From day")).toHaveValue(tuesday);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(header(start.add({ days: 1 }))).toBeFocused();
});
