import { expect, type Page, test } from "@playwright/test";
import { choose, logIn, uniqueEmail, watchConsole } from "./support";

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
  await logIn(page, "owner@brigade.demo");
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

test("a new business without locations is told to create one", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/register");
  await page.getByLabel("Business name").fill(`Empty Kitchen ${Date.now().toString(36)}`);
  await page.getByLabel("Your name").fill("Nia Owner");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("owner"));
  await page.getByLabel("Password", { exact: true }).fill("a-long-password");
  await page.getByRole("button", { name: /register/i }).click();
  await expect(page).not.toHaveURL(/\/register/);

  await page.goto("/dashboard");
  await expect(page.getByText("No Location Found!")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Create Location" }).click();
  await expect(page).toHaveURL(/\/create-location$/);

  // With its first location the dashboard shows cards at zero and empty panels.
  await page.getByLabel("Location name").fill("Quayside");
  await choose(page, "Time zone", "Kolkata", /Asia\/Kolkata/);
  await page.getByRole("button", { name: /create location/i }).click();
  await expect(page.getByText("Location created successfully.")).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Quayside");
  await expectCards(page, { ...ZERO, total_locations: 1 });
  await expect(page.getByRole("region", { name: "New Shifts" })).toContainText("No Record Found");
  await expect(page.getByRole("region", { name: "Managers" })).toContainText("No Record Found");
  expect(errors).toEqual([]);
});

test("the New Shifts panel shows 3 shifts and See More adds the next ones", async ({ page }) => {
  const errors = watchConsole(page);
  await logIn(page, "owner@brigade.demo");
  await page.goto("/dashboard");
  const panel = page.getByRole("region", { name: "New Shifts" });
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
  expect(await blink.evaluate((icon) => getComputedStyle(icon).animationName)).toBe("dashboard-blink");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await blink.evaluate((icon) => getComputedStyle(icon).animationName)).toBe("none");
  expect(errors).toEqual([]);
});

test("a manager sees the panels but not the owner's list of managers", async ({ page }) => {
  await logIn(page, "manager@brigade.demo");
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "New Shifts" }).getByRole("table")).toBeVisible();
  await expect(page.getByRole("region", { name: "Vacant Shifts After Lock Date" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Managers" })).toHaveCount(0);
});
