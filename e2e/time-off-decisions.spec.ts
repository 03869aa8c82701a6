import { formatDayMonthYear } from "@brigade/contract/dates";
import { TIME_OFF_MESSAGES } from "@brigade/contract/time-off";
import type { APIRequestContext, Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { at, csrf, downtownKitchen, hireLineCook, type Kitchen, NEW_YORK, scheduleShift, stamp } from "./scheduling";
import { choose, expectAccessible, signIn, watchConsole } from "./support";

// A manager decides on time off on /business-owner-shift-listing#TimeOff, seeing first the shifts the
// requester holds in that period. Each test hires its own Line Cook ("Aaa …", so sorted by name they come
// first), gives them a shift and asks for time off as them through the API: no demo request is needed.

type Cook = { id: number; name: string; headers: Record<string, string> };

/** A new Line Cook holding a Downtown shift on `day` from 09:00 to 11:00; `api` acts as them. */
async function cookWithShift(page: Page, api: APIRequestContext, kitchen: Kitchen, day: Temporal.PlainDate) {
  const id = stamp();
  const shiftName = `Brunch ${id}`;
  const shift = await scheduleShift(page, kitchen, { name: shiftName, from: at(day, 9), to: at(day, 11), count: 1 });
  const hired = await hireLineCook(page, kitchen, `Aaa Away ${id}`);
  const given = await page.request.post("/api/shift/employee/select-shift", {
    headers: await csrf(page),
    data: { employee_id: hired.id, shift_id: shift.id, area_role_id: kitchen.lineCookId, slot_id: shift.slotId },
  });
  expect(given.status(), await given.text()).toBe(200);
  const login = await api.post("/api/auth/login", { data: { email: hired.email, password: "line-cook-pass" } });
  expect(login.status(), await login.text()).toBe(200);
  const cook: Cook = {
    id: hired.id,
    name: hired.name,
    headers: { authorization: `Bearer ${(await login.json()).payload.token}` },
  };
  return { cook, shiftName, shift };
}

/** Time off over `day`, asked for by the cook; returns its id. */
async function askForTimeOff(api: APIRequestContext, cook: Cook, day: Temporal.PlainDate, reason: string) {
  const res = await api.post("/api/employee/time-off", {
    headers: cook.headers,
    data: { from_day: formatDayMonthYear(day), to_day: formatDayMonthYear(day), reason },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).payload.id as number;
}

/** The Time off tab, a page long enough for every pending request of the run. */
async function openTimeOffTab(page: Page) {
  await page.goto("/business-owner-shift-listing#TimeOff");
  await expect(page.getByRole("heading", { name: "Shift Requests", level: 1 })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Time off" })).toHaveAttribute("aria-selected", "true");
  await choose(page, "Entries per page", "100", "100");
}

const request = (page: Page, id: number) => page.locator(`[data-time-off-id="${id}"]`);

test.describe("a manager decides on time off", () => {
  let kitchen: Kitchen;
  let errors: string[];
  let api: APIRequestContext;
  const day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 6 });

  test.beforeEach(async ({ page, playwright, baseURL }) => {
    errors = watchConsole(page);
    api = await playwright.request.newContext({ baseURL });
    await signIn(page, "manager@brigade.demo");
    kitchen = await downtownKitchen(page);
  });
  test.afterEach(async () => {
    await api.dispose();
    expect(errors).toEqual([]);
  });

  test("approving with 'Release these shifts' opens the cook's position again", async ({ page }) => {
    const { cook, shiftName, shift } = await cookWithShift(page, api, kitchen, day);
    const id = await askForTimeOff(api, cook, day, "Family wedding");

    await openTimeOffTab(page);
    const row = request(page, id);
    await expect(row).toContainText(cook.name);
    await expect(row).toContainText(formatDayMonthYear(day));
    await expect(row).toContainText("Whole day");
    await expect(row).toContainText("Family wedding");
    await expectAccessible(page);

    await row.getByRole("button", { name: `Approve ${cook.name}'s time off` }).click();
    const dialog = page.getByRole("dialog", { name: "Approve time off" });
    // The conflict, on the Downtown clock with its abbreviation.
    const conflict = dialog.getByRole("listitem").filter({ hasText: shiftName });
    await expect(conflict).toContainText("Line Cook");
    await expect(conflict).toContainText("Downtown");
    await expect(conflict).toContainText(formatDayMonthYear(day));
    await expect(conflict).toContainText(/09:00 AM - 11:00 AM E[SD]T/);
    const release = dialog.getByRole("checkbox", { name: "Release these shifts (their positions open again)" });
    await expect(release).not.toBeChecked();
    await expectAccessible(page);
    await release.check();
    await dialog.getByLabel("Note (optional)").fill("Enjoy the wedding");
    await dialog.getByRole("button", { name: "Approve time off" }).click();

    await expect(page.getByText(TIME_OFF_MESSAGES.approved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await choose(page, "Status", "Approved", "Approved");
    await expect(row).toContainText("Approved by Marco Manager");
    await expect(row).toContainText("Note: Enjoy the wedding");

    // The position is open again: the slot has room, and the listing shows the cook's booking released.
    const slots = await page.request.get("/api/shift-time-slots/area-role", {
      params: { shift_id: shift.id, area_role_id: kitchen.lineCookId },
    });
    expect((await slots.json()).payload).toMatchObject([{ id: shift.slotId, remaining_slots: 1 }]);
    await page.goto("/business-owner-shift-listing#Released");
    await page.getByRole("button", { name: "Employee", exact: true }).click();
    await choose(page, "Entries per page", "100", "100");
    await expect(page.getByRole("row").filter({ hasText: cook.name })).toContainText(shiftName);
  });

  test("denying with a note keeps the shift and tells the cook why", async ({ page }) => {
    const { cook, shiftName } = await cookWithShift(page, api, kitchen, day);
    const id = await askForTimeOff(api, cook, day, "Concert");

    await openTimeOffTab(page);
    await request(page, id)
      .getByRole("button", { name: `Deny ${cook.name}'s time off` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Deny time off" });
    await expect(dialog.getByRole("listitem").filter({ hasText: shiftName })).toBeVisible();
    await expect(dialog.getByText("Denied, they keep these shifts.")).toBeVisible();
    // Releasing belongs to an approval only.
    await expect(dialog.getByRole("checkbox")).toHaveCount(0);
    await dialog.getByLabel("Note (optional)").fill("We are short that day");
    await dialog.getByRole("button", { name: "Deny time off" }).click();

    await expect(page.getByText(TIME_OFF_MESSAGES.denied)).toBeVisible();
    await expect(request(page, id)).toHaveCount(0);
    await choose(page, "Status", "Denied", "Denied");
    await expect(request(page, id)).toContainText("Denied by Marco Manager");
    await expect(request(page, id)).toContainText("Note: We are short that day");

    // The cook reads the decision and the note, and still holds the shift.
    const mine = await api.get("/api/employee/time-off", { headers: cook.headers });
    const item = ((await mine.json()).payload.paginated.data as { id: number; status: string; note: string }[]).find(
      (t) => t.id === id,
    );
    expect(item).toMatchObject({ status: "Denied", note: "We are short that day" });
    const shifts = await api.get("/api/employee/my-shifts", {
      headers: cook.headers,
      params: { from: formatDayMonthYear(day), to: formatDayMonthYear(day) },
    });
    expect(JSON.stringify(await shifts.json())).toContain(shiftName);
  });

  test("the dashboard counts the requests to decide and leads to them", async ({ page }) => {
    const { cook } = await cookWithShift(page, api, kitchen, day);
    const id = await askForTimeOff(api, cook, day, "Dentist");
    const pending = await page.request.get("/api/employee/time-off", { params: { status: "Pending", length: 1 } });
    const total = (await pending.json()).payload.paginated.total as number;

    await page.goto("/dashboard");
    const link = page.getByRole("link", { name: `Time off to decide: ${total}` });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/business-owner-shift-listing#TimeOff$/);
    await choose(page, "Entries per page", "100", "100");
    await expect(request(page, id)).toContainText(cook.name);

    // Decided, it is no longer counted.
    await request(page, id)
      .getByRole("button", { name: `Deny ${cook.name}'s time off` })
      .click();
    await page.getByRole("dialog", { name: "Deny time off" }).getByRole("button", { name: "Deny time off" }).click();
    await expect(page.getByText(TIME_OFF_MESSAGES.denied)).toBeVisible();
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: /^Time off to decide: \d+$/ })).toBeVisible();
    const after = await page.request.get("/api/employee/time-off", { params: { status: "Pending", length: 1 } });
    await expect(
      page.getByRole("link", { name: `Time off to decide: ${(await after.json()).payload.paginated.total}` }),
    ).toBeVisible();
  });

  test("a manager's own request is left to another manager", async ({ page }) => {
    // Far ahead, so it touches none of the demo's shifts; cancelled at the end, so no run leaves it behind.
    const far = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 45 });
    const asked = await page.request.post("/api/employee/time-off", {
      headers: await csrf(page),
      data: {
        from_day: formatDayMonthYear(far),
        to_day: formatDayMonthYear(far),
        from_time: "12:00",
        to_time: "16:00",
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const id = (await asked.json()).payload.id as number;
    try {
      await openTimeOffTab(page);
      const row = request(page, id);
      await expect(row).toContainText("Marco Manager");
      await expect(row).toContainText("12:00 PM - 04:00 PM");
      await expect(row).toContainText("Your own request: another manager decides it");
      await expect(row.getByRole("button", { name: /Approve|Deny/ })).toHaveCount(0);
    } finally {
      const cancelled = await page.request.post(`/api/employee/time-off/${id}/cancel`, { headers: await csrf(page) });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    }
  });
});
