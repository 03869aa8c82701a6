import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { csrf, pickEmployee, stamp } from "./scheduling";
import { choose, seen, signIn, uniqueEmail, watchConsole } from "./support";

/** The fields of GET /api/dashboard/stats-counts that these tests compare. */
type Stats = {
  total_locations: number;
  active_Shifts: number;
  current_month_shifts_count: number;
  open_shifts_count: number;
  released_and_rejected_in_week: number;
  open_shifts_count_for_month: number;
  released_shifts_count_in_month: number;
  released_shifts: number;
};
type Place = { id: number; name: string };

/** The server's numbers for a location, read with the page's own session. */
async function statsOf(page: Page, locationId: number): Promise<Stats> {
  const response = await page.request.get(`/api/dashboard/stats-counts?location_id=${locationId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).payload;
}

async function expectCards(page: Page, stats: Stats): Promise<void> {
  // The card's number exactly, so 12 never passes for 2.
  const card = (name: string) => page.getByRole("listitem", { name, exact: true }).getByTestId("stat-value");
  await expect(card("Total Locations (registered)")).toHaveText(String(stats.total_locations));
  await expect(card("Total Active Shifts (this week)")).toHaveText(String(stats.active_Shifts));
  await expect(card("Total Shifts (this month)")).toHaveText(String(stats.current_month_shifts_count));
  await expect(card("Vacant Shifts (this week)")).toHaveText(
    String(stats.open_shifts_count + stats.released_and_rejected_in_week),
  );
  await expect(card("Vacant Shifts (this month)")).toHaveText(
    String(stats.open_shifts_count_for_month + stats.released_shifts_count_in_month),
  );
  await expect(card("Dropped Shifts (this week)")).toHaveText(String(stats.released_shifts));
  // Each number says what it counts: shifts beside open positions, grouped by the period they count.
  const item = (name: string) => page.getByRole("listitem", { name, exact: true });
  await expect(item("Total Shifts (this month)")).toContainText(/\d+\s*shifts?$/);
  await expect(item("Vacant Shifts (this month)")).toContainText(/\d+\s*open positions?$/);
  await expect(page.getByRole("region", { name: "This month" }).getByRole("listitem")).toHaveCount(2);
}

const ZERO: Stats = {
  total_locations: 0,
  active_Shifts: 0,
  current_month_shifts_count: 0,
  open_shifts_count: 0,
  released_and_rejected_in_week: 0,
  open_shifts_count_for_month: 0,
  released_shifts_count_in_month: 0,
  released_shifts: 0,
};

test("the owner sees each location's statistics and follows a shortcut", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const places: Place[] = (await (await page.request.get("/api/restaurant/location/index?paginated=false")).json())
    .payload;
  const downtown = places.find((place) => place.name === "Downtown");
  const harbour = places.find((place) => place.name === "Harbour Terrace");
  if (!downtown || !harbour) throw new Error("the demo locations are missing");

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Downtown");
  await expect(page.getByRole("heading", { name: "Statistics of Downtown" })).toBeVisible();
  const downtownStats = await statsOf(page, downtown.id);
  await expectCards(page, downtownStats);

  await choose(page, "Location", "Harbour", "Harbour Terrace");
  await expect(page.getByRole("heading", { name: "Statistics of Harbour Terrace" })).toBeVisible();
  const harbourStats = await statsOf(page, harbour.id);
  // The demo's two locations have different schedules, so the cards visibly change.
  expect(harbourStats).not.toEqual(downtownStats);
  await expectCards(page, harbourStats);

  await page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Create Shift" }).click();
  await expect(page).toHaveURL(/\/create-shift$/);
  await expect(page.getByRole("heading", { name: "Create Shift", level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Whether an instant falls in the week (from Monday) and the month of now, both on a zone's clock. */
function sameWeekAndMonth(instant: string, timeZone: string) {
  const now = Temporal.Now.zonedDateTimeISO(timeZone).toPlainDate();
  const day = Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate();
  const monday = (d: Temporal.PlainDate) => d.subtract({ days: d.dayOfWeek - 1 });
  return { week: monday(day).equals(monday(now)), month: day.toPlainYearMonth().equals(now.toPlainYearMonth()) };
}

async function post<T>(page: Page, url: string, data: object): Promise<T> {
  const response = await page.request.post(url, { headers: await csrf(page), data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).payload;
}

// The journey: a new business starts from nothing, and its first shift and assignment show on the cards,
// the panels and the tabs; the getting-started checklist ends at 100%.
test("a new business goes from No Location Found! to its first assigned shift", async ({ page }) => {
  test.slow();
  const errors = watchConsole(page);
  const tag = stamp();
  await page.goto("/register");
  await page.getByLabel("Business name").fill(`Empty Kitchen ${tag}`);
  await page.getByLabel("Your name").fill("Nia Owner");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("owner"));
  await page.getByLabel("Password", { exact: true }).fill("a-long-password");
  await page.getByRole("button", { name: /register/i }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText("No Location Found!")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Create Location" }).click();
  await expect(page).toHaveURL(/\/create-location$/);
  await page.getByLabel("Location name").fill("Quayside");
  await choose(page, "Time zone", "Kolkata", /Asia\/Kolkata/);
  await page.getByRole("button", { name: /create location/i }).click();
  await expect(page.getByText("Location created successfully.")).toBeVisible();

  // Back on the dashboard: the cards at zero and empty panels.
  await page.goto("/dashboard");
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Quayside");
  await expectCards(page, { ...ZERO, total_locations: 1 });
  // Panels below the fold are read once scrolled to, as a person does.
  await expect((await seen(page, "New Shifts")).getByText("No Record Found")).toBeVisible();
  await expect((await seen(page, "Managers")).getByText("No Record Found")).toBeVisible();

  // A work area with a role, a cook and a manager, and a shift two hours from now with two places.
  const [quayside] = (await (await page.request.get("/api/restaurant/location/index?paginated=false")).json())
    .payload as Place[];
  if (!quayside) throw new Error("the new location is missing");
  const area = await post<{ id: number }>(page, "/api/restaurant/area/store", {
    location_id: quayside.id,
    name: "Kitchen",
  });
  const role = await post<{ id: number }>(page, "/api/restaurant/area/role/store", { area_id: area.id, name: "Cook" });
  const member = async (name: string, extra: object = {}) => {
    const email = uniqueEmail("staff");
    const data = { name, email, password: "a-long-password", availability: "FullTime", area_role_ids: [role.id] };
    await post(page, "/api/employee/team-member/store", { ...data, ...extra });
    return { name, label: `${name} {${email}}` };
  };
  const cook = await member(`Cora Cook ${tag}`);
  await member(`Max Manager ${tag}`, { role: "manager" });
  const from = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 300_000) * 300_000).toISOString();
  const to = new Date(Date.parse(from) + 3 * 3_600_000).toISOString();
  const shiftName = `Lunch ${tag}`;
  await post(page, "/api/shift/store", {
    name: shiftName,
    from,
    to,
    location_id: quayside.id,
    chunk: 1,
    areas: [{ id: area.id, area_role: [{ id: role.id, count: 2 }] }],
  });

  // The cards count it where its start falls on Kolkata's calendar (next week on a late Sunday evening there).
  const { week, month } = sameWeekAndMonth(from, "Asia/Kolkata");
  const places = (count: number, counted: boolean) => (counted ? count : 0);
  await page.reload();
  const expected = {
    ...ZERO,
    total_locations: 1,
    active_Shifts: places(1, week),
    current_month_shifts_count: places(1, month),
    open_shifts_count: places(2, week),
    open_shifts_count_for_month: places(2, month),
  };
  await expectCards(page, expected);
  await expect(await seen(page, "New Shifts")).toContainText(shiftName);
  await expect(await seen(page, "Managers")).toContainText(`Max Manager ${tag}`);

  // Assign the cook from the Vacant Shifts tab.
  await seen(page, "Schedule");
  await page.getByRole("tab", { name: "Vacant Shifts" }).click();
  const vacantRow = page.getByRole("row", { name: new RegExp(shiftName) });
  // The cell under Remaining Slots (a narrow box leaves out Location, so not by its place in the row).
  const remaining = vacantRow.locator('td[data-label="Remaining Slots"]');
  await expect(remaining).toHaveText("2");
  await vacantRow.getByRole("button", { name: `Assign ${shiftName}, Cook` }).click();
  const modal = page.getByRole("dialog", { name: "Assign Shift" });
  await expect(modal.getByRole("combobox", { name: "Role/Position" })).toHaveValue("Cook (Kitchen)");
  await pickEmployee(page, cook.name, cook.label);
  await modal.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(remaining).toHaveText("1");

  await page.getByRole("tab", { name: "Schedule Shifts" }).click();
  await expect(page.getByRole("row", { name: new RegExp(cook.name) })).toContainText(shiftName);
  await expectCards(page, {
    ...expected,
    open_shifts_count: places(1, week),
    open_shifts_count_for_month: places(1, month),
  });

  // Location, area and role, shift, staff and manager all exist: every guide ticked itself.
  await page.getByRole("button", { name: "Getting started" }).click();
  const checklist = page.getByRole("dialog", { name: "Getting started" });
  await expect(checklist.getByText("100%", { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the New Shifts panel shows 3 shifts and See More adds the next ones", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  await page.goto("/dashboard");
  const panel = await seen(page, "New Shifts");
  const rows = panel.getByRole("table").getByRole("row");
  // A header row and 3 shifts.
  await expect(rows).toHaveCount(4);
  await panel.getByRole("button", { name: "See More" }).click();
  await expect(rows).toHaveCount(7);

  // The pickup requests are the server's first page, each marked with the blinking icon.
  const places: Place[] = (await (await page.request.get("/api/restaurant/location/index?paginated=false")).json())
    .payload;
  const downtown = places.find((place) => place.name === "Downtown");
  const answer = await page.request.get(`/api/dashboard/index?location_id=${downtown?.id}&status=Pending`);
  const pending: { employee: { name: string } }[] = (await answer.json()).payload.data;
  expect(pending.length).toBeGreaterThan(0);
  const pickups = page.getByRole("region", { name: "Pending Shift Pickup Requests" });
  await expect(pickups.getByRole("row")).toHaveCount(pending.length + 1);
  await expect(pickups.getByRole("row").nth(1)).toContainText(pending[0]?.employee.name ?? "");
  const blink = pickups.locator(".dashboard-blink").first();
  // The runs ask for reduced motion (playwright.config.ts): the icon blinks for those who did not.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  expect(await blink.evaluate((icon) => getComputedStyle(icon).animationName)).toBe("dashboard-blink");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await blink.evaluate((icon) => getComputedStyle(icon).animationName)).toBe("none");
  expect(errors).toEqual([]);
});

test("the tabs embed the calendar, the employee views and both listings, with filters on demand", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "manager@brigade.demo");
  await page.goto("/dashboard");
  const schedule = await seen(page, "Schedule");
  await expect(schedule.getByRole("tab", { name: "Calendar View" })).toHaveAttribute("aria-selected", "true");
  await expect(schedule.getByText("Time zone:")).toContainText("America/New_York");

  // The filters stay hidden until asked for; the dashboard's own Location select stands in for theirs. On a
  // phone the sidebar is a Filters button that opens them in a drawer.
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  const panel = page.getByRole("region", { name: "Filters" });
  await expect(panel).toHaveCount(0);
  const openFilters = () =>
    (phone
      ? schedule.getByRole("button", { name: "Filters", exact: true })
      : schedule.getByRole("button", { name: "Show filters" })
    ).click();
  const closeFilters = async () => {
    await (phone
      ? page.getByRole("button", { name: "Close the filters" })
      : schedule.getByRole("button", { name: "Hide filters" })
    ).click();
    await expect(panel).toHaveCount(0);
  };
  await openFilters();
  await expect(panel.getByLabel("Work Area")).toBeVisible();
  await expect(panel.getByRole("radiogroup", { name: "Shift Status" })).toBeVisible();
  await expect(panel.getByLabel("Location", { exact: true })).toHaveCount(0);
  await closeFilters();

  await schedule.getByRole("tab", { name: "Employees View" }).click();
  await expect(schedule.getByRole("button", { name: "Schedule Employees" })).toHaveAttribute("aria-pressed", "true");
  await expect(schedule.getByRole("region", { name: "Employee week" })).toBeVisible();
  // Each view shows the filters it reads: no Shift Status beside the timeline, only a day beside vacant employees.
  await openFilters();
  await expect(panel.getByRole("radiogroup", { name: "Availability" })).toBeVisible();
  await expect(panel.getByRole("radiogroup", { name: "Shift Status" })).toHaveCount(0);
  await closeFilters();
  await schedule.getByRole("button", { name: "Vacant Employees" }).click();
  await expect(schedule.getByRole("textbox", { name: "Search Employee" })).toBeVisible();
  await openFilters();
  await expect(panel.getByText("Pick a day")).toBeVisible();
  await expect(panel.getByLabel("Work Area")).toHaveCount(0);
  await closeFilters();
  // The tab and view live in the URL: a reload keeps them.
  await page.reload();
  await seen(page, "Schedule");
  await expect(schedule.getByRole("tab", { name: "Employees View" })).toHaveAttribute("aria-selected", "true");
  await expect(schedule.getByRole("textbox", { name: "Search Employee" })).toBeVisible();

  await schedule.getByRole("tab", { name: "Vacant Shifts" }).click();
  await expect(schedule.getByRole("columnheader", { name: /Remaining Slots/ })).toBeVisible();
  await schedule.getByRole("button", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/shifts-roster\?tab=vacant_shifts$/);
  await expect(page.getByRole("tab", { name: "Vacant Shifts" })).toHaveAttribute("aria-selected", "true");

  await page.goBack();
  await seen(page, "Schedule");
  // Back on the dashboard, the tab it came back to shows first (as a person sees it) before another is chosen: a
  // click while the back navigation was still being applied was once undone by it.
  await expect(page).toHaveURL(/[?&]tab=vacant_shifts/);
  await expect(schedule.getByRole("tab", { name: "Vacant Shifts" })).toHaveAttribute("aria-selected", "true");
  await expect(schedule.getByRole("columnheader", { name: /Remaining Slots/ })).toBeVisible();
  await schedule.getByRole("tab", { name: "Schedule Shifts" }).click();
  await expect(schedule.getByRole("tab", { name: "Schedule Shifts" })).toHaveAttribute("aria-selected", "true");
  await expect(schedule.getByRole("columnheader", { name: /User Name/i })).toBeVisible();
  await schedule.getByRole("button", { name: "View All" }).click();
  await expect(page).toHaveURL(/\/shifts-roster\?tab=schedule_shifts$/);
  expect(errors).toEqual([]);
});

test("a manager sees the panels but not the owner's list of managers", async ({ page }) => {
  await signIn(page, "manager@brigade.demo");
  await page.goto("/dashboard");
  await expect((await seen(page, "New Shifts")).getByRole("table")).toBeVisible();
  await expect(await seen(page, "Vacant Shifts After Lock Date")).toBeVisible();
  await expect(page.getByRole("region", { name: "Managers" })).toHaveCount(0);
});
