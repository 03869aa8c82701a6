import { CALENDAR_FEED_MESSAGES } from "@brigade/contract/calendar-feed";
import type { APIRequestContext } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, hireLineCook, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { expectAccessible, logIn, signIn, watchConsole } from "./support";

// A Line Cook copies their private calendar link from their home page, and a calendar app (a request without any
// session) gets their shift from it; replacing the link kills the old one.

test("a member copies their calendar link, which serves their shift, and replaces it", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The manager gives a new cook a shift in three days.
  await signIn(page, "manager@brigade.demo");
  const kitchen = await downtownKitchen(page);
  const cook = await hireLineCook(page, kitchen, `Feed Cook ${stamp()}`);
  const name = `Feed dinner ${stamp()}`;
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 3 });
  const shift = await scheduleShift(page, kitchen, { name, from: at(day, 17), to: at(day, 22), count: 1 });
  const given = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: cook.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(given.status(), await given.text()).toBe(200);
  await page.request.post("/api/auth/logout", { headers: await csrf(page) });
  await context.clearCookies();

  await logIn(page, cook.email, "line-cook-pass");
  await expect(page).toHaveURL(/\/employee-home$/);
  const card = page.getByRole("region", { name: "Your shifts in your calendar" });
  const field = card.getByRole("textbox", { name: "Calendar link" });
  await expect(field).toHaveValue(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(card.getByRole("button", { name: "Add it to Google Calendar" })).toBeVisible();
  await card.getByRole("button", { name: "Add it to Apple Calendar" }).click();
  await expect(card.getByText(/File > New Calendar Subscription/)).toBeVisible();
  await expectAccessible(page);
  // Nothing wider than the screen on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await card.getByRole("button", { name: "Copy" }).click();
  await expect(card.getByRole("button", { name: "Copied" })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  await expect(field).toHaveValue(url);

  // A calendar app: no cookie, no token.
  const calendarApp: APIRequestContext = await playwright.request.newContext();
  try {
    const feed = await calendarApp.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await feed.text();
    expect(text).toContain(`SUMMARY:${name} - Line Cook`);
    expect(text).toContain("LOCATION:Downtown");
    expect(text).toContain(`DTSTART;TZID=America/New_York:${day.toString().replaceAll("-", "")}T170000`);
    expect(text).toContain("BEGIN:VTIMEZONE");

    // Replace the link, after a confirmation that says what happens to the old one.
    await card.getByRole("button", { name: "Replace link" }).click();
    const dialog = page.getByRole("dialog", { name: "Replace your calendar link?" });
    await expect(dialog).toContainText("The current link stops working at once");
    await dialog.getByRole("button", { name: "Replace link" }).click();
    await expect(page.getByText("Your calendar link was replaced. The old link no longer works.")).toBeVisible();
    await expect(field).not.toHaveValue(url);
    const replaced = await field.inputValue();
    const old = await calendarApp.get(url);
    expect(old.status()).toBe(404);
    expect(await old.text()).toBe(CALENDAR_FEED_MESSAGES.notFound);
    expect((await calendarApp.get(replaced)).status()).toBe(200);
    // A wrong feed path is a 404 too, never the web app's page.
    const wrong = await calendarApp.get(`${baseURL}/ical/nothing-here`);
    expect(wrong.status()).toBe(404);
    expect(await wrong.text()).not.toContain("<html");
  } finally {
    await calendarApp.dispose();
  }
  expect(errors).toEqual([]);
});
