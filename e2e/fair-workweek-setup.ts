import { formatDayMonthYear } from "@brigade/contract/dates";
import type { APIRequestContext } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { created, PASSWORD, registerOwner } from "./auto-fill-setup";
import { expect } from "./fixtures";
import { NEW_YORK, stamp } from "./scheduling";
import { uniqueEmail } from "./support";

// Issue 38's journeys start alike: a business of its own whose New York location is under a fair-workweek rule pack
// (or none), with a kitchen, a cook who can sign in, and the cook's wage from a month ago. Set up through the API.

export type RuledKitchen = {
  owner: APIRequestContext;
  ownerEmail: string;
  id: string;
  locationId: number;
  locationName: string;
  areaId: number;
  roleId: number;
  cook: { id: number; name: string; email: string; label: string };
};

export async function ruledKitchen(
  newContext: (headers?: Record<string, string>) => Promise<APIRequestContext>,
  opts: { prefix: string; jurisdiction?: string | null; hourlyRate?: string },
): Promise<RuledKitchen> {
  const id = stamp();
  const ownerEmail = uniqueEmail(opts.prefix.toLowerCase());
  const owner = await registerOwner(newContext, `${opts.prefix} ${id}`, `${opts.prefix} Owner`, PASSWORD, ownerEmail);
  const locationName = `Corner ${id}`;
  const jurisdiction = opts.jurisdiction === undefined ? "us-nyc-fast-food" : opts.jurisdiction;
  const location = await created<{ id: number }>(owner, "/api/restaurant/location/store", {
    name: locationName,
    time_zone: NEW_YORK,
    ...(jurisdiction ? { jurisdiction } : {}),
  });
  const area = await created<{ id: number }>(owner, "/api/restaurant/area/store", {
    location_id: location.id,
    name: "Kitchen",
  });
  const role = await created<{ id: number }>(owner, "/api/restaurant/area/role/store", {
    area_id: area.id,
    name: "Cook",
  });
  const name = `Rosa ${id}`;
  const email = uniqueEmail("cook");
  const cook = await created<{ id: number }>(owner, "/api/employee/team-member/store", {
    name,
    email,
    password: PASSWORD,
    availability: "FullTime",
    area_role_ids: [role.id],
  });
  const monthAgo = Temporal.Now.plainDateISO(NEW_YORK).subtract({ days: 30 });
  const wage = await owner.put(`/api/employee/${cook.id}/wage`, {
    data: { hourly_rate: opts.hourlyRate ?? "20.00", effective_from: formatDayMonthYear(monthAgo) },
  });
  expect(wage.status(), await wage.text()).toBe(200);
  return {
    owner,
    ownerEmail,
    id,
    locationId: location.id,
    locationName,
    areaId: area.id,
    roleId: role.id,
    cook: { id: cook.id, name, email, label: `${name} {${email}}` },
  };
}

/** A shift as the journeys use it: its id and its slots. */
export type KitchenShift = { id: number; from: string; shift_time_slots: { id: number }[] };

/** A shift with one cook's position in the kitchen, through the API (posted as it is made: no draft weeks). */
export const kitchenShift = (kitchen: RuledKitchen, name: string, from: string, to: string) =>
  created<KitchenShift>(kitchen.owner, "/api/shift/store", {
    name,
    from,
    to,
    location_id: kitchen.locationId,
    chunk: 1,
    areas: [{ id: kitchen.areaId, area_role: [{ id: kitchen.roleId, count: 1 }] }],
  });

/** The cook's assignment to the shift's position, as select-shift and a consent request take it. */
export const cookAssignment = (kitchen: RuledKitchen, shift: KitchenShift) => ({
  employee_id: kitchen.cook.id,
  shift_id: shift.id,
  slot_id: shift.shift_time_slots[0]?.id,
  area_role_id: kitchen.roleId,
});

/** Gives the cook the shift's position through the API; the booking's id. */
export async function giveCook(kitchen: RuledKitchen, shift: KitchenShift): Promise<number> {
  const given = await kitchen.owner.post("/api/shift/employee/select-shift", { data: cookAssignment(kitchen, shift) });
  expect(given.status(), await given.text()).toBe(200);
  return (await given.json()).payload.id as number;
}
