import type { Caller } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";

let n = 0;
async function created(caller: Caller, url: string, body: Record<string, unknown>): Promise<number> {
  const res = await caller.post(url, body);
  if (res.statusCode !== 201) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
  return res.json().payload.id as number;
}
const newLocation = (ownerA: Caller) =>
  created(ownerA, "/api/restaurant/location/store", { name: `Tenant site ${++n}`, time_zone: "UTC" });
const newArea = async (ownerA: Caller) =>
  created(ownerA, "/api/restaurant/area/store", { location_id: await newLocation(ownerA), name: "Kitchen" });

/** Business A's locations, work areas and roles, by id, and the store calls that take them as parent. */
export const locationTenantCases: TenantCase[] = [
  {
    name: "locations",
    create: newLocation,
    requests: (id) => [
      { method: "GET", url: `/api/restaurant/location/${id}` },
      { method: "PUT", url: `/api/restaurant/location/${id}`, payload: { name: "Taken over", time_zone: "UTC" } },
      { method: "DELETE", url: `/api/restaurant/location/${id}` },
      { method: "GET", url: `/api/restaurant/area/role/index?location_id=${id}` },
      { method: "POST", url: "/api/restaurant/area/store", payload: { location_id: id, name: "Intruder area" } },
    ],
  },
  {
    name: "work areas",
    create: newArea,
    requests: (id) => [
      { method: "PUT", url: `/api/restaurant/area/${id}`, payload: { name: "Taken over" } },
      { method: "DELETE", url: `/api/restaurant/area/${id}` },
      { method: "POST", url: "/api/restaurant/area/role/store", payload: { area_id: id, name: "Intruder role" } },
    ],
  },
  {
    name: "area roles",
    create: async (ownerA) =>
      created(ownerA, "/api/restaurant/area/role/store", { area_id: await newArea(ownerA), name: "Host" }),
    requests: (id) => [
      { method: "PUT", url: `/api/restaurant/area/role/${id}`, payload: { name: "Taken over" } },
      { method: "DELETE", url: `/api/restaurant/area/role/${id}` },
    ],
  },
];
