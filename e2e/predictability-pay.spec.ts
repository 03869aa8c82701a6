import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { formatDayMonthYear } from "@brigade/contract/dates";
import { DECISION_MESSAGES } from "@brigade/contract/decisions";
import type { ScheduleChangeItem } from "@brigade/contract/fair-workweek/changes";
import { SHIFT_MESSAGES } from "@brigade/contract/shift-rules";
import type { APIRequestContext, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { PASSWORD } from "./auto-fill-setup";
import { giveCook, type KitchenShift, kitchenShift, type RuledKitchen, ruledKitchen } from "./fair-workweek-setup";
import { expect, test } from "./fixtures";
import { NEW_YORK, pickEmployee, stamp } from "./scheduling";
import { eventOnDay, expectAccessible, expectNoSidewaysScroll, signIn, watchConsole } from "./support";

// Issue 38, the pay a change costs before it is confirmed. In a business of its own, a location under New York City's
// fast-food rules (or, in the last test, under none) has a posted shift starting within the next two hours and a cook
// paid $20.00 an hour. The owner gives the cook the shift from the calendar's Assign Shift dialog ($15.00: added under
// 24 hours' notice), takes it back with the exemption Emergency ($75.00, then $0.00), and, on a 390 px phone, deletes
// the shift by keyboard ($75.00 again). The change log keeps each reason and exemption.

const PAY_DIALOG = "This change costs predictability pay";

type Place = RuledKitchen & {
  shift: KitchenShift & { name: string };
  /** The shift's day in New York. */
  day: Temporal.PlainDate;
};

/** The business, through the API: its location (under New York City's rules when `ruled`), a cook and the shift. */
async function setUp(
  newContext: (headers?: Record<string, string>) => Promise<APIRequestContext>,
  ruled: boolean,
): Promise<Place> {
  const kitchen = await ruledKitchen(newContext, { prefix: "Pay", jurisdiction: ruled ? "us-nyc-fast-food" : null });
  // Posted as it is made (no draft weeks), 4 hours from about an hour from now: well under 24 hours' notice, and it
  // does not start while the test runs.
  const start = new Date(Math.ceil((Date.now() + 75 * 60_000) / 60_000) * 60_000);
  const name = `Rush ${kitchen.id}`;
  const shift = await kitchenShift(
    kitchen,
    name,
    start.toISOString(),
    new Date(start.getTime() + 4 * 3_600_000).toISOString(),
  );
  return {
    ...kitchen,
    shift: { ...shift, name },
    day: Temporal.Instant.from(start.toISOString()).toZonedDateTimeISO(NEW_YORK).toPlainDate(),
  };
}

/** Signs the owner in and opens the shift's panel from the calendar (its month; a phone's day). */
async function openPanel(page: Page, place: Place) {
  await page.goto(`/calendar?location=${place.locationId}&date=${place.day}`);
  await (await eventOnDay(page, place.day.toString(), new RegExp(place.shift.name))).click();
  const panel = page.getByRole("dialog", { name: new RegExp(place.shift.name) });
  await expect(panel).toBeVisible();
  return panel;
}

/** Opens the Assign Shift dialog from the panel's Vacant tab and picks the cook. */
async function assignCook(page: Page, panel: ReturnType<Page["getByRole"]>, place: Place) {
  await panel.getByRole("tab", { name: "Vacant" }).click();
  await panel.getByRole("button", { name: "Assign Shift" }).click();
  const modal = page.getByRole("dialog", { name: "Assign Shift" });
  await expect(modal).toBeVisible();
  await pickEmployee(page, place.cook.name, place.cook.label);
  await modal.getByRole("button", { name: "Assign", exact: true }).click();
  return modal;
}

/** Whether focus is inside the element. */
const holdsFocus = (dialog: ReturnType<Page["getByRole"]>) =>
  dialog.evaluate((el) => el.contains(document.activeElement));

test("the owner sees the predictability pay of an assign, an unassign and a delete before confirming each", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const place = await setUp((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }), true);
  await signIn(page, place.ownerEmail, PASSWORD);
  const panel = await openPanel(page, place);
  const pay = page.getByRole("dialog", { name: PAY_DIALOG });

  // Assign: $15.00 for hours added under 24 hours' notice. Escape cancels it: nobody is assigned.
  let modal = await assignCook(page, panel, place);
  await expect(pay).toBeVisible();
  const added = pay.getByRole("listitem").filter({ hasText: place.cook.name });
  await expect(added).toContainText("Added");
  await expect(added).toContainText("0 h → 4 h");
  await expect(added).toContainText("$15.00");
  await expect(pay.getByText("Total: $15.00")).toBeVisible();
  await expect(pay.getByText("Under New York City Fair Workweek (fast food)")).toBeVisible();
  await expect.poll(() => holdsFocus(pay)).toBe(true);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(pay).toBeHidden();
  await expect(modal).toBeHidden();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toHaveCount(0);
  await expect(panel.getByText("1 remaining")).toBeVisible();

  // Again, confirmed with a reason.
  modal = await assignCook(page, panel, place);
  await pay.getByLabel("Reason").fill("Covering a sick call");
  await pay.getByRole("button", { name: "Confirm change" }).click();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(modal).toBeHidden();
  await expect(panel.getByText("0 remaining")).toBeVisible();

  // Unassign: $75.00 for a shift cut under 24 hours' notice; the exemption Emergency, which the pack allows, owes
  // nothing: the dry run is asked again and the pay shown becomes $0.00.
  await panel.getByRole("tab", { name: "Schedule" }).click();
  const booking = panel.locator("[data-booking-id]").filter({ hasText: place.cook.name });
  await booking.getByRole("button", { name: `Unassign ${place.cook.name}` }).click();
  await expect(pay).toBeVisible();
  const cut = pay.getByRole("listitem").filter({ hasText: place.cook.name });
  await expect(cut).toContainText("Cut");
  await expect(cut).toContainText("4 h → 0 h");
  await expect(cut).toContainText("$75.00");
  await expect(pay.getByText("Total: $75.00")).toBeVisible();
  const exemption = pay.getByRole("combobox", { name: "Exemption" });
  await exemption.click();
  // Only the pack's exemptions are offered (New York City's has no small change).
  await expect(page.getByRole("option", { name: "Small change" })).toHaveCount(0);
  await page.getByRole("option", { name: "Emergency", exact: true }).click();
  await expect(pay.getByText("Total: $0.00")).toBeVisible();
  await expect(cut).toContainText("$0.00");
  await pay.getByRole("button", { name: "Confirm change" }).click();
  await expect(page.getByText(DECISION_MESSAGES.unassigned)).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(booking).toContainText("Released");

  // The position given back through the API; then, on a 390 px phone and by keyboard, the shift is deleted.
  await giveCook(place, place.shift);
  await page.setViewportSize({ width: 390, height: 844 });
  const phonePanel = await openPanel(page, place);
  const remove = phonePanel.getByRole("button", { name: "Delete shift" });
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(pay.getByRole("listitem").filter({ hasText: place.cook.name })).toContainText("$75.00");
  await expect(pay.getByText("This shift has 1 booked position; deleting it releases it.")).toBeVisible();
  await expect.poll(() => holdsFocus(pay)).toBe(true);
  await expectNoSidewaysScroll(page, pay);
  // Escape cancels the delete alone: the panel stays, focus is back on its button, and the shift is still there.
  await page.keyboard.press("Escape");
  await expect(pay).toBeHidden();
  await expect(phonePanel).toBeVisible();
  await expect(remove).toBeFocused();
  expect((await place.owner.get(`/api/shift/${place.shift.id}`)).status()).toBe(200);
  await page.keyboard.press("Enter");
  await expect(pay).toBeVisible();
  const reason = pay.getByLabel("Reason");
  await expect.poll(() => holdsFocus(pay)).toBe(true);
  // From the dialog's close button: the reason, the exemption, Cancel, then Confirm change.
  await page.keyboard.press("Tab");
  await expect(reason).toBeFocused();
  await page.keyboard.type("Storm: closing early");
  for (const _ of [1, 2, 3]) await page.keyboard.press("Tab");
  await expect(pay.getByRole("button", { name: "Confirm change" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(SHIFT_MESSAGES.deleted)).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(phonePanel).toBeHidden();
  expect((await place.owner.get(`/api/shift/${place.shift.id}`)).status()).toBe(404);

  // The change log has each change with what was said of it.
  const day = formatDayMonthYear(place.day);
  const log = await place.owner.get(
    `/api/compliance/changes?location_id=${place.locationId}&from=${day}&to=${day}&length=50`,
  );
  expect(log.status(), await log.text()).toBe(200);
  const rows = ((await log.json()).payload.paginated.data as ScheduleChangeItem[])
    .filter((row) => row.employee_id === place.cook.id)
    .sort((a, b) => a.made_at.localeCompare(b.made_at) || a.id - b.id)
    .map((row) => [row.kind, row.reason, row.exempt_reason, row.pay?.amount, row.pay?.basis]);
  expect(rows).toEqual([
    ["added", "Covering a sick call", null, "15.00", "amount"],
    ["reduced", null, "emergency", "0.00", "exempt"],
    ["added", null, null, "15.00", "amount"],
    ["reduced", "Storm: closing early", null, "75.00", "amount"],
  ]);

  // The timesheet lists the cook, though the shift is gone, with what the log owes them: 15 + 0 + 15 + 75.
  await page.goto("/timesheets");
  const weeksAhead = Math.round(
    mondayOf(place.day).since(mondayOf(Temporal.Now.plainDateISO())).total({ unit: "days" }) / 7,
  );
  for (let week = 0; week < Math.abs(weeksAhead); week++)
    await page.getByRole("button", { name: weeksAhead > 0 ? "Next week" : "Previous week" }).click();
  const card = page.getByRole("list", { name: "Timesheet by employee" }).getByRole("listitem").filter({
    hasText: place.cook.name,
  });
  await expect(card).toContainText("predictability pay $105.00");
  expect(errors).toEqual([]);
});

/** The Monday of a day's week. */
const mondayOf = (day: Temporal.PlainDate) => day.subtract({ days: day.dayOfWeek - 1 });

test("at a location under no fair workweek rules an assignment asks nothing more", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const place = await setUp((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }), false);
  await signIn(page, place.ownerEmail, PASSWORD);
  const dryRuns: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("dry_run")) dryRuns.push(request.url());
  });
  const panel = await openPanel(page, place);
  const modal = await assignCook(page, panel, place);
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole("dialog", { name: PAY_DIALOG })).toHaveCount(0);
  expect(dryRuns).toEqual([]);
  await panel.getByRole("tab", { name: "Schedule" }).click();
  await expect(panel.locator("[data-booking-id]").filter({ hasText: place.cook.name })).toContainText("Accepted");
  const shift = await place.owner.get(`/api/shift/${place.shift.id}`);
  expect(JSON.stringify((await shift.json()).payload.shift_timeline)).toContain(`"employee_id":${place.cook.id}`);
  expect(errors).toEqual([]);
});

test("a shift dragged under the rules snaps back when its pay is cancelled, and moves once it is confirmed", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const place = await setUp((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }), true);
  // A shift of its own, 10 AM to 2 PM in two days, the cook on it: a move with under 7 days' notice costs $15.00.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 2 });
  const at = (hour: number) => day.toZonedDateTime({ timeZone: NEW_YORK, plainTime: { hour } }).toInstant().toString();
  const name = `Brunch ${stamp()}`;
  const shift = await kitchenShift(place, name, at(10), at(14));
  await giveCook(place, shift);
  const fromOf = async () => (await (await place.owner.get(`/api/shift/${shift.id}`)).json()).payload.from as string;

  await signIn(page, place.ownerEmail, PASSWORD);
  await page.goto(`/calendar?location=${place.locationId}&date=${day}&view=timeGridDay`);
  const event = page.getByRole("button", { name: new RegExp(name) });
  await expect(event).toContainText("10:00 AM – 02:00 PM");
  /** Drags the event down by an hour (a quarter of its four hours). */
  const dragAnHourLater = async () => {
    await event.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const box = await event.boundingBox();
    if (!box) throw new Error("the event is not laid out");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 5, y + 5, { steps: 5 });
    await page.mouse.move(x, y + box.height / 4, { steps: 15 });
    await page.mouse.up();
  };
  const pay = page.getByRole("dialog", { name: PAY_DIALOG });

  await dragAnHourLater();
  await expect(pay).toBeVisible();
  // What the move is, then its pay.
  await expect(
    pay.getByText(new RegExp(`^${name} \\(Corner .*Its time slots and bookings move with it`)),
  ).toBeVisible();
  const moved = pay.getByRole("listitem").filter({ hasText: place.cook.name });
  await expect(moved).toContainText("Added");
  await expect(moved).toContainText("4 h → 4 h");
  await expect(moved).toContainText("$15.00");
  await pay.getByRole("button", { name: "Cancel" }).click();
  await expect(pay).toBeHidden();
  // Nothing moved: the event is back at 10 AM, and so is the shift.
  await expect(event).toContainText("10:00 AM – 02:00 PM");
  expect(await fromOf()).toBe(shift.from);

  await dragAnHourLater();
  await pay.getByLabel("Reason").fill("Delivery moved");
  await pay.getByRole("button", { name: "Confirm change" }).click();
  await expect(page.getByText(SHIFT_MESSAGES.updated)).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(event).toContainText("11:00 AM – 03:00 PM");
  expect(Date.parse(await fromOf())).toBe(Date.parse(at(11)));
  expect(errors).toEqual([]);
});
