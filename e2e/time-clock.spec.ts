import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { csrf, downtownKitchen, hireLineCook, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { expectAccessible, logIn, signIn, watchConsole } from "./support";

// The time clock on a phone (and a laptop): a new line cook with a shift starting in a few minutes clocks in,
// takes a break and clocks out from the Clock tab of their home, and sees their hours.

const minutesFromNow = (n: number) => new Date(Math.ceil((Date.now() + n * 60_000) / 60_000) * 60_000).toISOString();

/** A new line cook given a shift of the demo's Downtown kitchen starting in five minutes, signed in at home. */
async function cookWithAShift(page: Page, cookName: string, shiftName: string) {
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const cook = await hireLineCook(page, kitchen, cookName);
  const shift = await scheduleShift(page, kitchen, {
    name: shiftName,
    from: minutesFromNow(5),
    to: minutesFromNow(240),
    count: 1,
  });
  const assigned = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: cook.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  await logIn(page, cook.email, "line-cook-pass");
  return { id: shift.id, cook };
}

/** The same, on their Clock tab. */
async function cookOnTheClockTab(page: Page, cookName: string, shiftName: string): Promise<void> {
  await cookWithAShift(page, cookName, shiftName);
  await page.getByRole("tab", { name: "Clock" }).click();
}

test("a team member clocks in, takes a break and clocks out on the Clock tab", async ({ page }) => {
  const errors = watchConsole(page);
  const id = stamp();
  await cookOnTheClockTab(page, `Cleo ${id}`, `Clock ${id}`);
  await expect(page.getByRole("heading", { name: `Clock ${id} · Line Cook · Downtown` })).toBeVisible();
  await expect(page.getByText("You are not clocked in.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Clock in" }).click();
  // Said once, in the card (not a toast of the server's words and another of the app's over the next button).
  await expect(page.getByText(/^Working since \d\d:\d\d [AP]M$/)).toBeVisible();
  await expect(page.getByText("Clocked in.", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "Clocked in." })).toBeVisible();
  await expect(page.getByText(/late by/)).toHaveCount(0);
  const timer = page.getByRole("timer", { name: "Worked so far" });
  await expect(timer).toHaveText(/^0:00:\d\d$/);
  // It runs: a second later it shows another time.
  const first = await timer.innerText();
  await expect(timer).not.toHaveText(first);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Start break" }).click();
  await expect(page.getByText(/^On break since \d\d:\d\d [AP]M$/)).toBeVisible();
  await page.getByRole("button", { name: "End break" }).click();
  await expect(page.getByRole("button", { name: "Clock out" })).toBeVisible();
  await expect(page.getByText("Break ended.", { exact: true })).toHaveCount(1);
  await page.getByRole("button", { name: "Clock out" }).click();
  // Clocked out: the shift summed up (how long, its break, the hours now on record), said once.
  const summary = page.getByRole("status", { name: "Clocked out." });
  await expect(summary).toBeVisible();
  await expect(page.getByText("Clocked out.", { exact: true })).toHaveCount(1);
  await expect(summary.getByText(/^\d\d:\d\d [AP]M to \d\d:\d\d [AP]M: a shift of \d+ min$/)).toBeVisible();
  await expect(summary.getByText(/^1 break, \d+ min$/)).toBeVisible();
  await expect(summary.getByText(/^On record this week: [\d.]+ h paid$/)).toBeVisible();
  // The shift is still on: clocking in again is there, but as a small button, not the big Clock in of a new shift.
  await expect(page.getByText("You have clocked out of this shift.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clock in again" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Clock in", exact: true })).toHaveCount(0);
  await expectAccessible(page);

  const hours = page.getByRole("heading", { name: "My hours" }).locator("..");
  await expect(hours.getByText("This week")).toBeVisible();
  await expect(hours.getByText("Last week")).toBeVisible();
  await expect(hours.getByText(/^0 h paid$/).first()).toBeVisible();
  await expect(hours.getByText(/^3\.9\d? h scheduled$|^4 h scheduled$/).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test("a cook clocking in after the start from the home's next-shift card is told how late", async ({ page }) => {
  const errors = watchConsole(page);
  const id = stamp();
  // A shift is made ahead; the manager then moves it (as a drag does) to have started 79 minutes ago.
  await signIn(page, "owner@brigade.demo");
  const shift = await cookWithAShift(page, `Lou ${id}`, `Late ${id}`);
  await signIn(page, "owner@brigade.demo");
  const moved = await page.request.patch(`/api/shift/${shift.id}`, {
    headers: await csrf(page),
    data: { from: minutesFromNow(-79), to: minutesFromNow(240) },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await logIn(page, shift.cook.email, "line-cook-pass");

  // On top of the home, above the tabs: the shift, with its Clock in.
  const card = page.getByRole("region", { name: "Your next shift" });
  await expect(card.getByText(new RegExp(`^\\w{3} \\d\\d \\w{3} · Late ${id}$`))).toBeVisible();
  await expect(card.getByText("Downtown · Line Cook")).toBeVisible();
  const cardBox = await card.boundingBox();
  const tabsBox = await page.getByRole("tablist").boundingBox();
  expect(cardBox && tabsBox && cardBox.y + cardBox.height <= tabsBox.y).toBe(true);
  await card.getByRole("button", { name: "Clock in" }).click();

  const now = page.getByRole("region", { name: "Your shift now" });
  await expect(now.getByText(/^You are late by (78|79|80) minutes\.$/)).toBeVisible();
  await expect(page.getByText("Clocked in.", { exact: true })).toHaveCount(1);
  await expect(now.getByText(/^Working since \d\d:\d\d [AP]M$/)).toBeVisible();
  await expectAccessible(page);

  // The Clock tab says it too, once (the card on top steps aside there).
  await now.getByRole("button", { name: "Open the clock" }).click();
  await expect(page.getByRole("tab", { name: "Clock" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/late by/)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Clock out" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a clock-in tapped without a network is kept on the phone and sent, with its time, once back online", async ({
  page,
  context,
}) => {
  const id = stamp();
  await cookOnTheClockTab(page, `Odo ${id}`, `Offline ${id}`);
  await expect(page.getByText("You are not clocked in.")).toBeVisible();

  await context.setOffline(true);
  await page.getByRole("button", { name: "Clock in" }).click();
  const waiting = page.getByRole("alert").filter({ hasText: "Waiting for the network" });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByText(/^Clock in at \d\d:\d\d [AP]M$/)).toBeVisible();
  // Kept in the signed-in user's own queue (brigade.punch-queue.<user id>).
  const tapped = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("brigade.punch-queue."));
    return JSON.parse((key && localStorage.getItem(key)) || "[]")[0]?.client_time;
  });
  expect(typeof tapped).toBe("string");
  // Nothing reached the server yet (the test's own requests are not the phone's, so they still go through).
  const before = await page.request.get("/api/clock/status");
  expect((await before.json()).payload.punch).toBeNull();
  // Logging out now would lose it: the app asks first (and the time this takes makes a punch timed on arrival
  // differ from the tap).
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  const ask = page.getByRole("dialog", { name: "Punches not sent yet" });
  await expect(
    ask.getByText("1 punch taken offline has not reached Brigade yet. Logging out deletes it from this phone."),
  ).toBeVisible();
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByText("Punches taken offline were sent.").first()).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(page.getByText(/^Working since \d\d:\d\d [AP]M$/)).toBeVisible();
  const after = (await (await page.request.get("/api/clock/status")).json()).payload.punch;
  // Sent within seconds: on time, so not marked offline (a mark is for client times over two minutes old).
  expect(after).toMatchObject({ offline: false });
  expect(Date.parse(after.in_at)).toBe(Date.parse(tapped));
  await expectAccessible(page);
});

test("the kiosk of a location clocks a cook in by PIN, and refuses a wrong one", async ({ page }) => {
  const errors = watchConsole(page);
  const id = stamp();
  // The tablet lists who is on shift today in Downtown's zone: a shift starting in five minutes must start today, so
  // a run in the last minutes before midnight in New York waits for the new day. The test's time limit grows by it.
  const now = Temporal.Now.zonedDateTimeISO(NEW_YORK);
  const untilMidnight = now.add({ days: 1 }).startOfDay().since(now).total("milliseconds");
  if (untilMidnight < 8 * 60_000) {
    test.setTimeout(test.info().timeout + untilMidnight);
    await page.waitForTimeout(untilMidnight + 1000);
  }
  await signIn(page, "owner@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const cook = await hireLineCook(page, kitchen, `Kit ${id}`);
  const shift = await scheduleShift(page, kitchen, {
    name: `Kiosk ${id}`,
    from: minutesFromNow(5),
    to: minutesFromNow(180),
    count: 1,
  });
  const assigned = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: cook.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  // The owner makes Downtown's kiosk link (or replaces it, after a confirmation, when one was made before).
  await page.goto("/locations");
  await page.getByRole("button", { name: "Kiosk of Downtown" }).click();
  const dialog = page.getByRole("dialog", { name: "Kiosk of Downtown" });
  const replace = dialog.getByRole("button", { name: "Replace the link" });
  const make = dialog.getByRole("button", { name: "Make a kiosk link" });
  await expect(replace.or(make)).toBeVisible();
  if (await replace.isVisible()) {
    await replace.click();
    await page
      .getByRole("dialog", { name: "Replace the kiosk link?" })
      .getByRole("button", { name: "Replace the link" })
      .click();
  } else {
    await make.click();
  }
  const link = dialog.getByLabel("Kiosk link (shown once)");
  await expect(link).toHaveValue(/\/kiosk\/[A-Za-z0-9_-]{20,}$/);
  const url = new URL(await link.inputValue());
  await expectAccessible(page);

  // The cook sets a PIN on their account page.
  await signIn(page, cook.email, "line-cook-pass");
  await page.goto("/account");
  const pin = `${4000 + Math.floor(Math.random() * 5000)}${Math.floor(Math.random() * 90 + 10)}`;
  await page.getByLabel("New PIN").fill("12");
  await page.getByRole("button", { name: "Save PIN" }).click();
  await expect(page.getByText("The PIN must be 4 to 8 digits.")).toBeVisible();
  await page.getByLabel("New PIN").fill(pin);
  await page.getByRole("button", { name: "Save PIN" }).click();
  await expect(page.getByText("Your PIN was saved.").first()).toBeVisible();

  // At the tablet: a wrong PIN is refused, the right one clocks the cook in.
  await page.goto(url.pathname);
  await expect(page.getByRole("heading", { name: "Downtown", level: 1 })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: cook.name })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("PIN", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Clock in" }).click();
  await expect(page.getByText("Wrong PIN.")).toBeVisible();
  for (const digit of pin) await page.getByRole("button", { name: digit, exact: true }).click();
  await page.getByRole("button", { name: "Clock in" }).click();
  await expect(page.getByText(new RegExp(`^Kit ${id} clocked in at \\d\\d:\\d\\d [AP]M\\.$`))).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: cook.name }).getByText("In", { exact: true }),
  ).toBeVisible();

  // The dashboard's Who's in shows the cook clocked in since then.
  await signIn(page, "owner@brigade.demo");
  await page.goto(`/dashboard?location_id=${kitchen.locationId}`);
  const whosIn = page.getByRole("region", { name: "Who's in today" });
  await expect(
    whosIn.getByRole("list", { name: "Clocked in" }).getByRole("listitem").filter({ hasText: cook.name }),
  ).toContainText(/since \d\d:\d\d [AP]M/);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test("the owner gives a location the circle its clock-ins are checked against", async ({ page }) => {
  const errors = watchConsole(page);
  const name = `Pier ${stamp()}`;
  await signIn(page, "owner@brigade.demo");
  await page.goto("/create-location");
  await page.getByLabel("Location name").fill(name);
  await page.getByRole("textbox", { name: "Latitude" }).fill("40.7033");
  await page.getByRole("textbox", { name: "Longitude" }).fill("-74.017");
  await page.getByRole("button", { name: /create location/i }).click();
  // Part of a place is refused before anything is sent, with the contract's message.
  await expect(
    page.getByText("Give the latitude, the longitude and the radius together, or none of them."),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Radius (meters)" }).fill("120");
  await expectAccessible(page);
  await page.getByRole("button", { name: /create location/i }).click();
  await expect(page.getByText("Location created successfully.").first()).toBeVisible();
  const index = await page.request.get("/api/restaurant/location/index?paginated=false");
  const saved = ((await index.json()).payload as { name: string }[]).find((l) => l.name === name);
  expect(saved).toMatchObject({ latitude: 40.7033, longitude: -74.017, geofence_m: 120 });
  expect(errors).toEqual([]);
});
