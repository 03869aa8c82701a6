import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { createNamedPlace, shiftAt } from "../../auto-fill/test/support";

/** Business A's location with a shift: business B's copy of its week, dry run or not, is 404. */
export const copyWeekTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "copying a location's week",
    create: async (ownerA) => {
      const place = await createNamedPlace(app(), ownerA);
      await shiftAt(ownerA, place, "2027-01-12T17:00", "2027-01-12T22:00");
      return place.locationId;
    },
    requests: (id) =>
      [false, true].map((dryRun) => ({
        method: "POST" as const,
        url: "/api/shift/copy-week",
        payload: { location_id: id, from_week: "11-01-2027", to_week: "18-01-2027", dry_run: dryRun },
      })),
  },
];
