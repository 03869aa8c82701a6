import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { createPlace, createShift, storeBody } from "../../shifts/test/support";
import { requestIn } from "./support";

/**
 * Business A's pending pickup request: deciding on it, reading its history, and listing A's location's
 * requests are 404 for business B (and, read by A, 200). The listing case is keyed by the location id.
 */
export const decisionTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "a booking's decision and history",
    create: async (ownerA) => {
      const place = await createPlace(app(), ownerA);
      const shift = await createShift(ownerA, storeBody(place));
      return (await requestIn(app(), place, shift, "Pending")).bookingId;
    },
    requests: (id) => [
      { method: "GET", url: `/api/shift/employee/booking/${id}/events` },
      { method: "POST", url: `/api/shift/employee/shift-action/${id}`, payload: { status: "Rejected" } },
    ],
  },
  {
    name: "the requests listing of a location",
    create: async (ownerA) => (await createPlace(app(), ownerA)).locationId,
    requests: (id) => [{ method: "GET", url: `/api/shift/employee/bookings?status=Pending&location_id=${id}` }],
  },
];
