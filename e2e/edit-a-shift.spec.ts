import { dateTimeIn } from "@brigade/contract/dates";
import { SHIFT_DESCRIPTION_MAX, SHIFT_NAME_MAX } from "@brigade/contract/shifts";
import type { Page } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { expect, test } from "./fixtures";
import { eventOnDay, expectAccessible, signIn } from "./support";

// The owner corrects a shift from the Shifts list: its name, colour and a role's count.

const LONDON = "Europe/London";

type Location = {
  id: number;
  name: string;
  areas: { id: number; name: string; area_role: { id: number; name: string }[] }[];
};

/**
 * A shift two days ahead at Harbour Terrace, 10:00 to 14:00 London time, one Line Cook; created through the
 * API. Not at Downtown, whose calendar days the other journeys click on.
 */
async function scheduleShift(page: Page, name: string): Promise<{ locationId: number; day: string }> {
  const res = await page.request.get("/api/restaurant/location/index?paginated=false");
  const harbour = ((await res.json()).payload as Location[]).find((l) => l.name === "Harbour Terrace");
  const kitchen = harbour?.areas.find((a) => a.name === "Kitchen");
  const cook = kitchen?.area_role.find((r) => r.name === "Line Cook");
  if (!harbour || !kitchen || !cook) throw new Error("no Harbour Terrace kitchen in the demo data");
  const day = Temporal.Now.plainDateISO(LONDON).add({ days: 2 });
  const at = (hour: number) => day.toZonedDateTime({ timeZone: LONDON, plainTime: { hour } }).toInstant().toString();
  const csrf = (await page.context().cookies()).find((c) => c.name === "brigade_csrf")?.value ?? "";
  const created = await page.request.post("/api/shift/store", {
    headers: { "x-csrf-token": csrf },
    data: {
      name,
      desc: "Private lunch",
      from: at(10),
      to: at(14),
      location_id: harbour.id,
      chunk: 1,
      areas: [{ id: kitchen.id, area_role: [{ id: cook.id, count: 1 }] }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { locationId: harbour.id, day: day.toString() };
}

test("edit a shift's name, colour and a role count from the Shifts list", async ({ page }) => {
  const name = `Banquet ${Date.now().toString(36)}`;
  // As long as the server takes (the form once stopped at 80 characters of name and 1,000 of description).
  const renamed = `${name} (moved) `.padEnd(SHIFT_NAME_MAX, "x");
  const menu = "Seven courses with a wine pairing. ".repeat(45).trim();
  expect(menu.length).toBeGreaterThan(1000);
  expect(menu.length).toBeLessThanOrEqual(SHIFT_DESCRIPTION_MAX);
  await signIn(page, "owner@brigade.demo");
  const { locationId, day } = await scheduleShift(page, name);
  // Its day at its location: the list is paged, and that day's page holds it.
  await page.goto(`/shifts?location=${locationId}&date=${day}`);
  const row = (shiftName: string) => page.getByRole("row").filter({ hasText: shiftName });
  await expect(row(name)).toContainText("0/1");

  await row(name)
    .getByRole("button", { name: new RegExp(`^Edit ${name} on`) })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit shift" });
  await expect(dialog).toBeVisible();
  // A name off the list shows as Other with its own text; the rest comes from the shift.
  const nameField = dialog.getByLabel("Shift Name", { exact: true });
  await expect(nameField).toHaveValue(name);
  await expect(dialog.getByLabel("Description")).toHaveValue("Private lunch");
  await expect(dialog.getByLabel("Count of role 1 of work area 1")).toHaveValue("1");
  await expectAccessible(page);

  // A client rule first: the name cannot be empty.
  await nameField.fill("");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("Shift Name is required.")).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText("Fields Cannot be empty");

  // Typing past the limit stops at it.
  await nameField.fill(`${renamed}yz`);
  await expect(nameField).toHaveValue(renamed);
  await dialog.getByLabel("Description").fill(menu);
  await expect(dialog.getByLabel("Description")).toHaveValue(menu);
  await dialog.getByLabel("Label colour").fill("#00aa55");
  await dialog.getByLabel("Count of role 1 of work area 1").fill("3");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Shift updated successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(row(renamed)).toContainText("0/3");
  await expect(row(renamed).locator("span[aria-hidden]").first()).toHaveCSS("background-color", "rgb(0, 170, 85)");
  // Opened again, the form shows what was saved.
  await row(renamed)
    .getByRole("button", { name: new RegExp(`^Edit ${name} \\(moved\\) x+ on`) })
    .click();
  await expect(dialog.getByLabel("Shift Name", { exact: true })).toHaveValue(renamed);
  await expect(dialog.getByLabel("Description")).toHaveValue(menu);
  await expect(dialog.getByLabel("Count of role 1 of work area 1")).toHaveValue("3");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

type Shift = {
  id: number;
  name: string;
  from: string;
  interval: string;
  location_id: number;
  location: { time_zone: { value: string; utc: string[] } };
  area_roles: { id: number; name: string; area_id: number }[];
  shift_timeline: { area_role_id: number }[];
};

/** The label of a shift's Edit button in the table, as the table words it. */
const editLabel = (shift: Shift) => {
  const zone = shift.location.time_zone.utc[0] ?? shift.location.time_zone.value;
  const when = dateTimeIn(shift.from, zone);
  return `Edit ${shift.name} on ${when}`;
};

/** The remove button that would take a booked role off the shift in the form, if the form allows it. */
function removalOf(shift: Shift): { label: string; role: string } | null {
  const areaIds = [...new Set(shift.area_roles.map((r) => r.area_id))];
  for (const booking of shift.shift_timeline) {
    const role = shift.area_roles.find((r) => r.id === booking.area_role_id);
    if (!role) continue;
    const i = areaIds.indexOf(role.area_id);
    const roles = shift.area_roles.filter((r) => r.area_id === role.area_id);
    if (roles.length > 1)
      return { label: `Remove role ${roles.indexOf(role) + 1} of work area ${i + 1}`, role: role.name };
    if (areaIds.length > 1) return { label: `Remove Work area ${i + 1}`, role: role.name };
  }
  return null;
}

test("a role with bookings cannot be taken off a shift: the server's reason is shown", async ({ page }) => {
  await signIn(page, "owner@brigade.demo");
  const shifts = (await (await page.request.get("/api/shift/index?pagination=0")).json()).payload.paginated as Shift[];
  // The list is paged: each candidate is looked for on its own day at its location, where its row is on page 1.
  const editButtons = page.getByRole("button", { name: /^Edit / });
  let target: { label: string; removal: { label: string; role: string } } | undefined;
  for (const shift of shifts) {
    const removal = removalOf(shift);
    if (!removal) continue;
    await page.goto(`/shifts?location=${shift.location_id}&date=${shift.interval.split("-").reverse().join("-")}`);
    await expect(editButtons.first()).toBeVisible();
    const labels = await editButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label") ?? ""));
    const label = editLabel(shift);
    if (labels.filter((l) => l === label).length === 1) {
      target = { label, removal };
      break;
    }
  }
  if (!target) throw new Error("the demo data has no shift with a removable booked role");

  await page.getByRole("button", { name: target.label, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit shift" });
  await expect(dialog).toBeVisible();
  // Location and chunks are fixed once a shift has bookings.
  await expect(dialog.getByRole("combobox", { name: "Location" })).toBeDisabled();
  await dialog.getByRole("button", { name: target.removal.label, exact: true }).click();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  const reason = `${target.removal.role} has bookings on this shift, so it cannot be removed.`;
  await expect(dialog.getByRole("alert")).toContainText(reason);
  await expect(page.getByText("Not possible right now")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("the calendar's shift panel opens the same Edit shift form", async ({ page }) => {
  const name = `Tasting ${Date.now().toString(36)}`;
  await signIn(page, "owner@brigade.demo");
  const { locationId, day } = await scheduleShift(page, name);
  // Its name as the Day Part: that day's month cell (five rows at most) may be full of other journeys' shifts.
  await page.goto(`/calendar?location=${locationId}&date=${day}&day_part=${encodeURIComponent(name)}`);
  await (await eventOnDay(page, String(day), `Vacant Shift - ${name}`)).click();
  const panel = page.getByRole("dialog", { name: `Vacant Shift - ${name}` });
  await panel.getByRole("button", { name: "Edit", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Edit shift" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Shift Name", { exact: true })).toHaveValue(name);
  await dialog.getByLabel("Description").fill("Seven courses");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Shift updated successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByText(`Vacant Shift - ${name}`).first().click();
  await expect(panel.getByText("Seven courses")).toBeVisible();
});
