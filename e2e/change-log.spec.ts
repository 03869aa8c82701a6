import { readFileSync } from "node:fs";
import { formatDayMonthYear } from "@brigade/contract/dates";
import { CHANGE_EXPORT_COLUMNS } from "@brigade/contract/fair-workweek/changes";
import { Temporal } from "temporal-polyfill";
import { created, PASSWORD, registerOwner } from "./auto-fill-setup";
import { expect, test } from "./fixtures";
import { NEW_YORK, stamp } from "./scheduling";
import { choose, expectAccessible, expectNoSidewaysScroll, uniqueEmail, watchConsole } from "./support";

// Issue 38, the change log's page: in a business of its own, a location under New York City's fast-food rules has a
// posted shift starting within the hour after next; the owner gives its position to a cook, then takes it back. Under
// 24 hours' notice that owes $15.00 for the added shift and $75.00 for the cut one. The owner opens Schedule changes,
// reads both rows and their total, downloads the CSV by keyboard, and reads it all on a 390 px phone too.

test("the owner reads a week's schedule changes with their predictability pay and downloads them", async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = watchConsole(page);
  const id = stamp();
  const newContext = (extraHTTPHeaders?: Record<string, string>) =>
    playwright.request.newContext({ baseURL, extraHTTPHeaders });
  const ownerEmail = uniqueEmail("changes");
  const owner = await registerOwner(newContext, `Changes ${id}`, "Nia Owner", PASSWORD, ownerEmail);
  const name = `Deli ${id}`;
  const location = await created<{ id: number }>(owner, "/api/restaurant/location/store", {
    name,
    time_zone: NEW_YORK,
  });
  const ruled = await owner.put(`/api/restaurant/location/${location.id}`, {
    data: { name, time_zone: NEW_YORK, jurisdiction: "us-nyc-fast-food" },
  });
  expect(ruled.status(), await ruled.text()).toBe(200);
  const area = await created<{ id: number }>(owner, "/api/restaurant/area/store", {
    location_id: location.id,
    name: "Kitchen",
  });
  const role = await created<{ id: number }>(owner, "/api/restaurant/area/role/store", {
    area_id: area.id,
    name: "Cook",
  });
  const cookName = `Omar ${id}`;
  const cook = await created<{ id: number }>(owner, "/api/employee/team-member/store", {
    name: cookName,
    email: uniqueEmail("cook"),
    password: PASSWORD,
    availability: "FullTime",
    area_role_ids: [role.id],
  });
  const today = Temporal.Now.plainDateISO(NEW_YORK);
  const wage = await owner.put(`/api/employee/${cook.id}/wage`, {
    data: { hourly_rate: "20.00", effective_from: formatDayMonthYear(today.subtract({ days: 30 })) },
  });
  expect(wage.status(), await wage.text()).toBe(200);
  // Posted as it is made (the business has no draft weeks), starting in ten minutes: well under 24 hours' notice.
  const start = new Date(Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000);
  const shift = await created<{ id: number; shift_time_slots: { id: number }[] }>(owner, "/api/shift/store", {
    name: `Rush ${id}`,
    from: start.toISOString(),
    to: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    location_id: location.id,
    chunk: 1,
    areas: [{ id: area.id, area_role: [{ id: role.id, count: 1 }] }],
  });
  const assigned = await owner.post("/api/shift/employee/select-shift", {
    data: { employee_id: cook.id, shift_id: shift.id, area_role_id: role.id, slot_id: shift.shift_time_slots[0]?.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const released = await owner.post(`/api/shift/employee/shift-action/${(await assigned.json()).payload.id}`, {
    data: { status: "Released" },
  });
  expect(released.status(), await released.text()).toBe(200);

  const login = await page.request.post("/api/auth/login", { data: { email: ownerEmail, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  await page.goto(`/compliance/changes?location_id=${location.id}`);
  await expect(page.getByRole("heading", { name: "Schedule changes", level: 1 })).toBeVisible();
  // The page opens on this week of New York; the shift, ten minutes from now, may start in the next one.
  const shiftDay = Temporal.Instant.from(start.toISOString()).toZonedDateTimeISO(NEW_YORK).toPlainDate();
  if (shiftDay.dayOfWeek === 1 && !shiftDay.equals(today)) {
    await page.getByRole("button", { name: "Next week" }).click();
  }

  const added = page.getByRole("row", { name: new RegExp(`${cookName}.*Added`) });
  const cut = page.getByRole("row", { name: new RegExp(`${cookName}.*Cut`) });
  await expect(added).toContainText("0 h → 4 h");
  await expect(added).toContainText("$15.00");
  await expect(added).toContainText("Set amount for this notice");
  await expect(cut).toContainText("4 h → 0 h");
  await expect(cut).toContainText("$75.00");
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await expect(page.getByText("Predictability pay in this period: $90.00")).toBeVisible();
  // The location has rules: no note that none apply.
  await expect(page.getByText("No fair workweek rules at this location")).toHaveCount(0);
  await expectAccessible(page);

  // One employee's changes: the log is read again for them alone (the CSV below too).
  const forCook = page.waitForResponse(
    (r) => r.url().includes("/api/compliance/changes?") && r.url().includes(`employee_id=${cook.id}`),
  );
  await choose(page, "Employee", cookName, cookName);
  expect((await forCook).status()).toBe(200);
  await expect(page.locator("tbody tr")).toHaveCount(2);

  // The CSV, by keyboard: Tab from the week's last button reaches Download CSV, which shows its focus.
  await page.getByRole("button", { name: "Next week" }).focus();
  await page.keyboard.press("Tab");
  const download = page.getByRole("button", { name: "Download CSV" });
  await expect(download).toBeFocused();
  expect(await download.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  const file = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  const saved = await file;
  expect(saved.suggestedFilename()).toMatch(/\.csv$/);
  const [header, ...lines] = readFileSync((await saved.path()) ?? "", "utf8")
    .replace(/^\ufeff/, "")
    .split("\r\n")
    .filter((line) => line !== "");
  expect(header).toBe(CHANGE_EXPORT_COLUMNS.join(","));
  expect(lines).toHaveLength(2);
  expect(lines.some((line) => line.startsWith(`${cookName},${cook.id},`) && line.includes(",75.00,"))).toBe(true);

  // The week before holds none.
  await page.getByRole("button", { name: "Previous week" }).click();
  await expect(page.getByText("No changes to posted shifts in this period.")).toBeVisible();

  // A 390 px phone, the page opened there: each change is a card, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  if (shiftDay.dayOfWeek === 1 && !shiftDay.equals(today)) {
    await page.getByRole("button", { name: "Next week" }).click();
  }
  await expect(cut).toContainText("$75.00");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
