import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { createPlace } from "../../shifts/test/support";

/** Business A's location: its panels, managers filter and locked vacant shifts are 404 for business B. */
export const panelsTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "the dashboard panels of a location",
    create: async (ownerA) => (await createPlace(app(), ownerA)).locationId,
    requests: (id) => [
      { method: "GET", url: `/api/dashboard/index?location_id=${id}&status=New_Shifts` },
      { method: "GET", url: `/api/dashboard/index?location_id=${id}&status=Pending` },
      { method: "GET", url: `/api/shift/employee/index?location_id=${id}&status=Apply%20For%20Leave` },
      { method: "GET", url: `/api/employee/manager/index?location_id=${id}` },
      { method: "GET", url: `/api/shift/shifts-after-lockdate?location_id=${id}` },
    ],
  },
];
