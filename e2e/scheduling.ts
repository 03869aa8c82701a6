import { expect, type Page } from "@playwright/test";
import type { Temporal } from "temporal-polyfill";
import { uniqueEmail } from "./support";

// Building blocks of the assignment journeys: demo places, shifts and staff made through the API.

export const NEW_YORK = "America/New_York";

type Location = {
  id: number;
  name: string;
  areas: { id: number; name: string; area_role: { id: number; name: string }[] }[];
};
export type Kitchen = { locationId: number; areaId: number; lineCookId: number };

export async function csrf(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === "brigade_csrf")?.value ?? "";
  return { "x-csrf-token": token };
}

export async function downtownKitchen(page: Page): Promise<Kitchen> {
  const res = await page.request.get("/api/restaurant/location/index?paginated=false");
  const downtown = ((await res.json()).payload as Location[]).find((l) => l.name === "Downtown");
  const kitchen = downtown?.areas.find((a) => a.name === "Kitchen");
  const cook = kitchen?.area_role.find((r) => r.name === "Line Cook");
  if (!downtown || !kitchen || !cook) throw new Error("no Downtown kitchen in the demo data");
  return { locationId: downtown.id, areaId: kitchen.id, lineCookId: cook.id };
}

/** An instant of a wall-clock time in New York. */
export const at = (day: Temporal.PlainDate, hour: number) =>
  day.toZonedDateTime({ timeZone: NEW_YORK, plainTime: { hour } }).toInstant().toString();

/** A Downtown shift for Line Cooks only, created through the API; returns its id and its one slot's id. */
export async function scheduleShift(
  page: Page,
  kitchen: Kitchen,
  opts: { name: string; from: string; to: string; count: number },
): Promise<{ id: number; slotId: number }> {
  const res = await page.request.post("/api/shift/store", {
    headers: await csrf(page),
    data: {
      name: opts.name,
      from: opts.from,
      to: opts.to,
      location_id: kitchen.locationId,
      chunk: 1,
      areas: [{ id: kitchen.areaId, area_role: [{ id: kitchen.lineCookId, count: opts.count }] }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const shift = (await res.json()).payload as { id: number; shift_time_slots: { id: number }[] };
  return { id: shift.id, slotId: shift.shift_time_slots[0]?.id ?? 0 };
}

/** A new Line Cook with nothing booked, so the test does not depend on the demo's bookings. */
export async function hireLineCook(page: Page, kitchen: Kitchen, name: string) {
  const email = uniqueEmail("cook");
  const res = await page.request.post("/api/employee/team-member/store", {
    headers: await csrf(page),
    data: { name, email, password: "line-cook-pass", availability: "FullTime", area_role_ids: [kitchen.lineCookId] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).payload.id as number, name, email, label: `${name} {${email}}` };
}

/** Picks an employee in the open Assign Shift modal. */
export async function pickEmployee(page: Page, search: string, label: string) {
  const modal = page.getByRole("dialog", { name: "Assign Shift" });
  const field = modal.getByLabel("Employee", { exact: true });
  await field.click();
  await field.fill(search);
  await page.getByRole("option", { name: label }).click();
  // The list stays open for more choices; Escape closes it (and not the modal).
  await page.keyboard.press("Escape");
  await expect(page.getByRole("option", { name: label })).toBeHidden();
}

/** A short unique tag for names made by one test. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A day as a calendar event's name ends: "Wed 9 Dec". */
export const eventDay = (day: Temporal.PlainDate) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short" })
    .format(Date.UTC(day.year, day.month - 1, day.day))
    .replace(",", "");
