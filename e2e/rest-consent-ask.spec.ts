import { FAIR_WORKWEEK_MESSAGES } from "@brigade/contract/fair-workweek/messages";
import { FIT_CONFIRMATION } from "@brigade/contract/fit";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { PASSWORD } from "./auto-fill-setup";
import { giveCook, kitchenShift, type RuledKitchen, ruledKitchen } from "./fair-workweek-setup";
import { expect, test } from "./fixtures";
import { at, NEW_YORK, pickEmployee, stamp } from "./scheduling";
import {
  eventOnDay,
  expectAccessible,
  expectNoSidewaysScroll,
  openDialog,
  signIn,
  typeTime,
  watchConsole,
} from "./support";

// Issue 38, the manager's side of fair-workweek rules in the planning dialogs. In a business of its own, a location
// under New York City's fast-food rules (11 hours of rest between a closing and an opening): a cook closes 5 PM to
// 11 PM three weeks ahead (outside the 14 days' notice: no predictability pay), and the owner gives her the next
// morning's 7 AM opening from the calendar's Assign Shift dialog. The assignment is refused for its 8 hours of rest;
// the dialog stays, says so, and asks her to agree by keyboard; tried again, it says she has been asked. The copy-week
// and auto-fill previews say what a copy into the posted week ten days ahead, or filling a position three days ahead,
// costs in predictability pay, and the Edit shift form shows the pay of a posted shift's new times before saving them.

type Place = RuledKitchen;

/** The business, through the API: a location under New York City's rules, its kitchen and a cook. */
const setUp = (newContext: (headers?: Record<string, string>) => Promise<APIRequestContext>): Promise<Place> =>
  ruledKitchen(newContext, { prefix: "Rest" });

const signInOwner = (page: Page, place: Place) => signIn(page, place.ownerEmail, PASSWORD);

/** Whether focus is on the element or inside it. */
const holdsFocus = (element: Locator) => element.evaluate((el) => el.contains(document.activeElement));

test("an assignment refused for a short rest asks the employee to agree from the Assign Shift dialog", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const place = await setUp((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
  const { cook } = place;
  // Three weeks ahead: the closing is hers, the opening the next morning leaves 8 hours of rest.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 21 });
  const next = day.add({ days: 1 });
  const id = stamp();
  const closing = await kitchenShift(place, `Closing ${id}`, at(day, 17), at(day, 23));
  await giveCook(place, closing);
  const openingName = `Opening ${id}`;
  const opening = await kitchenShift(place, openingName, at(next, 7), at(next, 11));
  await signInOwner(page, place);

  // The opening's panel, from the calendar; its Assign Shift dialog; the cook.
  await page.goto(`/calendar?location=${place.locationId}&date=${next}`);
  await (await eventOnDay(page, next.toString(), new RegExp(openingName))).click();
  const panel = page.getByRole("dialog", { name: new RegExp(openingName) });
  await expect(panel).toBeVisible();
  await panel.getByRole("tab", { name: "Vacant" }).click();
  await panel.getByRole("button", { name: "Assign Shift" }).click();
  const modal = page.getByRole("dialog", { name: "Assign Shift" });
  await expect(modal).toBeVisible();
  await pickEmployee(page, cook.name, cook.label);

  /** Assign, past the business's own rest rule (10 hours), which asks first. */
  const assign = async () => {
    await modal.getByRole("button", { name: "Assign", exact: true }).click();
    const question = page.getByRole("dialog", { name: FIT_CONFIRMATION.title });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: FIT_CONFIRMATION.confirm }).click();
    await expect(question).toBeHidden();
  };
  await assign();

  // Refused: the dialog stays with the server's words, which have the keyboard, and a way to ask her.
  const refusal = modal.getByRole("group", { name: "Short rest between shifts" });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(FAIR_WORKWEEK_MESSAGES.restNeedsConsent(8, cook.name));
  await expect.poll(() => holdsFocus(refusal)).toBe(true);
  // Not a toast besides.
  await expect(page.getByText(`${cook.name}: This leaves`)).toHaveCount(0);
  await expectAccessible(page);

  // By keyboard: Tab to "Ask … to agree", Enter. It says she was asked, and keeps the keyboard there.
  const ask = refusal.getByRole("button", { name: `Ask ${cook.name} to agree` });
  await page.keyboard.press("Tab");
  await expect(ask).toBeFocused();
  await page.keyboard.press("Enter");
  const asked = refusal.getByText(`${cook.name} has been asked to agree, in the app and by e-mail.`);
  await expect(asked).toBeVisible();
  await expect(asked).toBeFocused();
  await expect(ask).toHaveCount(0);
  await expect(modal.getByRole("button", { name: "Assign", exact: true })).toBeVisible();

  // Her request waits for her answer.
  const list = await place.owner.get(`/api/compliance/consents?employee_id=${cook.id}&status=pending`);
  expect(list.status(), await list.text()).toBe(200);
  const pending = (await list.json()).payload.paginated.data as {
    slot_id: number;
    shift_id: number;
    status: string;
    rest_hours: number;
  }[];
  expect(pending.map((c) => [c.shift_id, c.slot_id, c.status, c.rest_hours])).toEqual([
    [opening.id, opening.shift_time_slots[0]?.id, "pending", 8],
  ]);

  // On a 390 px phone, tried again before she answered: refused again, and the dialog says she has been asked.
  await page.setViewportSize({ width: 390, height: 844 });
  await assign();
  await expect(refusal).toContainText(FAIR_WORKWEEK_MESSAGES.restNeedsConsent(8, cook.name));
  await expect(refusal.getByText(`${cook.name} has already been asked about this shift`)).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expectNoSidewaysScroll(page, modal);
  // Nothing was booked; Close leaves it as it was.
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();
  const shift = await (await place.owner.get(`/api/shift/${opening.id}`)).json();
  expect(JSON.stringify(shift.payload.shift_timeline)).not.toContain(`"employee_id":${cook.id}`);
  expect(errors).toEqual([]);
});

test("the copy-week preview says what a copy into a posted week costs in predictability pay", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const place = await setUp((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
  // Her brunch three days ahead; copied with her into the next week, it is ten days ahead: $10.00 under New York
  // City's rules for hours added with 7 to 13 days' notice.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 3 });
  const brunch = `Brunch ${stamp()}`;
  await giveCook(place, await kitchenShift(place, brunch, at(day, 10), at(day, 14)));
  await signInOwner(page, place);
  await page.goto(`/calendar?location=${place.locationId}&date=${day}&view=timeGridWeek`);
  await expect(page.getByText(brunch, { exact: true })).toBeVisible();

  const dialog = await openDialog(page, "Copy week");
  await expect(dialog.getByText("Will create 1 shift.")).toBeVisible();
  await expect(dialog.getByText("No predictability pay: this changes no position on a posted shift.")).toBeVisible();
  await dialog.getByLabel("Copy the people too").check();
  await expect(dialog.getByText("Will create 1 shift and 1 assignment.")).toBeVisible();
  await expect(dialog.getByText("Predictability pay: $10.00 for 1 change")).toBeVisible();
  const whatIs = dialog.getByRole("button", { name: "What is predictability pay?" });
  await whatIs.focus();
  await page.keyboard.press("Enter");
  await expect(whatIs).toHaveAttribute("aria-expanded", "true");
  await expect(
    dialog.getByText(/^Under New York City Fair Workweek \(fast food\), a change to a posted schedule/),
  ).toBeVisible();
  await expectAccessible(page);
  // Nothing was copied by the preview.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("saving a posted shift's new times under the rules shows the pay first, and cancelling keeps the form", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const place = await setUp((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
  // Her lunch two days ahead, 10 AM to 2 PM; two hours longer with under 7 days' notice: $15.00.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 2 });
  const lunch = `Lunch ${stamp()}`;
  const shift = await kitchenShift(place, lunch, at(day, 10), at(day, 14));
  await giveCook(place, shift);
  await signInOwner(page, place);
  await page.goto(`/calendar?location=${place.locationId}&date=${day}`);
  await (await eventOnDay(page, day.toString(), new RegExp(lunch))).click();
  const panel = page.getByRole("dialog", { name: new RegExp(lunch) });
  await panel.getByRole("button", { name: "Edit", exact: true }).click();
  const form = page.getByRole("dialog", { name: "Edit shift" });
  await expect(form).toBeVisible();
  await typeTime(form.getByLabel("To", { exact: true }), "16:00");
  const save = form.getByRole("button", { name: "Save changes" });
  await save.click();

  const pay = page.getByRole("dialog", { name: "This change costs predictability pay" });
  await expect(pay).toBeVisible();
  await expect(
    pay.getByText(new RegExp(`^${lunch} \\(Corner .*Its time slots and bookings move with it`)),
  ).toBeVisible();
  const longer = pay.getByRole("listitem").filter({ hasText: place.cook.name });
  await expect(longer).toContainText("Added");
  await expect(longer).toContainText("4 h → 6 h");
  await expect(longer).toContainText("$15.00");
  // Escape is the pay's: the form stays, with focus back on Save, and the shift as it was.
  await page.keyboard.press("Escape");
  await expect(pay).toBeHidden();
  await expect(form).toBeVisible();
  await expect(save).toBeFocused();
  const toOf = async () => (await (await place.owner.get(`/api/shift/${shift.id}`)).json()).payload.to as string;
  expect(Date.parse(await toOf())).toBe(Date.parse(at(day, 14)));

  await save.click();
  await pay.getByLabel("Reason").fill("Catering order");
  await pay.getByRole("button", { name: "Confirm change" }).click();
  await expect(page.getByText("Shift updated successfully.")).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(form).toBeHidden();
  expect(Date.parse(await toOf())).toBe(Date.parse(at(day, 16)));
  expect(errors).toEqual([]);
});

test("the auto-fill preview works out the predictability pay of the ticked proposals", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const place = await setUp((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
  // An open position three days ahead, which only the cook can take: $15.00 for hours added with under 7 days' notice.
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 3 });
  const supper = `Supper ${stamp()}`;
  const shift = await kitchenShift(place, supper, at(day, 17), at(day, 21));
  await signInOwner(page, place);
  const dryRuns: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/auto-fill/apply?dry_run=true")) dryRuns.push(request.url());
  });
  await page.goto(`/shifts-roster?tab=vacant_shifts&location=${place.locationId}`);
  const dialog = await openDialog(page, "Auto-fill");
  await dialog.getByRole("radiogroup", { name: "Period" }).getByText("Custom", { exact: true }).click();
  await dialog.getByLabel("From", { exact: true }).fill(day.toString());
  await dialog.getByLabel("To", { exact: true }).fill(day.toString());
  await dialog.getByRole("button", { name: "Find assignments" }).click();
  await expect(dialog.getByRole("heading", { name: "1 of 1 open position filled" })).toBeVisible();
  const line = dialog.getByText("Predictability pay: $15.00 for 1 change");
  await expect(line).toBeVisible();
  expect(dryRuns).toHaveLength(1);

  // Nothing ticked, no pay; ticked again, the pay again.
  const proposal = dialog.getByRole("checkbox");
  await proposal.uncheck();
  await expect(line).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Apply 0 assignments" })).toBeDisabled();
  await proposal.check();
  await expect(line).toBeVisible();
  await expectAccessible(page);
  // Nothing was booked by the preview.
  const vacant = await place.owner.get(`/api/shift/${shift.id}`);
  expect((await vacant.json()).payload.shift_timeline).toEqual([]);
  expect(errors).toEqual([]);
});
