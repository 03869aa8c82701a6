import { businessIdOf } from "../../../test/fixtures";
import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { addEmployee } from "../../assignments/test/support";
import { insertTimeOff } from "./support";

/** Business A's pending time off: its conflicts, deciding and cancelling it are 404 for business B. */
export const timeOffTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "a time-off request's conflicts, decision and cancel",
    create: async (ownerA) => {
      const businessId = await businessIdOf(ownerA);
      const employee = await addEmployee(app(), businessId);
      return insertTimeOff(app(), businessId, employee.id, { fromDay: "2027-10-04", toDay: "2027-10-05" });
    },
    requests: (id) => [
      { method: "GET", url: `/api/employee/time-off/${id}/conflicts` },
      { method: "POST", url: `/api/employee/time-off/${id}/decision`, payload: { status: "Approved" } },
      { method: "POST", url: `/api/employee/time-off/${id}/cancel` },
    ],
  },
];
