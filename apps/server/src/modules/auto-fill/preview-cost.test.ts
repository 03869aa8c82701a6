import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf } from "../../test/fixtures";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { book } from "../shifts/test/support";
import { setMoneyRules } from "../time-clock/test/support";
import { createNamedPlace, preview, shiftAt } from "./test/support";

// Auto-fill and money (time-and-cost.md, "Auto-fill"): of two who fit a position equally the cheaper is proposed,
// and the preview says what the proposal adds to the labour cost, priced as the labour cost panel prices it, to
// those who see money.

let t: TestApp;
let owner: Caller;
let manager: Caller;
let businessId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Cost Bistro");
  businessId = await businessIdOf(owner);
  manager = await createStaff(t, owner, "manager");
});
afterAll(() => t.close());

async function withRate(name: string, roleIds: number[], rate: string | null) {
  const employee = await addEmployee(t, businessId, { name, areaRoleIds: roleIds });
  if (rate !== null) {
    const res = await owner.put(`/api/employee/${employee.id}/wage`, {
      hourly_rate: rate,
      effective_from: "01-01-2027",
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return employee;
}

const TUESDAY = "09-03-2027";

describe("POST /api/schedule/auto-fill with wages", () => {
  it("proposes the cheaper of two who fit equally, and adds their wage and the Premium bonus", async () => {
    const place = await createNamedPlace(t, owner);
    await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00", { premiumBonus: 10 });
    await withRate("Ann", [place.roleA], "20.00");
    const ben = await withRate("Ben", [place.roleA], "15.00");

    const payload = await preview(owner, place, TUESDAY, TUESDAY);
    expect(payload.assignments.map((a) => a.employee_id)).toEqual([ben.id]);
    // 6 hours at $15, and the $10 bonus.
    expect(payload.cost).toEqual({ currency: "USD", added_cost: "100.00", unpriced_assignments: 0 });
  });

  it("counts overtime against the positions already held that week, at another location too", async () => {
    const here = await createNamedPlace(t, owner);
    const there = await createNamedPlace(t, owner, "America/Chicago");
    await shiftAt(owner, here, "2027-03-09T10:00", "2027-03-09T16:00");
    const cara = await withRate("Cara", [here.roleA, there.roleA], "15.00");
    await book(t, there, await shiftAt(owner, there, "2027-03-08T08:00", "2027-03-08T12:00"), {
      employeeId: cara.id,
    });
    await setMoneyRules(t, businessId, { overtimeWeekHours: 4 });
    try {
      const payload = await preview(owner, here, TUESDAY, TUESDAY);
      expect(payload.assignments.map((a) => a.employee_id)).toEqual([cara.id]);
      // Monday's 4 hours reach the threshold: all 6 of Tuesday's are overtime, at 1.5 x $15.
      expect(payload.cost?.added_cost).toBe("135.00");
    } finally {
      await setMoneyRules(t, businessId, { overtimeWeekHours: 40 });
    }
  });

  it("adds nothing for someone without a rate, and says how many such proposals there are", async () => {
    const place = await createNamedPlace(t, owner);
    await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00");
    const dan = await withRate("Dan", [place.roleA], null);
    await setMoneyRules(t, businessId, { currency: "EUR" });
    try {
      const payload = await preview(owner, place, TUESDAY, TUESDAY);
      expect(payload.assignments.map((a) => a.employee_id)).toEqual([dan.id]);
      expect(payload.cost).toEqual({ currency: "EUR", added_cost: "0.00", unpriced_assignments: 1 });
    } finally {
      await setMoneyRules(t, businessId, { currency: "USD" });
    }
  });

  it("says nothing of money to a manager unless managers see wages; a proposal of nothing adds nothing", async () => {
    const place = await createNamedPlace(t, owner);
    await shiftAt(owner, place, "2027-03-09T10:00", "2027-03-09T16:00");
    await withRate("Eve", [place.roleA], "18.00");
    const hidden = await preview(manager, place, TUESDAY, TUESDAY);
    expect(hidden.assignments).toHaveLength(1);
    expect(hidden.cost).toBeNull();

    await setMoneyRules(t, businessId, { managersSeeWages: true });
    try {
      const shown = await preview(manager, place, TUESDAY, TUESDAY);
      expect(shown.cost).toEqual({ currency: "USD", added_cost: "108.00", unpriced_assignments: 0 });
      // A day without open positions: nothing proposed, nothing added.
      const empty = await preview(manager, place, "10-03-2027", "10-03-2027");
      expect(empty.assignments).toEqual([]);
      expect(empty.cost).toEqual({ currency: "USD", added_cost: "0.00", unpriced_assignments: 0 });
    } finally {
      await setMoneyRules(t, businessId, { managersSeeWages: false });
    }
  });
});
