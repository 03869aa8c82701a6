import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, NEW_YORK, stamp } from "./scheduling";
import { eventOnDay, expectAccessible, logIn, openFilters, signIn, watchConsole } from "./support";

// The employee side's read-only calendar: a team member sees the shifts of their own roles; a manager who
// switched to the employee home sees theirs, with their own roles to filter by.

type Location = {
  id: number;
  name: string;
  areas: { id: number; name: string; area_role: { id: number; name: string }[] }[];
};

/** Three Downtown shifts on one day, each for one role: Server (Sam's), Line Cook (nobody's here), Bartender (Marco's). */
async function scheduleRoleShifts(page: Page, day: Temporal.PlainDate, id: string) {
  const res = await page.request.get("/api/restaurant/location/index?paginated=false");
  const downtown = ((await res.json()).payload as Location[]).find((l) => l.name === "Downtown");
  if (!downtown) throw new Error("no Downtown in the demo data");
  const role = (area: string, name: string) => {
    const found = downtown.areas.find((a) => a.name === area);
    const roleId = found?.area_role.find((r) => r.name === name)?.id;
    if (!found || !roleId) throw new Error(`no ${area}/${name} at Downtown`);
    return [{ id: found.id, area_role: [{ id: roleId, count: 1 }] }];
  };
  const shifts = [
    { name: `Servers ${id}`, hour: 9, areas: role("Front of House", "Server") },
    { name: `Cooks ${id}`, hour: 12, areas: role("Kitchen", "Line Cook") },
    { name: `Bar ${id}`, hour: 18, areas: role("Bar", "Bartender") },
  ];
  for (const s of shifts) {
    const created = await page.request.post("/api/shift/store", {
      headers: await csrf(page),
      data: {
        name: s.name,
        from: at(day, s.hour),
        to: at(day, s.hour + 2),
        location_id: downtown.id,
        chunk: 1,
        areas: s.areas,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  return { locationId: downtown.id, servers: `Servers ${id}`, cooks: `Cooks ${id}`, bar: `Bar ${id}` };
}

/**
 * Far past the demo's two weeks and the days other journeys schedule on, and a day of its own for each test,
 * project and repetition: each run adds shifts, and a crowded month cell would fold them into "+N more".
 */
function quietDay(testSlot: 0 | 1): Temporal.PlainDate {
  const info = test.info();
  const run = info.repeatEachIndex * 4 + (info.project.name === "phone" ? 2 : 0) + testSlot;
  return Temporal.Now.plainDateISO(NEW_YORK).add({ days: 45 + run });
}
const cell = (page: Page, day: Temporal.PlainDate) => page.locator(`[role="cell"][data-date="${day}"]`);

/** The options the Roles filter offers (the filters must be open). */
async function roleOptions(page: Page): Promise<string[]> {
  await page.getByRole("region", { name: "Filters" }).getByLabel("Roles").click();
  const options = page.getByRole("option");
  await expect(options.first()).toBeVisible();
  const names = (await options.allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press("Escape");
  return names.sort();
}

async function closeFilters(page: Page) {
  const drawer = page.getByRole("dialog", { name: "Filters" });
  if (await drawer.isVisible()) {
    await drawer.getByRole("button", { name: "Close the filters" }).click();
    await expect(drawer).toBeHidden();
  }
}

test("a team member sees their own roles' shifts on a read-only calendar", async ({ page }) => {
  const id = stamp();
  const day = quietDay(0);
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const shifts = await scheduleRoleShifts(page, day, id);
  // The shifts were the API's: the browser forgets the owner's session (logging out is other specs' journey).
  await page.context().clearCookies();

  await logIn(page, "staff@brigade.demo");
  await page.getByRole("main").getByRole("link", { name: "Calendar" }).click();
  await expect(page).toHaveURL(/\/employee-calendar$/);
  await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await page.goto(`/employee-calendar?location=${shifts.locationId}&date=${day}`);
  await expect(page.getByText("America/New_York")).toBeVisible();
  // Sam is a Server: the Server shift shows, the Line Cook's and the Bartender's do not.
  // (A phone's month shows the day's count: tapped, it opens the day.)
  await expect(await eventOnDay(page, day.toString(), `Vacant Shift - ${shifts.servers}`)).toBeVisible();
  await expect(cell(page, day).getByText(shifts.cooks)).toHaveCount(0);
  await expect(cell(page, day).getByText(shifts.bar)).toHaveCount(0);
  await expectAccessible(page);

  // No staff filters; the roles offered are Sam's own (labelled with their location: he works at two).
  await openFilters(page);
  const filters = page.getByRole("region", { name: "Filters" });
  for (const staffOnly of ["Availability", "Employees", "Shift Status"]) {
    await expect(filters.getByText(staffOnly, { exact: true })).toHaveCount(0);
  }
  await expect(filters.getByRole("radiogroup", { name: "Day Part" })).toBeVisible();
  // Sam is a Server at Harbour Terrace too; the location chosen (Downtown) narrows the roles to its own.
  expect(await roleOptions(page)).toEqual(["Server (Front of House, Downtown)"]);
  await closeFilters(page);

  // Read only: nothing to create, and a shift opens a summary with nothing to change.
  await expect(page.getByRole("button", { name: "Create Shift" })).toHaveCount(0);
  // The day's top-left corner, above its events: on the managers' calendar this opens Create Shift.
  // (In a phone's day view, the day's all-day cell.)
  await cell(page, day)
    .first()
    .click({ position: { x: 3, y: 3 } });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await cell(page, day).getByText(shifts.servers).click();
  const summary = page.getByRole("dialog", { name: `Vacant Shift - ${shifts.servers}` });
  await expect(summary.getByText("Downtown", { exact: true })).toBeVisible();
  await expect(summary.getByText(/09:00 AM/)).toBeVisible();
  for (const action of ["Edit", "Delete shift", "Assign Shift"]) {
    await expect(summary.getByRole("button", { name: action })).toHaveCount(0);
  }
  await summary.getByRole("button", { name: "Close", exact: true }).click();
  await expect(summary).toBeHidden();

  // The managers' calendar stays theirs.
  await page.goto("/calendar");
  await expect(page).toHaveURL(/\/employee-home$/);
  expect(errors).toEqual([]);
});

test("a manager on the employee side filters by their own roles and sees those shifts", async ({ page }) => {
  const id = stamp();
  const day = quietDay(1);
  const errors = watchConsole(page);
  await signIn(page, "owner@brigade.demo");
  const shifts = await scheduleRoleShifts(page, day, id);
  // The shifts were the API's: the browser forgets the owner's session (logging out is other specs' journey).
  await page.context().clearCookies();

  await logIn(page, "manager@brigade.demo");
  await page.getByRole("link", { name: "Switch to Employee" }).click();
  await page.getByRole("main").getByRole("link", { name: "Calendar" }).click();
  await expect(page).toHaveURL(/\/employee-calendar$/);
  await page.goto(`/employee-calendar?location=${shifts.locationId}&date=${day}`);
  // Marco is a Host and a Bartender: the Bartender shift shows, the Server's and the Line Cook's do not.
  await expect(await eventOnDay(page, day.toString(), `Vacant Shift - ${shifts.bar}`)).toBeVisible();
  await expect(cell(page, day).getByText(shifts.servers)).toHaveCount(0);
  await expect(cell(page, day).getByText(shifts.cooks)).toHaveCount(0);

  await openFilters(page);
  const filters = page.getByRole("region", { name: "Filters" });
  await expect(filters.getByRole("radiogroup", { name: "Day Part" })).toBeVisible();
  await expect(filters.getByText("Availability", { exact: true })).toHaveCount(0);
  expect(await roleOptions(page)).toEqual(["Bartender (Bar)", "Host (Front of House)"]);
  await closeFilters(page);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Switch to Manager" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(errors).toEqual([]);
});
