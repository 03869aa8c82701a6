import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { addEmployee } from "../../assignments/test/support";
import { apply, createNamedPlace, itemsOf, preview, shiftAt } from "./support";

const WEEK = { from: "08-03-2027", to: "14-03-2027" };

/** Business A's location and an apply of its: business B's preview of the one and undo of the other are 404. */
export const autoFillTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "auto-fill of a location",
    create: async (ownerA) => (await createNamedPlace(app(), ownerA)).locationId,
    requests: (id) => [{ method: "POST", url: "/api/schedule/auto-fill", payload: { location_id: id, ...WEEK } }],
  },
  {
    name: "an auto-fill apply",
    create: async (ownerA) => {
      const place = await createNamedPlace(app(), ownerA);
      await shiftAt(ownerA, place, "2027-03-09T10:00", "2027-03-09T16:00");
      await addEmployee(app(), place.businessId, { areaRoleIds: [place.roleA] });
      const proposal = await preview(ownerA, place, WEEK.from, WEEK.to);
      const applied = await apply(ownerA, itemsOf(proposal.assignments));
      if (applied.apply_id === null) throw new Error("the apply booked nothing");
      return applied.apply_id;
    },
    requests: (id) => [{ method: "POST", url: "/api/schedule/auto-fill/undo", payload: { apply_id: id } }],
  },
];
