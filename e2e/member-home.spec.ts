import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { csrf, downtownKitchen, hireLineCook, scheduleShift, stamp } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, logIn, signIn, watchConsole } from "./support";

// The team member on their phone: their schedule, picking up an open shift (and taking it back), and
// asking for leave from a shift they were given. Runs on the shared demo data, so it picks whatever the
// data offers at the moment rather than fixed shifts.

const tab = (page: Page, name: RegExp) => page.getByRole("tab", { name });
const list = (page: Page, name: string) => page.getByRole("list", { name });

/** Lines that change with the booking's status rather than tell which shift it is. */
const CHANGING = /^(Pending|Accepted|Apply For Leave|Rejected|Leave Rejected|Released|Pickup request|Leave request)$/;

/** The card's day and shift, time range, and location and role: enough to find it again in any list. */
async function identity(card: Locator): Promise<string[]> {
  const lines = (await card.innerText()).split("\n").map((l) => l.trim());
  return lines.filter((l) => l !== "" && !CHANGING.test(l)).slice(0, 3);
}

/** The card in a list that shows all of these lines. */
function cardWith(container: Locator, lines: string[]): Locator {
  let card = container.getByRole("listitem");
  for (const line of lines) card = card.filter({ hasText: line });
  return card;
}

test("a team member picks up an open shift, withdraws it, and applies for leave", async ({ page }) => {
  const errors = watchConsole(page);
  await logIn(page, "staff@brigade.demo");
  await expect(page).toHaveURL(/\/employee-home$/);
  await expect(page.getByRole("heading", { name: "My Schedule", level: 1 })).toBeVisible();
  await expect(page.getByText("Hello, Sam")).toBeVisible();

  // My schedule: shifts with their status, on the location's clock.
  const schedule = list(page, "My schedule");
  await expect(schedule.getByRole("listitem").first()).toBeVisible();
  await expect(schedule.getByText(/\d\d:\d\d [AP]M – \d\d:\d\d [AP]M [A-Z]{3,4}/).first()).toBeVisible();
  await expect(schedule.getByText("Accepted").first()).toBeVisible();
  await expectAccessible(page);

  // Pick up the last open shift (the first may start while the test runs, and a started one is refused): it
  // leaves Open shifts and shows under My requests as Pending.
  await tab(page, /Open shifts/).click();
  const open = list(page, "Open shifts");
  const offer = open.getByRole("listitem").last();
  await expect(offer).toBeVisible();
  const picked = await identity(offer);
  await offer.getByRole("button", { name: "Pick up" }).click();
  await expect(page.getByText("Pickup requested.")).toBeVisible();
  await expect(cardWith(open, picked)).toHaveCount(0);

  await tab(page, /My requests/).click();
  const requests = list(page, "My requests");
  const request = cardWith(requests, picked).filter({ hasText: "Pending" });
  await expect(request).toHaveCount(1);
  await expect(request.getByText("Pickup request")).toBeVisible();
  // The toast closes on its own; axe checks the page itself.
  await expect(page.getByText("Pickup requested.")).toBeHidden();
  await expectAccessible(page);

  // Withdraw it, after confirming.
  await request.getByRole("button", { name: "Withdraw" }).click();
  const confirm = page.getByRole("dialog", { name: "Withdraw this request?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Withdraw request" }).click();
  await expect(page.getByText("Pickup request withdrawn.")).toBeVisible();
  await expect(request).toHaveCount(0);
  await tab(page, /Open shifts/).click();
  await expect(cardWith(open, picked)).toHaveCount(1);

  // Apply for leave on the last Accepted shift ahead (not one that may start meanwhile): a reason is required,
  // then the server's status shows.
  await tab(page, /My schedule/).click();
  const accepted = schedule
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Apply for leave" }) })
    .last();
  const shift = await identity(accepted);
  // Each shift's button says which shift it is about.
  await expect(accepted.getByRole("button", { name: /^Apply for leave: .+, \w{3} \d\d \w{3}$/ })).toBeVisible();
  await accepted.getByRole("button", { name: "Apply for leave" }).click();
  const dialog = page.getByRole("dialog", { name: "Apply for leave" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByText("Reason is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Family wedding");
  await expect(page.getByText("Pickup request withdrawn.")).toBeHidden();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Leave requested.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const onLeave = cardWith(schedule, shift);
  await expect(onLeave.getByText("Apply For Leave")).toBeVisible();
  await expect(onLeave.getByRole("button", { name: "Apply for leave" })).toHaveCount(0);
  // Its button gone, focus is on the shift's card, not lost to the page.
  await expect(onLeave).toBeFocused();

  await tab(page, /My requests/).click();
  const leave = cardWith(requests, shift);
  await expect(leave.getByText("Leave request")).toBeVisible();
  await expect(leave.getByText("Apply For Leave")).toBeVisible();
  await expect(leave.getByText("Reason: Family wedding")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a manager switches to the employee home and back", async ({ page }) => {
  const errors = watchConsole(page);
  await logIn(page, "manager@brigade.demo");
  await page.getByRole("link", { name: "Switch to Employee" }).click();
  await expect(page).toHaveURL(/\/employee-home$/);
  await expect(page.getByText("Hello, Marco")).toBeVisible();
  await expect(tab(page, /Open shifts/)).toBeVisible();
  await expect(page.getByRole("list", { name: "My schedule" }).or(page.getByText("No shifts scheduled"))).toBeVisible();
  await page.getByRole("link", { name: "Switch to Manager" }).click();
  // Back to where a manager starts: the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Switch to Employee" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the home's seven tabs share one row, the chosen one in view", async ({ page }) => {
  await logIn(page, "staff@brigade.demo");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(7);
  // Measured at one moment (the next-shift card above may still arrive and move the row down as a whole).
  const tops = await tabs.evaluateAll((all) => [
    ...new Set(all.map((tab) => Math.round(tab.getBoundingClientRect().y))),
  ]);
  expect(tops).toHaveLength(1);
  // A phone's row scrolls sideways, not the page.
  await expectNoSidewaysScroll(page);
  await page.goto("/employee-home?tab=time_off");
  await expect(page.getByRole("tab", { name: "Time off" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Time off" })).toBeInViewport({ ratio: 1 });
});

test("My requests lists those ahead first and folds the past ones behind a count", async ({ page }) => {
  const errors = watchConsole(page);
  const id = stamp();
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const cook = await hireLineCook(page, kitchen, `Ines ${id}`);
  const tomorrow = await scheduleShift(page, kitchen, {
    name: `Ahead ${id}`,
    from: minutesFromNow(26 * 60),
    to: minutesFromNow(30 * 60),
    count: 1,
  });
  const soon = await scheduleShift(page, kitchen, {
    name: `Gone ${id}`,
    from: minutesFromNow(10),
    to: minutesFromNow(70),
    count: 1,
  });
  // The cook asks for both; the manager then moves the second (as a drag does) to have ended a minute ago.
  await logIn(page, cook.email, "line-cook-pass");
  for (const shift of [tomorrow, soon]) {
    const asked = await page.request.post("/api/shift/employee/pickup", {
      headers: await csrf(page),
      data: { shift_id: shift.id, slot_id: shift.slotId, area_role_id: kitchen.lineCookId },
    });
    expect(asked.status(), await asked.text()).toBe(201);
  }
  await signIn(page, "owner@brigade.demo");
  const moved = await page.request.patch(`/api/shift/${soon.id}`, {
    headers: await csrf(page),
    data: { from: minutesFromNow(-2), to: minutesFromNow(-1) },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await logIn(page, cook.email, "line-cook-pass");
  await page.getByRole("tab", { name: /My requests/ }).click();
  const upcoming = page.getByRole("list", { name: "My requests" });
  await expect(upcoming.getByRole("listitem")).toHaveCount(1);
  await expect(upcoming.getByRole("listitem")).toContainText(`Ahead ${id}`);
  const show = page.getByRole("button", { name: "Show 1 past request" });
  await expect(show).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("list", { name: "Past requests" })).toHaveCount(0);
  await show.click();
  const hide = page.getByRole("button", { name: "Hide 1 past request" });
  await expect(hide).toHaveAttribute("aria-expanded", "true");
  const past = page.getByRole("list", { name: "Past requests" }).getByRole("listitem");
  await expect(past).toHaveCount(1);
  await expect(past).toContainText(`Gone ${id}`);
  await expectAccessible(page);
  await hide.click();
  await expect(page.getByRole("list", { name: "Past requests" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** A whole minute `n` minutes from now (negative: ago), as an instant. */
const minutesFromNow = (n: number) => new Date(Math.ceil((Date.now() + n * 60_000) / 60_000) * 60_000).toISOString();

test("a shift split into two time slots reads as one shift with its slots", async ({ page }) => {
  const errors = watchConsole(page);
  const id = stamp();
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const cook = await hireLineCook(page, kitchen, `Sol ${id}`);
  // Tomorrow, eight hours in two equal slots; the cook holds both.
  const start = Math.ceil((Date.now() + 26 * 3600_000) / 3600_000) * 3600_000;
  const stored = await page.request.post("/api/shift/store", {
    headers: await csrf(page),
    data: {
      name: `Split ${id}`,
      from: new Date(start).toISOString(),
      to: new Date(start + 8 * 3600_000).toISOString(),
      location_id: kitchen.locationId,
      chunk: 2,
      areas: [{ id: kitchen.areaId, area_role: [{ id: kitchen.lineCookId, count: 1 }] }],
    },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const shift = (await stored.json()).payload as { id: number; shift_time_slots: { id: number }[] };
  expect(shift.shift_time_slots).toHaveLength(2);
  for (const slot of shift.shift_time_slots) {
    const assigned = await page.request.post("/api/shift/employee/select-shift", {
      headers: await csrf(page),
      data: { employee_id: cook.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: slot.id },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  }

  await logIn(page, cook.email, "line-cook-pass");
  const schedule = page.getByRole("list", { name: "My schedule" });
  const card = schedule.getByRole("listitem").filter({ hasText: `Split ${id}` });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("Split shift: 2 time slots")).toBeVisible();
  const slots = card.getByRole("list", { name: "Time slots" }).getByRole("listitem");
  await expect(slots).toHaveCount(2);
  await expect(slots.nth(0)).toContainText(/^1 of 2: \d\d:\d\d [AP]M – \d\d:\d\d [AP]M [A-Z]{3,4}/);
  await expect(slots.nth(1)).toContainText(/^2 of 2: \d\d:\d\d [AP]M – \d\d:\d\d [AP]M [A-Z]{3,4}/);
  // Each slot keeps its own actions, each saying which slot it is about.
  const leave = /^Apply for leave: Split \w+, \w{3} \d\d \w{3}, from \d\d:\d\d [AP]M$/;
  await expect(slots.nth(0).getByRole("button", { name: leave })).toBeVisible();
  await expect(slots.nth(1).getByRole("button", { name: leave })).toBeVisible();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
