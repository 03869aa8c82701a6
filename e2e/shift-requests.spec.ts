import { DECIDED_MESSAGES, DECISION_MESSAGES } from "@brigade/contract/decisions";
import type { APIRequestContext, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { newBusiness, PASSWORD } from "./auto-fill-setup";
import { expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, hireLineCook, type Kitchen, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { choose, eventOnDay, expectAccessible, signIn, watchConsole } from "./support";

// The owner decides on pickup and leave requests: on /business-owner-shift-listing and in the calendar
// panel's Schedule tab. The requests are made through the API by new Line Cooks, so no demo booking is needed.
// Their names start with "Aaa" so that, sorted by employee, they come first.

type Shift = { id: number; slotId: number };

/** A new Line Cook who asks for the shift (a Pending booking); returns the booking id and a way to act as them. */
async function pickUp(page: Page, api: APIRequestContext, kitchen: Kitchen, shift: Shift, name: string) {
  const cook = await hireLineCook(page, kitchen, name);
  const login = await api.post("/api/auth/login", { data: { email: cook.email, password: "line-cook-pass" } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).payload.token}` };
  const res = await api.post("/api/shift/employee/pickup", {
    headers,
    data: { shift_id: shift.id, slot_id: shift.slotId, area_role_id: kitchen.lineCookId },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { bookingId: (await res.json()).payload.id as number, headers, name };
}

/** The owner accepts through the API and the cook then applies for leave: an Apply For Leave booking. */
async function leaveRequest(page: Page, request: { bookingId: number; headers: Record<string, string> }) {
  const accept = await page.request.post(`/api/shift/employee/shift-action/${request.bookingId}`, {
    headers: await csrf(page),
    data: { status: "Accepted" },
  });
  expect(accept.status(), await accept.text()).toBe(200);
  const leave = await page.request.post(`/api/shift/employee/apply-for-leave/${request.bookingId}`, {
    headers: request.headers,
    data: { action_detail: "Dentist appointment" },
  });
  expect(leave.status(), await leave.text()).toBe(200);
}

async function openTab(page: Page, label: string, hash: string) {
  await page.getByRole("tab", { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
}

/** The listing sorted by employee, so the "Aaa" cooks of these tests are on the first page. */
async function openListing(page: Page, hash: string) {
  await page.goto(`/business-owner-shift-listing${hash}`);
  await expect(page.getByRole("heading", { name: "Shift Requests", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Employee", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: "Employee" })).toHaveAttribute("aria-sort", "ascending");
  await choose(page, "Entries per page", "100", "100");
  // The rows of the order and size chosen: until they come, the last ones show, and what follows them moves as they do.
  await expect(page.locator("table[aria-busy]")).toHaveCount(0);
}

const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

/** The shift's panel from the month view of its day, on its Schedule tab. */
async function openSchedule(page: Page, kitchen: Kitchen, name: string, day: Temporal.PlainDate) {
  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&day_part=${encodeURIComponent(name)}`);
  await (await eventOnDay(page, day.toString(), new RegExp(name))).click();
  const panel = page.getByRole("dialog", { name: new RegExp(name) });
  await expect(panel).toBeVisible();
  await panel.getByRole("tab", { name: "Schedule" }).click();
  return panel;
}

test.describe("the owner decides on requests", () => {
  let kitchen: Kitchen;
  let errors: string[];
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 4 });

  test.beforeEach(async ({ page }) => {
    errors = watchConsole(page);
    await signIn(page, "owner@brigade.demo");
    kitchen = await downtownKitchen(page);
  });
  test.afterEach(() => expect(errors).toEqual([]));

  test("accepting a pickup on #Pending moves it to #Accepted", async ({ page, playwright, baseURL }) => {
    const id = stamp();
    const shift = await scheduleShift(page, kitchen, {
      name: `Prep ${id}`,
      from: at(day, 9),
      to: at(day, 11),
      count: 1,
    });
    const api = await playwright.request.newContext({ baseURL });
    const pickup = await pickUp(page, api, kitchen, shift, `Aaa Pick ${id}`);

    await openListing(page, "");
    // Without a hash the Pending tab is shown.
    await expect(page.getByRole("tab", { name: "Pending", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(row(page, pickup.name)).toContainText(`Prep ${id}`);
    await expect(row(page, pickup.name)).toContainText("09:00 AM - 11:00 AM");
    await expectAccessible(page);
    await row(page, pickup.name)
      .getByRole("button", { name: `Accept ${pickup.name}'s request` })
      .click();
    await expect(page.getByText(DECIDED_MESSAGES.Accepted)).toBeVisible();
    await expect(row(page, pickup.name)).toHaveCount(0);

    await openTab(page, "Accepted", "#Accepted");
    await expect(row(page, pickup.name)).toBeVisible();
    // Settled: no actions, and the history says who accepted it.
    await expect(row(page, pickup.name).getByRole("button", { name: /Accept|Reject/ })).toHaveCount(0);
    await row(page, pickup.name)
      .getByRole("button", { name: /^History of/ })
      .click();
    await expect(page.getByText("Pending → Accepted")).toBeVisible();
    await api.dispose();
  });

  test("approving a leave releases it; rejecting one keeps the shift booked", async ({ page, playwright, baseURL }) => {
    const id = stamp();
    const name = `Stock ${id}`;
    const shift = await scheduleShift(page, kitchen, { name, from: at(day, 12), to: at(day, 14), count: 2 });
    const api = await playwright.request.newContext({ baseURL });
    const approved = await pickUp(page, api, kitchen, shift, `Aaa Leave ${id}`);
    const refused = await pickUp(page, api, kitchen, shift, `Aab Stay ${id}`);
    await leaveRequest(page, approved);
    await leaveRequest(page, refused);

    await openListing(page, "#ApplyForLeave");
    await expect(row(page, approved.name)).toContainText("Dentist appointment");
    await row(page, approved.name)
      .getByRole("button", { name: `Approve ${approved.name}'s request` })
      .click();
    await expect(page.getByText(DECIDED_MESSAGES.Released)).toBeVisible();
    await expect(row(page, approved.name)).toHaveCount(0);

    await row(page, refused.name)
      .getByRole("button", { name: `Reject ${refused.name}'s request` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Reject this leave request?" });
    await confirm.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByText(DECIDED_MESSAGES["Leave Rejected"])).toBeVisible();
    await expect(row(page, refused.name)).toHaveCount(0);

    await openTab(page, "Released", "#Released");
    await expect(row(page, approved.name)).toBeVisible();

    // The calendar panel shows both outcomes.
    const panel = await openSchedule(page, kitchen, name, day);
    const booking = (who: string) => panel.locator("[data-booking-id]").filter({ hasText: who });
    await expect(booking(approved.name)).toContainText("Released");
    await expect(booking(approved.name)).toContainText("Approved");
    await expect(booking(refused.name)).toContainText("Leave Rejected");
    await api.dispose();
  });

  test("accepting a pending booking in the calendar's Schedule tab", async ({ page, playwright, baseURL }) => {
    const id = stamp();
    const name = `Close ${id}`;
    const shift = await scheduleShift(page, kitchen, { name, from: at(day, 15), to: at(day, 17), count: 1 });
    const api = await playwright.request.newContext({ baseURL });
    const pickup = await pickUp(page, api, kitchen, shift, `Aaa Panel ${id}`);

    const panel = await openSchedule(page, kitchen, name, day);
    const booking = panel.locator("[data-booking-id]").filter({ hasText: pickup.name });
    await expect(booking).toContainText("Pending");
    await booking.getByRole("button", { name: `Actions for ${pickup.name}` }).click();
    await page.getByRole("menuitem", { name: "Accept" }).click();
    await expect(page.getByText(DECIDED_MESSAGES.Accepted)).toBeVisible();
    await expect(booking).toContainText("Accepted");
    await expect(booking).toContainText("Approved");
    await expect(booking.getByRole("button", { name: `Actions for ${pickup.name}` })).toHaveCount(0);
    // The slot is full now.
    await panel.getByRole("tab", { name: "Vacant" }).click();
    await expect(panel.getByText("0 remaining")).toBeVisible();
    await api.dispose();
  });

  test("a pickup whose shift has started is Expired; two others are accepted at once", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const id = stamp();
    const shift = await scheduleShift(page, kitchen, {
      name: `Bulk ${id}`,
      from: at(day, 6),
      to: at(day, 8),
      count: 2,
    });
    const late = await scheduleShift(page, kitchen, {
      name: `Late ${id}`,
      from: at(day, 21),
      to: at(day, 23),
      count: 1,
    });
    const api = await playwright.request.newContext({ baseURL });
    const first = await pickUp(page, api, kitchen, shift, `Aaa Bulk ${id}`);
    const second = await pickUp(page, api, kitchen, shift, `Aab Bulk ${id}`);
    const expired = await pickUp(page, api, kitchen, late, `Aac Late ${id}`);
    await api.dispose();
    // The late shift moves to yesterday: its slot has started while the request waits.
    const yesterday = Temporal.Now.plainDateISO(NEW_YORK).subtract({ days: 1 });
    const moved = await page.request.patch(`/api/shift/${late.id}`, {
      headers: await csrf(page),
      data: { from: at(yesterday, 9), to: at(yesterday, 11) },
    });
    expect(moved.status(), await moved.text()).toBe(200);

    await openListing(page, "#Pending");
    await expect(row(page, first.name)).toBeVisible();
    // Past requests are folded: the page opens on those still to decide.
    await expect(row(page, expired.name)).toHaveCount(0);
    await page.getByRole("button", { name: /^Show \d+ past requests?$/ }).click();
    await expect(row(page, expired.name)).toContainText("Expired");
    await expect(row(page, expired.name).getByRole("button", { name: /Accept|Reject/ })).toHaveCount(0);
    await expect(row(page, expired.name).getByRole("checkbox")).toHaveCount(0);

    // Two picked from the keyboard, accepted together.
    await row(page, first.name)
      .getByRole("checkbox", { name: `Select ${first.name}'s request` })
      .focus();
    await page.keyboard.press("Space");
    await row(page, second.name)
      .getByRole("checkbox", { name: `Select ${second.name}'s request` })
      .check();
    const toolbar = page.getByRole("toolbar", { name: "Decide on the selected requests" });
    await expect(toolbar).toContainText("2 selected");
    await toolbar.getByRole("button", { name: "Accept selected" }).click();
    const summary = page.getByRole("status").filter({ hasText: "2 accepted" });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(row(page, first.name)).toHaveCount(0);
    await expect(row(page, second.name)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("unassigning someone in the calendar's Schedule tab opens their position again", async ({ page }) => {
    const id = stamp();
    const name = `Unassign ${id}`;
    const shift = await scheduleShift(page, kitchen, { name, from: at(day, 18), to: at(day, 20), count: 1 });
    const cook = await hireLineCook(page, kitchen, `Aaa Given ${id}`);
    const given = await page.request.post("/api/shift/employee/select-shift", {
      headers: await csrf(page),
      data: { employee_id: cook.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
    });
    expect(given.status(), await given.text()).toBe(200);

    const panel = await openSchedule(page, kitchen, name, day);
    const booking = panel.locator("[data-booking-id]").filter({ hasText: cook.name });
    await expect(booking).toContainText("Accepted");
    const unassign = booking.getByRole("button", { name: `Unassign ${cook.name}` });
    const confirm = page.getByRole("dialog", { name: `Unassign ${cook.name} from this shift?` });

    // From the keyboard; Cancel changes nothing and puts focus back on the button.
    await unassign.focus();
    await page.keyboard.press("Enter");
    await expect(confirm.getByText("The position opens again.")).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(unassign).toBeFocused();
    await expect(booking).toContainText("Accepted");

    // The answer comes only once the live update has refetched the shift: the row shows Released and the Unassign
    // button, whose request it answers, is gone by then.
    await page.route("**/api/shift/employee/shift-action/*", async (route) => {
      const answer = await route.fetch();
      await expect(booking).toContainText("Released");
      await route.fulfill({ response: answer });
    });
    await page.keyboard.press("Enter");
    await confirm.getByRole("button", { name: "Unassign" }).click();
    await expect(page.getByText(DECISION_MESSAGES.unassigned)).toBeVisible();
    await expect(booking).toContainText("Released");
    await expect(unassign).toHaveCount(0);
    // The button is gone; focus stays on the booking it belonged to.
    await expect(booking).toBeFocused();
    await panel.getByRole("tab", { name: "Vacant" }).click();
    await expect(panel.getByText("1 remaining")).toBeVisible();
  });
});

test("deciding every request of the tab at once still sums them up, with nothing left to decide", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  // A business of its own: its only two requests are picked, so the list that asked goes once they are decided.
  const biz = await newBusiness((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
  const lunch = biz.shifts.monLunch;
  const api = await playwright.request.newContext({ baseURL });
  for (const cook of biz.cooks.slice(0, 2)) {
    const login = await api.post("/api/auth/login", { data: { email: cook.email, password: PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const res = await api.post("/api/shift/employee/pickup", {
      headers: { authorization: `Bearer ${(await login.json()).payload.token}` },
      data: { shift_id: lunch.id, slot_id: lunch.slotId, area_role_id: lunch.roleId },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await api.dispose();
  await biz.owner.dispose();
  await signIn(page, biz.manager.email, PASSWORD);
  // Its only two requests: no sorting or page size to set.
  await page.goto("/business-owner-shift-listing#Pending");
  const pending = page.getByRole("table", { name: "Pending requests" });
  await expect(pending.getByRole("row")).toHaveCount(3);
  // The decision's answer comes only once the live update has refetched the list without the two: the list, and the
  // component that asked, are gone by then, and the summary must still come.
  await page.route("**/api/shift/employee/shift-action/bulk", async (route) => {
    const answer = await route.fetch();
    await expect(pending).toHaveCount(0);
    await route.fulfill({ response: answer });
  });
  await page.getByRole("checkbox", { name: "Select all shown requests" }).check();
  await page
    .getByRole("toolbar", { name: "Decide on the selected requests" })
    .getByRole("button", { name: "Accept selected" })
    .click();
  const summary = page.getByRole("status").filter({ hasText: "2 accepted" });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page.getByText("No requests ahead.")).toBeVisible();
  await expect(pending).toHaveCount(0);
  expect(errors).toEqual([]);
});
