import type { Browser, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, hireLineCook, type Kitchen, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { expectAccessible, logIn, signIn, watchConsole } from "./support";

// A team member's bell: a manager assigns them a shift (through the API, in a browser of their own), the member's
// unread count rises when they come back to the page, they open the list, read the notification (the count
// drops) and follow it to their schedule. Each test hires its own Line Cook, so no demo notification is counted.

type Cook = Awaited<ReturnType<typeof hireLineCook>>;

/** The manager, signed in in a browser context of their own (the member's page keeps its own session). */
async function managerPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, "manager@brigade.demo");
  return { page, close: () => context.close() };
}

/** A Downtown Line Cook shift `daysAhead` days from now at `hour` (New York), assigned to the cook by the manager. */
async function assign(manager: Page, kitchen: Kitchen, cook: Cook, name: string, daysAhead: number, hour = 9) {
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: daysAhead });
  const shift = await scheduleShift(manager, kitchen, { name, from: at(day, hour), to: at(day, hour + 1), count: 1 });
  const res = await manager.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(manager),
    data: { employee_id: cook.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Nothing is wider than the screen (a phone at 390 px). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The member comes back to the tab: the page asks for the count again (it also does so every 30 s). */
const comeBack = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));

const bell = (page: Page) => page.getByRole("button", { name: /^Notifications/ });
/** The list, in the popover on a desktop and in the drawer on a phone. */
const notificationList = (page: Page) => page.getByRole("region", { name: "Notification list" });
const notification = (page: Page, text: string) => notificationList(page).getByRole("button").filter({ hasText: text });

test.describe("the notification bell", () => {
  let errors: string[];
  let manager: { page: Page; close: () => Promise<void> };
  let kitchen: Kitchen;
  let cook: Cook;

  test.beforeEach(async ({ page, browser, baseURL }) => {
    errors = watchConsole(page);
    manager = await managerPage(browser, baseURL);
    kitchen = await downtownKitchen(manager.page);
    cook = await hireLineCook(manager.page, kitchen, `Bell Cook ${stamp()}`);
    await logIn(page, cook.email, "line-cook-pass");
    await expect(page).toHaveURL(/\/employee-home$/);
  });
  test.afterEach(async () => {
    await manager.close();
    expect(errors).toEqual([]);
  });

  test("counts a new assignment, and reading it lowers the count and leads to the schedule", async ({ page }) => {
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    // By keyboard: focus moves into the list, and Escape brings it back to the bell.
    await bell(page).focus();
    await page.keyboard.press("Enter");
    await expect(notificationList(page)).toBeFocused();
    await expect(notificationList(page)).toContainText("No notifications yet.");
    await page.keyboard.press("Escape");
    await expect(bell(page)).toBeFocused();

    const name = `Bell brunch ${stamp()}`;
    await assign(manager.page, kitchen, cook, name, 3);
    await comeBack(page);
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    await expectAccessible(page);

    // Leave the home page, so following the link is seen to lead back to it.
    await page.goto("/account");
    await expect(bell(page)).toHaveAccessibleName("Notifications, 1 unread");
    await bell(page).click();
    const item = notification(page, name);
    // Focus moves into the list, onto its newest notification.
    await expect(item).toBeFocused();
    await expect(item).toContainText("Unread: New shift");
    await expect(item).toContainText(`You are on ${name} - Line Cook at Downtown`);
    await expect(item).toContainText("just now");
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/employee-home$/);
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    // A page change leads focus to the new page's heading (issue 19), as any link does.
    await expect(page.getByRole("heading", { name: "My Schedule", level: 1 })).toBeFocused();

    // Read now: still listed, no longer marked unread.
    await bell(page).click();
    await expect(notification(page, name)).toContainText("New shift");
    await expect(notification(page, name)).not.toContainText("Unread");
    await page.keyboard.press("Escape");
    await expect(bell(page)).toBeFocused();
  });

  test("marks everything read at once, and loads older notifications a page at a time", async ({ page }) => {
    test.slow();
    // 21 assignments: the list shows 20, the oldest comes with "Load more".
    const names = Array.from({ length: 21 }, (_, i) => `Bell batch ${stamp()} ${String(i).padStart(2, "0")}`);
    for (const [i, name] of names.entries())
      await assign(manager.page, kitchen, cook, name, 2 + Math.floor(i / 8), 6 + (i % 8) * 2);
    await comeBack(page);
    await expect(bell(page)).toHaveAccessibleName("Notifications, 21 unread");

    await bell(page).click();
    const list = notificationList(page);
    await expect(list.getByRole("button").filter({ hasText: "Bell batch" })).toHaveCount(20);
    await expect(notification(page, names[20] ?? "")).toBeFocused();
    await expect(notification(page, names[0] ?? "")).toHaveCount(0);
    await list.getByRole("button", { name: "Load more" }).click();
    // Focus goes to the first of the older ones, and there is nothing more to load.
    await expect(notification(page, names[0] ?? "")).toBeFocused();
    await expect(list.getByRole("button", { name: "Load more" })).toHaveCount(0);

    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect(page.getByText("Notifications marked as read.")).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName("Notifications");
    await expect(list.getByText(/^Unread/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });
});

test("e-mail choices say e-mail is off on a server without SMTP", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "staff@brigade.demo");
  await page.goto("/account");
  const section = page.getByRole("region", { name: "E-mail notifications" });
  await expect(section.getByText("E-mail is off on this server; notifications appear in the app.")).toBeVisible();
  await expect(section.getByRole("switch", { name: "A shift is assigned to me" })).toBeDisabled();
  // The managers' kinds are not a team member's business.
  await expect(section.getByRole("switch", { name: "Someone asks for time off" })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
