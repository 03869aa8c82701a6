import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { createPlace } from "../../shifts/test/support";
import { shiftAt } from "./support";

/** Business A's location with a shift: business B can neither read its weeks nor publish one (404). */
export const publishTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "a location's weeks and publishing them",
    create: async (ownerA) => {
      const place = await createPlace(app(), ownerA);
      await shiftAt(ownerA, place, "2027-01-12T15:00:00Z");
      return place.locationId;
    },
    requests: (id) => [
      { method: "GET", url: `/api/schedule/weeks?location_id=${id}&from=11-01-2027&to=17-01-2027` },
      { method: "POST", url: "/api/schedule/publish", payload: { location_id: id, week: "11-01-2027" } },
    ],
  },
];
