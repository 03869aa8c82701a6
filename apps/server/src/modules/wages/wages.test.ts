import { WAGE_MESSAGES as M } from "@brigade/contract/wages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf, createAreaRole } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { setMoneyRules } from "../time-clock/test/support";

let t: TestApp;
let owner: Caller;
let manager: Caller & { employeeId: number };
let cook: Caller & { employeeId: number };
let other: Caller & { employeeId: number };
let roleId: number;
let businessId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Wage Bistro");
  businessId = await businessIdOf(owner);
  manager = await createStaff(t, owner, "manager");
  cook = await createStaff(t, owner, "team_member");
  other = await createStaff(t, owner, "team_member");
  roleId = (await createAreaRole(t, businessId, { name: "Line Cook" })).id;
});
afterAll(() => t.close());

const url = (employeeId: number) => `/api/employee/${employeeId}/wage`;

describe("PUT and GET /api/employee/{id}/wage", () => {
  it("keeps versions by day: a later one adds, the same day replaces, role rates come with their names", async () => {
    const first = await owner.put(url(cook.employeeId), { hourly_rate: "18.5", effective_from: "01-11-2026" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(M.saved);
    await owner.put(url(cook.employeeId), {
      hourly_rate: "20.00",
      effective_from: "01-12-2026",
      role_rates: [{ area_role_id: roleId, hourly_rate: "22.25" }],
    });
    const fix = await owner.put(url(cook.employeeId), { hourly_rate: "19.00", effective_from: "01-11-2026" });
    expect(fix.statusCode, fix.body).toBe(200);
    const read = await owner.get(url(cook.employeeId));
    expect(read.statusCode).toBe(200);
    const { currency, versions } = read.json().payload;
    expect(currency).toBe("USD");
    expect(
      versions.map((v: { effective_from: string; hourly_rate: string }) => [v.effective_from, v.hourly_rate]),
    ).toEqual([
      ["01-12-2026", "20.00"],
      ["01-11-2026", "19.00"],
    ]);
    expect(versions[0].role_rates).toEqual([
      { area_role_id: roleId, area_role_name: "Line Cook", hourly_rate: "22.25" },
    ]);
    expect(versions[1].role_rates).toEqual([]);
  });

  it("refuses amounts that are not money, unknown roles and bad days, and writes nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ hourly_rate: 18.5, effective_from: "01-11-2026" }, "hourly_rate", M.rate],
      [{ hourly_rate: "-1.00", effective_from: "01-11-2026" }, "hourly_rate", M.rate],
      [{ hourly_rate: "18.505", effective_from: "01-11-2026" }, "hourly_rate", M.rate],
      [{ hourly_rate: "100000.01", effective_from: "01-11-2026" }, "hourly_rate", M.rate],
      [{ effective_from: "01-11-2026" }, "hourly_rate", "The hourly rate field is required."],
      [
        { hourly_rate: "18.00", effective_from: "2026-11-01" },
        "effective_from",
        "The effective from date must be a real date written as DD-MM-YYYY.",
      ],
      [
        {
          hourly_rate: "18.00",
          effective_from: "01-11-2026",
          role_rates: [{ area_role_id: 999999, hourly_rate: "1.00" }],
        },
        "role_rates",
        M.roleNotEmployees,
      ],
      [
        {
          hourly_rate: "18.00",
          effective_from: "01-11-2026",
          role_rates: [
            { area_role_id: roleId, hourly_rate: "1.00" },
            { area_role_id: roleId, hourly_rate: "2.00" },
          ],
        },
        "role_rates",
        M.duplicateRole,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.put(url(other.employeeId), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await owner.get(url(other.employeeId))).json().payload.versions).toEqual([]);
  });

  it("is the owner's to set; managers read when the owner lets them see wages; an employee reads their own", async () => {
    expect(
      (await manager.put(url(cook.employeeId), { hourly_rate: "30.00", effective_from: "01-11-2026" })).statusCode,
    ).toBe(403);
    expect(
      (await cook.put(url(cook.employeeId), { hourly_rate: "30.00", effective_from: "01-11-2026" })).statusCode,
    ).toBe(403);
    const hidden = await manager.get(url(cook.employeeId));
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe(M.seeWages);
    await setMoneyRules(t, businessId, { managersSeeWages: true });
    expect((await manager.get(url(cook.employeeId))).statusCode).toBe(200);
    await setMoneyRules(t, businessId, { managersSeeWages: false });
    expect((await cook.get(url(cook.employeeId))).statusCode).toBe(200);
    expect((await cook.get(url(other.employeeId))).json().message).toBe(M.seeWages);
  });

  it("answers 404 for an employee of another business, and never touches it", async () => {
    const stranger = await registerOwner(t.app, "Other Bistro");
    const res = await stranger.put(url(cook.employeeId), { hourly_rate: "99.00", effective_from: "01-11-2026" });
    expect(res.statusCode).toBe(404);
    expect((await stranger.get(url(cook.employeeId))).statusCode).toBe(404);
    const otherRole = (await createAreaRole(t, await businessIdOf(stranger))).id;
    const foreignRole = await owner.put(url(cook.employeeId), {
      hourly_rate: "18.00",
      effective_from: "05-11-2026",
      role_rates: [{ area_role_id: otherRole, hourly_rate: "1.00" }],
    });
    expect(foreignRole.statusCode).toBe(422);
    expect((await owner.get(url(cook.employeeId))).json().payload.versions).toHaveLength(2);
  });
});
