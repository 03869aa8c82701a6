import type { ShiftItem } from "@brigade/contract/shifts";
import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { createPlace, storeBody } from "./support";

/**
 * Business A's shifts, by id, and its locations as the parent of a new shift. A factory because the
 * location, area and roles are written straight to the test database (`app` is read when a case runs).
 */
export const shiftTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "shifts",
    create: async (ownerA) => {
      const place = await createPlace(app(), ownerA);
      const res = await ownerA.post("/api/shift/store", storeBody(place));
      if (res.statusCode !== 201) throw new Error(`shift create failed: ${res.body}`);
      const shift = res.json().payload as ShiftItem;
      return shift.id;
    },
    requests: (id) => [
      {
        method: "PATCH",
        url: `/api/shift/${id}`,
        payload: { from: "2027-05-01T10:00:00Z", to: "2027-05-01T12:00:00Z" },
      },
      {
        method: "PUT",
        url: `/api/shift/${id}`,
        payload: storeBody({ businessId: 0, locationId: 1, areaId: 1, roleA: 1, roleB: 2 }),
      },
      { method: "GET", url: `/api/shift-time-slots/area-role?shift_id=${id}&area_role_id=1` },
      { method: "GET", url: `/api/shift/${id}` },
      { method: "DELETE", url: `/api/shift/${id}` },
    ],
  },
  {
    name: "locations as the place of a new shift",
    create: async (ownerA) => (await createPlace(app(), ownerA)).locationId,
    requests: (id) => [
      {
        method: "POST",
        url: "/api/shift/store",
        payload: {
          ...storeBody({ businessId: 0, locationId: id, areaId: 1, roleA: 1, roleB: 2 }),
        },
      },
    ],
  },
];
