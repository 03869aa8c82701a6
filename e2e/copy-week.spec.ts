import { COPY_WEEK_MESSAGES } from "@brigade/contract/copy-week";
import type { APIRequestContext } from "@playwright/test";
import type { Temporal } from "temporal-polyfill";
import { created, quietMonday, registerOwner } from "./auto-fill-setup";
import { expect, test } from "./fixtures";
import { at, NEW_YORK, stamp } from "./scheduling";
import { expectAccessible, expectNoSidewaysScroll, openDialog, signIn, uniqueEmail, watchConsole } from "./support";

// Copy week as a manager uses it: from the calendar, a preview of what the copy will do, the copy, and its shifts
// in the next week. Each test registers a business of its own, so no other journey's shifts enter the copy; the
// week copied is two months ahead in New York.

const PASSWORD = "copy-week-pass";

type Business = {
  owner: APIRequestContext;
  manager: { email: string };
  locationId: number;
  location: string;
  monday: Temporal.PlainDate;
  brunch: string;
  dinner: string;
};

/** A New York location with a cook and a manager; in one week a brunch the cook holds and an open dinner. */
async function newBusiness(newContext: (headers?: Record<string, string>) => Promise<APIRequestContext>) {
  const id = stamp();
  const owner = await registerOwner(newContext, `Copy ${id}`, "Cleo Owner", PASSWORD);
  const location = `Pier ${id}`;
  const { id: locationId } = await created<{ id: number }>(owner, "/api/restaurant/location/store", {
    name: location,
    time_zone: NEW_YORK,
  });
  const area = await created<{ id: number }>(owner, "/api/restaurant/area/store", {
    location_id: locationId,
    name: "Kitchen",
  });
  const role = await created<{ id: number }>(owner, "/api/restaurant/area/role/store", {
    area_id: area.id,
    name: "Cook",
  });
  const member = async (name: string, extra: object = {}) => {
    const email = uniqueEmail("staff");
    const data = { name, email, password: PASSWORD, availability: "FullTime", area_role_ids: [role.id], ...extra };
    return { ...(await created<{ id: number }>(owner, "/api/employee/team-member/store", data)), email };
  };
  const cook = await member(`Cal ${id}`);
  const manager = await member(`Mia ${id}`, { role: "manager" });

  const monday = quietMonday();
  const shift = async (name: string, day: Temporal.PlainDate, hours: [number, number]) =>
    created<{ id: number; shift_time_slots: { id: number }[] }>(owner, "/api/shift/store", {
      name,
      from: at(day, hours[0]),
      to: at(day, hours[1]),
      location_id: locationId,
      chunk: 1,
      areas: [{ id: area.id, area_role: [{ id: role.id, count: 1 }] }],
    });
  const brunch = `Brunch ${id}`;
  const dinner = `Dinner ${id}`;
  const held = await shift(brunch, monday.add({ days: 1 }), [10, 14]);
  await shift(dinner, monday.add({ days: 3 }), [17, 22]);
  const booked = await owner.post("/api/shift/employee/select-shift", {
    data: {
      employee_id: cook.id,
      shift_id: held.id,
      area_role_id: role.id,
      slot_id: held.shift_time_slots[0]?.id,
      status: "Accepted",
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  return { owner, manager, locationId, location, monday, brunch, dinner } satisfies Business;
}

test.describe("copy week", () => {
  let errors: string[];
  let biz: Business;

  test.beforeEach(async ({ page, playwright, baseURL }) => {
    errors = watchConsole(page);
    biz = await newBusiness((extraHTTPHeaders) => playwright.request.newContext({ baseURL, extraHTTPHeaders }));
    await signIn(page, biz.manager.email, PASSWORD);
  });
  test.afterEach(async () => {
    await biz.owner.dispose();
    expect(errors).toEqual([]);
  });

  test("a manager copies the week shown, with its people, and sees it in the next week", async ({ page }) => {
    const { monday, brunch, dinner } = biz;
    const next = monday.add({ days: 7 });
    // The week after, empty, then the week to copy (the calendar's Previous): both in week view.
    await page.goto(`/calendar?location=${biz.locationId}&date=${next}&view=timeGridWeek`);
    const empty = page.getByText("No shift in this period. Click a day to create one.");
    await expect(empty).toBeVisible();
    await page.getByRole("button", { name: "Previous", exact: true }).click();
    await expect(page.getByText(brunch, { exact: true })).toBeVisible();
    await expect(page.getByText(`Vacant Shift - ${dinner}`)).toBeVisible();

    const dialog = await openDialog(page, "Copy week");
    // The calendar's location and week, into the next week.
    await expect(dialog.getByRole("combobox", { name: "Location" })).toHaveValue(biz.location);
    await expect(dialog.getByLabel("Copy the week of")).toHaveValue(monday.toString());
    await expect(dialog.getByLabel("Copy the week of")).toBeFocused();
    await expect(dialog.getByLabel("Into the week of")).toHaveValue(next.toString());
    await expect(dialog.getByText("Will create 2 shifts.")).toBeVisible();
    await dialog.getByLabel("Copy the people too").check();
    await expect(dialog.getByText("Will create 2 shifts and 1 assignment.")).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page, dialog);

    await dialog.getByRole("button", { name: "Copy", exact: true }).click();
    const heading = dialog.getByRole("heading", { name: "Week copied" });
    await expect(heading).toBeFocused();
    await expect(dialog.getByText("Created 2 shifts and 1 assignment.")).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Copy week", exact: true })).toBeFocused();

    // The calendar refreshed: the next week, seen empty before, has the brunch (filled: the cook came too) and
    // the open dinner.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText(brunch, { exact: true })).toBeVisible();
    await expect(page.getByText(`Vacant Shift - ${dinner}`)).toBeVisible();
    await expect(empty).toHaveCount(0);
  });

  test("without a location chosen it asks for one, and a week already over is refused at its field", async ({
    page,
  }) => {
    await page.goto("/calendar");
    const dialog = await openDialog(page, "Copy week");
    const location = dialog.getByRole("combobox", { name: "Location" });
    await expect(location).toHaveValue("");
    await expect(location).toBeFocused();
    await expect(dialog.getByText("Choose a location and the weeks to see what the copy will do.")).toBeVisible();
    // Copy from the keyboard with no location: the field says why and has the keyboard.
    await dialog.getByRole("button", { name: "Copy", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog.getByText("The location field is required.")).toBeVisible();
    await expect(location).toBeFocused();

    await location.click();
    await page.getByRole("option", { name: biz.location }).click();
    await dialog.getByLabel("Copy the week of").fill(biz.monday.toString());
    await dialog.getByLabel("Into the week of").fill("2020-01-08");
    await expect(dialog.getByText(COPY_WEEK_MESSAGES.weekOver)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel("Into the week of").fill(biz.monday.add({ days: 14 }).toString());
    await expect(dialog.getByText("Will create 2 shifts.")).toBeVisible();
    await expect(dialog.getByText(COPY_WEEK_MESSAGES.weekOver)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});
