import { readFile } from "node:fs/promises";
import type { RosterPage, ScheduleRosterRow, VacantRosterRow } from "@brigade/contract/rosters";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { choose, expectAccessible, signIn, watchConsole } from "./support";

// An owner reads the vacant and schedule rosters: sorts, pages and exports every matching row as CSV.

/** What the server holds, asked with the browser's session. */
async function rosterOf<Row>(page: Page, query: string): Promise<RosterPage<Row>> {
  const res = await page.request.get(`/api/shift/all-shift-slots?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()).payload;
}

/** "DD-MM-YYYY hh:mm A" on a location's clock, as the spec writes times. */
function onClock(at: string, timeZone: string): string {
  const z = Temporal.Instant.from(at).toZonedDateTimeISO(timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  const hour = z.hour % 12 || 12;
  return `${two(z.day)}-${two(z.month)}-${z.year} ${two(hour)}:${two(z.minute)} ${z.hour < 12 ? "AM" : "PM"}`;
}

/** Clicks Export as CSV and returns the saved file's name and lines. */
async function exportCsv(page: Page): Promise<{ name: string; lines: string[] }> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as CSV" }).click();
  const file = await download;
  const text = await readFile(await file.path(), "utf8");
  return { name: file.suggestedFilename(), lines: text.split("\r\n") };
}

/** The roster's table (the sidebar's month calendar is a table too). */
const bodyRows = (page: Page) => page.getByRole("table", { name: /^(Vacant|Schedule) shifts$/ }).locator("tbody tr");
const cell = (page: Page, row: number, column: number) => bodyRows(page).nth(row).locator("td").nth(column);

test("the vacant roster sorts, pages and exports every matching row", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const all = await rosterOf<VacantRosterRow>(page, "roster_type=vacant_shifts");
  const total = all.total;
  expect(total).toBeGreaterThan(20);

  await page.goto("/shifts-roster?tab=vacant_shifts");
  await expect(page.getByRole("heading", { name: "Shifts Roster" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Vacant Shifts" })).toHaveAttribute("aria-selected", "true");
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText(`Showing 1 to 10 of ${total} entries`)).toBeVisible();
  await expectAccessible(page);

  // From, latest first: the first row is the server's latest open position, on its location's clock.
  const latest = (await rosterOf<VacantRosterRow>(page, "roster_type=vacant_shifts&sort=from&order=desc&length=1"))
    .data[0];
  if (!latest) throw new Error("no vacant row");
  const earliestFrom = await cell(page, 0, 1).textContent();
  await page.getByRole("button", { name: "From" }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(page.getByRole("columnheader", { name: "From" })).toHaveAttribute("aria-sort", "descending");
  const latestFrom = onClock(latest.from, latest.location.time_zone.utc[0] ?? "UTC");
  await expect(cell(page, 0, 1)).toHaveText(latestFrom);
  expect(latestFrom).not.toBe(earliestFrom);
  await expect(cell(page, 0, 0)).toHaveText(latest.shift.name);

  // 20 entries a page, then the next page.
  await choose(page, "Entries per page", "20", "20");
  await expect(page.getByText(`Showing 1 to 20 of ${total} entries`)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(20);
  await expect(page).toHaveURL(/length=20/);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText(`Showing 21 to ${Math.min(40, total)} of ${total} entries`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  // The export holds every matching row, not just this page.
  const csv = await exportCsv(page);
  expect(csv.name).toBe("vacant-shifts.csv");
  expect(csv.lines[0]).toBe("Shift Name,From,To,Location,Role/Position,Remaining Slots");
  expect(csv.lines.slice(1)).toHaveLength(total);
  expect(csv.lines[1]).toContain(latestFrom);

  // A location chosen in the sidebar narrows the list; View All clears the filters again.
  const place = latest.location;
  const there = await rosterOf<VacantRosterRow>(page, `roster_type=vacant_shifts&location_id=${place.id}`);
  expect(there.total).toBeLessThan(total);
  await page.goto(`/shifts-roster?tab=vacant_shifts&location=${place.id}`);
  await expect(page.getByText(`Showing 1 to ${Math.min(10, there.total)} of ${there.total} entries`)).toBeVisible();
  await expect(bodyRows(page).first().getByRole("button", { name: "Assign" })).toBeVisible();
  await page.getByRole("button", { name: "View All" }).click();
  await expect(page.getByText(`Showing 1 to 10 of ${total} entries`)).toBeVisible();
  await expect(page).not.toHaveURL(/location=/);
  expect(errors).toEqual([]);
});

test("the schedule roster lists who holds each shift and exports them", async ({ page }) => {
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const { total, data } = await rosterOf<ScheduleRosterRow>(page, "roster_type=schedule_shifts&length=1");
  expect(total).toBeGreaterThan(0);
  const first = data[0];
  if (!first) throw new Error("no schedule row");

  await page.goto("/shifts-roster?tab=vacant_shifts");
  await page.getByRole("tab", { name: "Schedule Shifts" }).click();
  await expect(page).toHaveURL(/tab=schedule_shifts/);
  await expect(page.getByRole("columnheader", { name: "User Name" })).toBeVisible();
  await expect(cell(page, 0, 1)).toHaveText(first.employee.user.name);
  await expect(page.getByText(`Showing 1 to ${Math.min(10, total)} of ${total} entries`)).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Entries per page" })).toBeVisible();
  await expectAccessible(page);

  const csv = await exportCsv(page);
  expect(csv.name).toBe("schedule-shifts.csv");
  expect(csv.lines[0]).toBe("Name,Email,Shift Name,From,To,Location,Role/Position");
  expect(csv.lines.slice(1)).toHaveLength(total);

  // The per-employee roster hash shows the employee timeline, without the page-size choice.
  await page.goto("/shifts-roster#shift_per_employee_roster");
  await expect(page.getByRole("tab", { name: "Schedule Shifts" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(/Total Shifts: \d+/).first()).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Entries per page" })).toHaveCount(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
