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
