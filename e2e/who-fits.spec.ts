import { ASSIGN_MESSAGES } from "@brigade/contract/assignments";
import { formatDayMonthYear } from "@brigade/contract/dates";
import { FIT_BADGES, FIT_CONFIRMATION } from "@brigade/contract/fit";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import {
  at,
  csrf,
  downtownKitchen,
  hireLineCook,
  type Kitchen,
  NEW_YORK,
  pickEmployee,
  scheduleShift,
  stamp,
} from "./scheduling";
import { eventOnDay, expectAccessible, signIn, watchConsole } from "./support";

// Who fits, as the manager sees it: the Assign modal's badges (time off cannot be picked, someone unavailable
// is asked about first) and the employee timeline shaded by availability and time off. Every person, shift
// and time off is made by the test through the API, on a day three days ahead in New York.

type Cook = Awaited<ReturnType<typeof hireLineCook>>;

const DAY = () => Temporal.Now.plainDateISO(NEW_YORK).add({ days: 3 });

/** Headers that act as the cook (a bearer token from their own login). */
async function actAs(api: APIRequestContext, cook: Cook): Promise<Record<string, string>> {
  const login = await api.post("/api/auth/login", { data: { email: cook.email, password: "line-cook-pass" } });
  expect(login.status(), await login.text()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).payload.token}` };
}

/** The cook asks for the whole day off and the owner (the page's session) approves it. */
async function approvedDayOff(page: Page, api: APIRequestContext, cook: Cook, day: Temporal.PlainDate) {
  const asked = await api.post("/api/employee/time-off", {
    headers: await actAs(api, cook),
    data: { from_day: formatDayMonthYear(day), to_day: formatDayMonthYear(day), reason: "Family visit" },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const decided = await page.request.post(`/api/employee/time-off/${(await asked.json()).payload.id}/decision`, {
    headers: await csrf(page),
    data: { status: "Approved" },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** Books the cook into a shift through the API (as the owner). */
async function book(page: Page, kitchen: Kitchen, cook: Cook, shift: { id: number; slotId: number }) {
  const res = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: cook.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An option's name: the candidate's label, then their badges (and why they cannot be picked). */
const optionName = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `);

/** Opens the shift's detail panel from the month view of its day and presses the slot's Assign Shift. */
async function openAssign(page: Page, kitchen: Kitchen, name: string, day: Temporal.PlainDate) {
  await page.goto(`/calendar?location=${kitchen.locationId}&date=${day}&day_part=${encodeURIComponent(name)}`);
  await (await eventOnDay(page, day.toString(), new RegExp(name))).click();
  const panel = page.getByRole("dialog", { name: new RegExp(name) });
  await expect(panel).toBeVisible();
  await panel.getByRole("tab", { name: "Vacant" }).click();
  await panel.getByRole("button", { name: "Assign Shift" }).click();
  const modal = page.getByRole("dialog", { name: "Assign Shift" });
  await expect(modal).toBeVisible();
  return { panel, modal };
}

/** Types into the modal's Employee field; the candidates matching the search are the options. */
async function searchCandidates(modal: Locator, search: string) {
  const field = modal.getByLabel("Employee", { exact: true });
  await field.click();
  await field.fill(search);
  return field;
}

/** The employee week of the timeline, for one employee, on the week holding `day`. */
async function openTimelineWeek(page: Page, kitchen: Kitchen, cook: Cook, day: Temporal.PlainDate) {
  await page.goto(`/calendar?calendar_view=employee&location=${kitchen.locationId}&date=${day}&employees=${cook.id}`);
  const week = page.getByRole("region", { name: "Employee week" });
  const row = week.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(cook.name) }) });
  await expect(row).toHaveCount(1);
  // Cells in the order of the days, Monday first.
  return { week, dayCell: (d: Temporal.PlainDate) => row.getByRole("cell").nth(d.dayOfWeek - 1) };
}

test.describe("who fits", () => {
  let errors: string[];
  let kitchen: Kitchen;

  test.beforeEach(async ({ page }) => {
    errors = watchConsole(page);
    await signIn(page, "owner@brigade.demo");
    kitchen = await downtownKitchen(page);
  });
  test.afterEach(() => expect(errors).toEqual([]));

  test("someone with approved time off shows it, cannot be picked, and their day is shaded on the timeline", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const id = stamp();
    const day = DAY();
    // Another day of the same week, so the cook has a shift that puts them on the week's timeline.
    const other = day.dayOfWeek === 7 ? day.subtract({ days: 1 }) : day.add({ days: 1 });
    const api = await playwright.request.newContext({ baseURL });
    const away = await hireLineCook(page, kitchen, `Tia ${id}`);
    const free = await hireLineCook(page, kitchen, `Tom ${id}`);
    await approvedDayOff(page, api, away, day);
    const name = `Lunch ${id}`;
    await scheduleShift(page, kitchen, { name, from: at(day, 15), to: at(day, 17), count: 1 });
    await book(
      page,
      kitchen,
      away,
      await scheduleShift(page, kitchen, {
        name: `Prep ${id}`,
        from: at(other, 9),
        to: at(other, 11),
        count: 1,
      }),
    );

    const { modal } = await openAssign(page, kitchen, name, day);
    const field = await searchCandidates(modal, id);
    const awayOption = page.getByRole("option", { name: away.label });
    const freeOption = page.getByRole("option", { name: free.label });
    // The server's order: whoever has no time off first.
    await expect(page.getByRole("option")).toHaveCount(2);
    await expect(page.getByRole("option").first()).toHaveAccessibleName(optionName(free.label));
    await expect(freeOption.getByText("0 h this week")).toBeVisible();
    await expect(freeOption.getByText("Unknown", { exact: true })).toBeVisible();
    await expect(freeOption.getByText("Time off", { exact: true })).toHaveCount(0);
    // Tia holds the 2-hour prep shift that week.
    await expect(awayOption.getByText("2 h this week")).toBeVisible();
    await expect(awayOption.getByText("Time off", { exact: true })).toBeVisible();
    await expect(awayOption).toHaveAttribute("aria-disabled", "true");
    // A screen reader reads the badges and the reason with her name.
    await expect(awayOption).toHaveAccessibleName(
      `${away.label} 2 h this week Unknown ${FIT_BADGES.timeOff} ${TIME_OFF_MESSAGES.hasTimeOff}`,
    );
    await expectAccessible(page);

    // Neither a click (forced: Playwright itself refuses to click what says it is disabled) nor the keyboard picks her.
    await awayOption.click({ force: true });
    await field.press("ArrowDown");
    await field.press("ArrowDown");
    await field.press("Enter");
    await page.keyboard.press("Escape");
    await expect(modal.getByText(away.label)).toHaveCount(0);
    await expect(modal.getByText(free.label)).toHaveCount(0);
    await modal.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(modal.getByText(ASSIGN_MESSAGES.employeeRequired)).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();

    // The timeline shades her day off, labelled, and only that day.
    const { week, dayCell } = await openTimelineWeek(page, kitchen, away, day);
    await expect(page.getByRole("group", { name: "Shading" })).toBeVisible();
    await expect(dayCell(day).getByText("Time off", { exact: true })).toBeVisible();
    await expect(dayCell(day)).toHaveAttribute("title", "Time off");
    await expect(dayCell(other).getByText("Time off", { exact: true })).toHaveCount(0);
    await expect(dayCell(other)).toContainText(`Prep ${id}`);
    await expect(week).toBeVisible();
    await expectAccessible(page);
    await api.dispose();
  });

  test("someone unavailable is listed after those who may be, and assigning them asks first", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const id = stamp();
    const day = DAY();
    const api = await playwright.request.newContext({ baseURL });
    // Named so that the name order would list Abe first: the fit order puts Zed (no pattern) before him.
    const busy = await hireLineCook(page, kitchen, `Abe ${id}`);
    const open = await hireLineCook(page, kitchen, `Zed ${id}`);
    const pattern = await api.put("/api/employee/availability", {
      headers: await actAs(api, busy),
      data: { rules: [{ weekday: day.dayOfWeek, from: "00:00", to: "00:00", kind: "unavailable" }] },
    });
    expect(pattern.status(), await pattern.text()).toBe(200);
    const name = `Dinner ${id}`;
    await scheduleShift(page, kitchen, { name, from: at(day, 15), to: at(day, 17), count: 1 });

    const { panel, modal } = await openAssign(page, kitchen, name, day);
    await searchCandidates(modal, id);
    await expect(page.getByRole("option")).toHaveCount(2);
    await expect(page.getByRole("option").first()).toHaveAccessibleName(optionName(open.label));
    await expect(page.getByRole("option").nth(1)).toHaveAccessibleName(optionName(busy.label));
    const busyOption = page.getByRole("option", { name: busy.label });
    await expect(busyOption.getByText("Unavailable", { exact: true })).toBeVisible();
    await expect(busyOption).not.toHaveAttribute("aria-disabled", "true");
    await expect(page.getByRole("option", { name: open.label }).getByText("Unknown", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    // Cancel assigns nobody.
    await pickEmployee(page, busy.name, busy.label);
    await modal.getByRole("button", { name: "Assign", exact: true }).click();
    const ask = page.getByRole("dialog", { name: FIT_CONFIRMATION.title });
    await expect(ask.getByText(FIT_CONFIRMATION.unavailable(busy.name))).toBeVisible();
    await expect(ask.getByLabel("Warning")).toBeVisible();
    await expectAccessible(page);
    await ask.getByRole("button", { name: FIT_CONFIRMATION.cancel }).click();
    await expect(ask).toBeHidden();
    await expect(modal).toBeHidden();
    await expect(panel.getByText("1 remaining")).toBeVisible();
    await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toHaveCount(0);
    // Focus is back on the button that opened the modal.
    await expect(panel.getByRole("button", { name: "Assign Shift" })).toBeFocused();

    // Confirming assigns.
    await panel.getByRole("button", { name: "Assign Shift" }).click();
    await pickEmployee(page, busy.name, busy.label);
    await modal.getByRole("button", { name: "Assign", exact: true }).click();
    await ask.getByRole("button", { name: FIT_CONFIRMATION.confirm }).click();
    await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(panel.getByText("0 remaining")).toBeVisible();

    // On the timeline his whole day reads unavailable, and by the hour in the day view.
    const { dayCell } = await openTimelineWeek(page, kitchen, busy, day);
    await expect(dayCell(day).getByText("Unavailable all day")).toBeVisible();
    await expect(dayCell(day)).toContainText(name);
    await page.getByRole("radiogroup", { name: "Timeline span" }).getByText("Day", { exact: true }).click();
    const hours = page
      .getByRole("region", { name: "Employee day" })
      .getByRole("row")
      .filter({ hasText: busy.name })
      .getByRole("cell");
    await expect(hours).toHaveCount(24);
    await expect(hours.first().getByText("Unavailable all day")).toBeVisible();
    await expect(hours.nth(15)).toHaveAttribute("title", "Unavailable all day");
    await expect(hours.nth(15)).toContainText(name);
    await expectAccessible(page);
    await api.dispose();
  });

  test("time off approved while the modal is open: the server's refusal is shown, nothing is assigned", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const id = stamp();
    const day = DAY();
    const api = await playwright.request.newContext({ baseURL });
    const cook = await hireLineCook(page, kitchen, `Ida ${id}`);
    const name = `Supper ${id}`;
    await scheduleShift(page, kitchen, { name, from: at(day, 18), to: at(day, 21), count: 1 });

    const { panel, modal } = await openAssign(page, kitchen, name, day);
    await pickEmployee(page, cook.name, cook.label);
    await approvedDayOff(page, api, cook, day);
    await modal.getByRole("button", { name: "Assign", exact: true }).click();
    await expect(page.getByText(`${cook.name}: ${TIME_OFF_MESSAGES.hasTimeOff}`)).toBeVisible();
    await expect(page.getByText(ASSIGN_MESSAGES.assigned)).toHaveCount(0);
    await expect(modal).toBeHidden();
    await expect(panel.getByText("1 remaining")).toBeVisible();
    await api.dispose();
  });
});
