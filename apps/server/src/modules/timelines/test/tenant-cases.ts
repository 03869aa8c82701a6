import type { ShiftItem } from "@brigade/contract/shifts";
import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { createPlace, storeBody } from "../../shifts/test/support";

const WEEK = "from=11-01-2027&to=17-01-2027";

/** Business A's shift as the timeline's shift_id, and its location as the vacant-employee week's location_id. */
export const timelineTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "shifts as the timeline's shift",
    create: async (ownerA) => {
      const res = await ownerA.post("/api/shift/store", storeBody(await createPlace(app(), ownerA)));
      if (res.statusCode !== 201) throw new Error(`shift create failed: ${res.body}`);
      return (res.json().payload as ShiftItem).id;
    },
    requests: (id) => [{ method: "GET", url: `/api/shift-timeline?${WEEK}&shift_id=${id}` }],
  },
  {
    name: "locations as the vacant-employee week's location",
    create: async (ownerA) => (await createPlace(app(), ownerA)).locationId,
    requests: (id) => [{ method: "GET", url: `/api/shift/employee/get-vacant-employees?${WEEK}&location_id=${id}` }],
  },
];
