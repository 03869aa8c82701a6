import { businessIdOf, createAreaRole } from "../../../test/fixtures";
import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";

/** Business A's location: its dashboard statistics are a 404 for business B. */
export const statsTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "dashboard statistics of a location",
    create: async (ownerA) => (await createAreaRole(app(), await businessIdOf(ownerA))).locationId,
    requests: (id) => [{ method: "GET", url: `/api/dashboard/stats-counts?location_id=${id}` }],
  },
];
