import { businessIdOf } from "../../../test/fixtures";
import type { TestApp } from "../../../test/harness";
import type { TenantCase } from "../../../test/tenant-isolation";
import { addEmployee } from "../../assignments/test/support";

/** An employee of business A: reading or replacing their availability is 404 for business B. */
export const availabilityTenantCases = (app: () => TestApp): TenantCase[] => [
  {
    name: "an employee's availability",
    create: async (ownerA) => (await addEmployee(app(), await businessIdOf(ownerA))).id,
    requests: (id) => [
      { method: "GET", url: `/api/employee/availability?employee_id=${id}` },
      { method: "PUT", url: "/api/employee/availability", payload: { employee_id: id, rules: [] } },
    ],
  },
];
