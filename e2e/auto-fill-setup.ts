import { formatDayMonthYear } from "@brigade/contract/dates";
import { type APIRequestContext, expect } from "@playwright/test";
import { Temporal } from "temporal-polyfill";
import { at, NEW_YORK, stamp } from "./scheduling";
import { uniqueEmail } from "./support";

// The auto-fill journey's own business, set up through the API by its owner: no other journey's shifts or
// people can enter its proposals.

export const PASSWORD = "auto-fill-pass";

type Shift = { name: string; id: number; slotId: number; roleId: number };
export type Business = {
  owner: APIRequestContext;
  manager: { email: string };
  cooks: { id: number; name: string; email: string }[];
  locationId: number;
  monday: Temporal.PlainDate;
  shifts: { monLunch: Shift; tueLunch: Shift; wedDinner: Shift; wine: Shift };
};

/** The Monday on or after 60 days ahead: a week no other journey schedules. */
export function quietMonday(): Temporal.PlainDate {
  let day = Temporal.Now.plainDateISO(NEW_YORK).add({ days: 60 });
  while (day.dayOfWeek !== 1) day = day.add({ days: 1 });
  return day;
}

export async function created<T>(owner: APIRequestContext, url: string, data: object): Promise<T> {
  const res = await owner.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).payload as T;
}

/**
 * Registers a business with its owner, who then acts with a bearer token: no cookie, so no CSRF header either.
 * The owner's request context (disposed by the caller).
 */
export async function registerOwner(
  newContext: (headers?: Record<string, string>) => Promise<APIRequestContext>,
  business: string,
  name: string,
  password: string,
  email = uniqueEmail("owner"),
): Promise<APIRequestContext> {
  const anonymous = await newContext();
  const reg = await anonymous.post("/api/auth/register", {
    data: { business_name: business, name, email, password },
  });
  expect(reg.status(), await reg.text()).toBe(201);
  const token = (await reg.json()).payload.token as string;
  await anonymous.dispose();
  return newContext({ authorization: `Bearer ${token}` });
}

/**
 * A business in New York with three cooks and a manager (a host, so never a candidate), and in one week:
 * Monday lunch for two cooks, Tuesday lunch and Wednesday dinner for one each, and a wine evening for a
 * sommelier nobody is: five open positions, four of which can be filled.
 */
export async function newBusiness(newContext: (headers?: Record<string, string>) => Promise<APIRequestContext>) {
  const id = stamp();
  const owner = await registerOwner(newContext, `Harbor ${id}`, "Olga Owner", PASSWORD);
  const location = await created<{ id: number }>(owner, "/api/restaurant/location/store", {
    name: `Harbor ${id}`,
    time_zone: NEW_YORK,
  });
  const role = async (area: string, name: string) => {
    const made = await created<{ id: number }>(owner, "/api/restaurant/area/store", {
      location_id: location.id,
      name: area,
    });
    const r = await created<{ id: number }>(owner, "/api/restaurant/area/role/store", { area_id: made.id, name });
    return { areaId: made.id, roleId: r.id };
  };
  const cook = await role("Kitchen", "Cook");
  const sommelier = await role("Cellar", "Sommelier");
  const host = await role("Front", "Host");
  const member = async (name: string, roleId: number, extra: object = {}) => {
    const email = uniqueEmail("staff");
    const data = { name, email, password: PASSWORD, availability: "FullTime", area_role_ids: [roleId], ...extra };
    const made = await created<{ id: number }>(owner, "/api/employee/team-member/store", data);
    return { id: made.id, name, email };
  };
  const cooks = [];
  for (const name of ["Ada", "Bo", "Cy"]) cooks.push(await member(`${name} ${id}`, cook.roleId));
  const manager = await member(`Max ${id}`, host.roleId, { role: "manager" });

  const monday = quietMonday();
  const shift = async (name: string, day: Temporal.PlainDate, hours: [number, number], who: typeof cook, count = 1) => {
    const made = await created<{ id: number; shift_time_slots: { id: number }[] }>(owner, "/api/shift/store", {
      name,
      from: at(day, hours[0]),
      to: at(day, hours[1]),
      location_id: location.id,
      chunk: 1,
      areas: [{ id: who.areaId, area_role: [{ id: who.roleId, count }] }],
    });
    return { name, id: made.id, slotId: made.shift_time_slots[0]?.id ?? 0, roleId: who.roleId };
  };
  const shifts = {
    monLunch: await shift(`Mon Lunch ${id}`, monday, [11, 15], cook, 2),
    tueLunch: await shift(`Tue Lunch ${id}`, monday.add({ days: 1 }), [11, 15], cook),
    wedDinner: await shift(`Wed Dinner ${id}`, monday.add({ days: 2 }), [17, 22], cook),
    wine: await shift(`Wine ${id}`, monday.add({ days: 3 }), [18, 22], sommelier),
  };
  return { owner, manager, cooks, locationId: location.id, monday, shifts } satisfies Business;
}

/** Open positions left per shift name in the week, as the vacant roster (the API) counts them. */
export async function openPositions(biz: Business): Promise<Record<string, number>> {
  const res = await biz.owner.get("/api/shift/all-shift-slots", {
    params: {
      roster_type: "vacant_shifts",
      location_id: biz.locationId,
      from: formatDayMonthYear(biz.monday),
      to: formatDayMonthYear(biz.monday.add({ days: 6 })),
      length: 100,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const rows = (await res.json()).payload.data as { shift: { name: string }; remaining_slots: number }[];
  return Object.fromEntries(rows.map((r) => [r.shift.name, r.remaining_slots]));
}
