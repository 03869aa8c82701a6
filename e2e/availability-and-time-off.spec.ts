import { AVAILABILITY_MESSAGES, type AvailabilityRule } from "@brigade/contract/availability";
import { formatDayMonthYear } from "@brigade/contract/dates";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import type { Locator, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { csrf, stamp } from "./scheduling";
import { expectAccessible, logIn, signIn, typeTime, watchConsole } from "./support";

// The team member on their phone sets when they can work and asks for time off; a manager reads and edits
// that member's week from the team list. Sam's pattern is put back as it was after each test, and every time
// off a test asks for carries its own tag, so runs neither see nor leave each other's data.

const SAM = "staff@brigade.demo";

const day = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const windows = (region: Locator) => region.getByRole("listitem");
const kind = (window: Locator, name: string) => window.getByRole("radiogroup").getByText(name, { exact: true });
const time = (window: Locator, label: "From" | "To") => window.getByLabel(label, { exact: true });

/** A window shows its times (with "next day" past midnight) and has its kind chosen. */
async function expectWindow(window: Locator, kindName: string, times: string) {
  await expect(window).toContainText(times);
  await expect(window.getByRole("radio", { name: kindName, exact: true })).toBeChecked();
}

/** No sideways scroll: the page fits the screen, also on a 390 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The employee's pattern as the API has it (their own without an id). */
async function patternOf(page: Page, employeeId?: number): Promise<AvailabilityRule[]> {
  const res = await page.request.get("/api/employee/availability", {
    params: employeeId ? { employee_id: employeeId } : undefined,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).payload.rules;
}

async function putPattern(page: Page, rules: AvailabilityRule[], employeeId?: number) {
  const res = await page.request.put("/api/employee/availability", {
    headers: await csrf(page),
    data: employeeId ? { employee_id: employeeId, rules } : { rules },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** "Wed 2 Dec 2026", as the time-off list writes a day. */
const dayLabel = (date: Temporal.PlainDate) =>
  `${["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][date.dayOfWeek - 1]} ${date.day} ${
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][date.month - 1]
  } ${date.year}`;

/** A day of next week (1 = Monday), on this machine's calendar: days away, so never "already ended". */
const nextWeek = (weekday: number) => {
  const today = Temporal.Now.plainDateISO();
  return today.add({ days: 7 - today.dayOfWeek + weekday });
};

test.describe("availability and time off", () => {
  let errors: string[];
  test.beforeEach(({ page }) => {
    errors = watchConsole(page);
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test("a team member sets their weekly availability", async ({ page }) => {
    await logIn(page, SAM);
    const before = await patternOf(page);
    await putPattern(page, []);
    try {
      await page.getByRole("tab", { name: "Availability" }).click();
      await expect(page).toHaveURL(/tab=availability/);
      await expect(page.getByText("No availability set: managers see you as unknown on every day")).toBeVisible();
      await expect(day(page, "Monday").getByText("No windows: unknown")).toBeVisible();
      await expectAccessible(page);

      // An available window, then an unavailable one that overlaps it: the browser refuses before sending.
      const monday = day(page, "Monday");
      await monday.getByRole("button", { name: "Add a window on Monday" }).click();
      const first = windows(monday).nth(0);
      await expect(first).toContainText("09:00 AM – 05:00 PM");
      await expect(time(first, "From")).toBeFocused();
      await monday.getByRole("button", { name: "Add a window on Monday" }).click();
      const second = windows(monday).nth(1);
      await expect(second).toContainText("05:00 PM – 09:00 PM");
      await kind(second, "Unavailable").click();
      await typeTime(time(second, "From"), "16:00");
      await expect(second.getByRole("radio", { name: "Unavailable", exact: true })).toBeChecked();
      await page.getByRole("button", { name: "Save availability" }).click();
      await expect(monday.getByText(AVAILABILITY_MESSAGES.overlap)).toBeVisible();
      await expect(page.getByText("Unsaved changes")).toBeVisible();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      // Fixed, plus a Friday night past midnight they would rather not work (issue 35's soft avoid).
      await typeTime(time(second, "From"), "17:00");
      await expect(monday.getByText(AVAILABILITY_MESSAGES.overlap)).toBeHidden();
      const friday = day(page, "Friday");
      await friday.getByRole("button", { name: "Add a window on Friday" }).click();
      const late = windows(friday).nth(0);
      await typeTime(time(late, "From"), "22:00");
      await typeTime(time(late, "To"), "02:00");
      await kind(late, "Prefer not").click();
      await expect(late).toContainText("10:00 PM – 02:00 AM (next day)");
      await expectNoSidewaysScroll(page);

      // Switching tabs with unsaved changes asks first.
      await page.getByRole("tab", { name: "My schedule" }).click();
      const leave = page.getByRole("dialog", { name: "Leave without saving?" });
      await leave.getByRole("button", { name: "Keep editing" }).click();
      await expect(leave).toBeHidden();
      await expect(page.getByRole("tab", { name: "Availability" })).toHaveAttribute("aria-selected", "true");

      await page.getByRole("button", { name: "Save availability" }).click();
      await expect(page.getByText(AVAILABILITY_MESSAGES.updated)).toBeVisible();
      await expect(page.getByText("All changes saved")).toBeVisible();

      // Kept: after a reload the same tab shows the saved week.
      await page.reload();
      await expect(windows(day(page, "Monday"))).toHaveCount(2);
      await expectWindow(windows(day(page, "Monday")).nth(0), "Available", "09:00 AM – 05:00 PM");
      await expectWindow(windows(day(page, "Monday")).nth(1), "Unavailable", "05:00 PM – 09:00 PM");
      await expectWindow(windows(day(page, "Friday")).nth(0), "Prefer not", "10:00 PM – 02:00 AM (next day)");
      await expect(day(page, "Tuesday").getByText("No windows: unknown")).toBeVisible();
      expect(await patternOf(page)).toEqual([
        { weekday: 1, from: "09:00", to: "17:00", kind: "available" },
        { weekday: 1, from: "17:00", to: "21:00", kind: "unavailable" },
        { weekday: 5, from: "22:00", to: "02:00", kind: "prefer_not" },
      ]);

      // Removing a window by its name.
      await page.getByRole("button", { name: "Remove Monday 05:00 PM–09:00 PM" }).click();
      await expect(windows(day(page, "Monday"))).toHaveCount(1);
      await page.getByRole("button", { name: "Save availability" }).click();
      await expect(page.getByText("All changes saved")).toBeVisible();
      expect(await patternOf(page)).toHaveLength(2);
    } finally {
      await putPattern(page, before);
    }
  });

  test("a team member asks for time off and cancels another request", async ({ page }) => {
    const tag = stamp();
    const wednesday = nextWeek(3);
    const thursday = nextWeek(4);
    await logIn(page, SAM);
    // The request to cancel, asked for through the API.
    const other = await page.request.post("/api/employee/time-off", {
      headers: await csrf(page),
      data: { from_day: formatDayMonthYear(thursday), to_day: formatDayMonthYear(thursday), reason: `Move ${tag}` },
    });
    expect(other.status(), await other.text()).toBe(201);
    let askedId: number | undefined;

    try {
      await page.getByRole("tab", { name: "Time off" }).click();
      const list = page.getByRole("list", { name: "My time off" });
      const cancelMe = list.getByRole("listitem").filter({ hasText: `Reason: Move ${tag}` });
      await expect(cancelMe).toContainText("Pending");
      await expectAccessible(page);

      const open = page.getByRole("button", { name: "Request time off" });
      await open.click();
      const dialog = page.getByRole("dialog", { name: "Request time off" });
      await expect(dialog).toBeVisible();
      // The contract's own check, before anything is sent.
      await dialog.getByLabel("From day").fill(wednesday.toString());
      await dialog.getByLabel("To day").fill(wednesday.subtract({ days: 1 }).toString());
      await dialog.getByRole("button", { name: "Send request" }).click();
      await expect(dialog.getByText(TIME_OFF_MESSAGES.toBeforeFrom)).toBeVisible();
      await expect(dialog.getByLabel("To day")).toBeFocused();
      await dialog.getByLabel("To day").fill(wednesday.toString());
      await dialog.getByLabel("Reason").fill(`Dentist ${tag}`);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      const asked = page.waitForResponse(
        (r) => r.url().endsWith("/api/employee/time-off") && r.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: "Send request" }).click();
      askedId = (await (await asked).json()).payload?.id;
      await expect(page.getByText(TIME_OFF_MESSAGES.requested)).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      const mine = list.getByRole("listitem").filter({ hasText: `Reason: Dentist ${tag}` });
      await expect(mine).toContainText(dayLabel(wednesday));
      await expect(mine).toContainText("1 day");
      await expect(mine).toContainText("Pending");
      // Newest first.
      await expect(list.getByRole("listitem").first()).toContainText(`Dentist ${tag}`);

      // Cancel the other one, after confirming.
      await cancelMe.getByRole("button", { name: `Cancel time off ${dayLabel(thursday)}` }).click();
      const confirm = page.getByRole("dialog", { name: "Cancel this time off?" });
      await confirm.getByRole("button", { name: "Cancel time off" }).click();
      await expect(page.getByText(TIME_OFF_MESSAGES.cancelled)).toBeVisible();
      await expect(cancelMe).toContainText("Cancelled");
      await expect(cancelMe.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
      await expect(mine).toContainText("Pending");
    } finally {
      // No pending request of this run is left for the managers' lists.
      if (askedId) await page.request.post(`/api/employee/time-off/${askedId}/cancel`, { headers: await csrf(page) });
    }
  });

  test("a manager reads and edits a member's availability from the team list", async ({ page }) => {
    await signIn(page, "manager@brigade.demo");
    const found = await page.request.get("/api/employee/team-member", { params: { search: SAM } });
    const sam = ((await found.json()).payload.paginated.data as { id: number; user: { name: string } }[])[0];
    if (!sam) throw new Error("Sam is missing from the demo data");
    const before = await patternOf(page, sam.id);
    await putPattern(page, [{ weekday: 3, from: "11:00", to: "15:00", kind: "preferred" }], sam.id);

    try {
      await page.goto(`/team-member-record?search=${encodeURIComponent(sam.user.name)}`);
      await page.getByRole("button", { name: `Availability of ${sam.user.name}` }).click();
      const drawer = page.getByRole("dialog", { name: `Availability of ${sam.user.name}` });
      await expectWindow(windows(day(page, "Wednesday")).nth(0), "Preferred", "11:00 AM – 03:00 PM");
      await expect(drawer.getByText(`When ${sam.user.name} can work`)).toBeVisible();
      await expectAccessible(page);

      // Sam cannot work Thursdays at all.
      const thursday = day(page, "Thursday");
      await thursday.getByRole("button", { name: "Add a window on Thursday" }).click();
      const allDay = windows(thursday).nth(0);
      await kind(allDay, "Unavailable").click();
      await allDay.getByRole("switch", { name: "All day" }).check();
      await expect(time(allDay, "From")).toHaveCount(0);
      await expectWindow(allDay, "Unavailable", "All day");
      await expectNoSidewaysScroll(page);
      await drawer.getByRole("button", { name: "Save availability" }).click();
      await expect(page.getByText(AVAILABILITY_MESSAGES.updated)).toBeVisible();

      // Closed and opened again, the drawer reads it back from the server.
      await drawer.getByRole("button", { name: "Close availability" }).click();
      await expect(drawer).toBeHidden();
      await page.reload();
      await page.getByRole("button", { name: `Availability of ${sam.user.name}` }).click();
      await expectWindow(windows(day(page, "Thursday")).nth(0), "Unavailable", "All day");
      expect(await patternOf(page, sam.id)).toEqual([
        { weekday: 3, from: "11:00", to: "15:00", kind: "preferred" },
        { weekday: 4, from: "00:00", to: "00:00", kind: "unavailable" },
      ]);
    } finally {
      await putPattern(page, before, sam.id);
    }
  });
});
