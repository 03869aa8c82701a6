import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignmentTenantCases } from "../modules/assignments/test/tenant-cases";
import { autoFillTenantCases } from "../modules/auto-fill/test/tenant-cases";
import { availabilityTenantCases } from "../modules/availability/test/tenant-cases";
import { copyWeekTenantCases } from "../modules/copy-week/test/tenant-cases";
import { panelsTenantCases } from "../modules/dashboard/test/panels-tenant-cases";
import { statsTenantCases } from "../modules/dashboard/test/stats-tenant-cases";
import { decisionTenantCases } from "../modules/decisions/test/tenant-cases";
import { employeeTenantCases } from "../modules/employees/test/tenant-cases";
import { guideTenantCases } from "../modules/guides/test/tenant-cases";
import { locationTenantCases } from "../modules/locations/test/tenant-cases";
import { memberTenantCases } from "../modules/member/test/tenant-cases";
import { notificationTenantCases } from "../modules/notifications/test/tenant-cases";
import { publishTenantCases } from "../modules/publish/test/tenant-cases";
import { shiftNameTenantCases } from "../modules/shift-names/test/tenant-cases";
import { shiftTenantCases } from "../modules/shifts/test/tenant-cases";
import { swapTenantCases } from "../modules/swaps/test/tenant-cases";
import { timeOffTenantCases } from "../modules/time-off/test/tenant-cases";
import { timelineTenantCases } from "../modules/timelines/test/tenant-cases";
import { createTestApp, registerOwner, type TestApp } from "./harness";
import type { TenantCase } from "./tenant-isolation";

// Every module that takes ids lists its cases here; a later issue adds its own file to this list.
const CASES: TenantCase[] = [
  ...assignmentTenantCases(() => t),
  ...autoFillTenantCases(() => t),
  ...availabilityTenantCases(() => t),
  ...copyWeekTenantCases(() => t),
  ...panelsTenantCases(() => t),
  ...decisionTenantCases(() => t),
  ...employeeTenantCases(() => t),
  ...guideTenantCases,
  ...locationTenantCases,
  ...memberTenantCases(() => t),
  ...notificationTenantCases(() => t),
  ...publishTenantCases(() => t),
  ...shiftNameTenantCases,
  ...shiftTenantCases(() => t),
  ...swapTenantCases(() => t),
  ...statsTenantCases(() => t),
  ...timeOffTenantCases(() => t),
  ...timelineTenantCases(() => t),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("another business's records are 404", () => {
  it("has cases to check", () => {
    expect(CASES.length).toBeGreaterThan(0);
  });

  for (const c of CASES) {
    it(c.name, async () => {
      const ownerA = await registerOwner(t.app, "Business A");
      const ownerB = await registerOwner(t.app, "Business B");
      const id = await c.create(ownerA);
      for (const req of c.requests(id)) {
        const asB = await ownerB.request(req);
        expect(asB.statusCode, `${req.method} ${req.url} as business B`).toBe(404);
      }
      // The record is still there and unchanged for its own business.
      for (const req of c.requests(id).filter((r) => r.method === "GET")) {
        const asA = await ownerA.request(req);
        expect(asA.statusCode, `${req.method} ${req.url} as business A`).toBe(200);
      }
    });
  }
});
