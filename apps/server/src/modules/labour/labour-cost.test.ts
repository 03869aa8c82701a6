import { LABOUR_MESSAGES } from "@brigade/contract/labour-cost";
import { WAGE_MESSAGES } from "@brigade/contract/wages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { createNamedPlace, type NamedPlace, shiftAt } from "../auto-fill/test/support";
import { wallClock } from "../fit/test/support";
import { book } from "../shifts/test/support";
import { addPunch, setMoneyRules } from "../time-clock/test/support";

// A week of a New York location, priced by hand: a mid-week role rate, a Premium bonus, overtime reached with a
// position at the London location, an unpriced cook and a shift across midnight; then punches for the actual side.

let t: TestApp;
let owner: Caller;
let ny: NamedPlace;
let london: NamedPlace;
let alice: { id: number };
let bob: { id: number };
const WEEK = "01-02-2027"; // a Monday
const cost = (from: string, to: string, locationId = ny.locationId) =>
  owner.get(`/api/labour/cost?location_id=${locationId}&from=${from}&to=${to}`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Cost Bistro");
  ny = await createNamedPlace(t, owner);
  london = await createNamedPlace(t, owner, "Europe/London");
  alice = await addEmployee(t, ny.businessId, { name: "Alice", areaRoleIds: [ny.roleA, london.roleA] });
  bob = await addEmployee(t, ny.businessId, { name: "Bob", areaRoleIds: [ny.roleA] });
  // Alice: 20.00 from January; from Thursday 04-02 her New York role A pays 24.00.
  await owner.put(`/api/employee/${alice.id}/wage`, { hourly_rate: "20.00", effective_from: "01-01-2027" });
  const rates = await owner.put(`/api/employee/${alice.id}/wage`, {
    hourly_rate: "20.00",
    effective_from: "04-02-2027",
    role_rates: [{ area_role_id: ny.roleA, hourly_rate: "24.00" }],
  });
  expect(rates.statusCode, rates.body).toBe(200);
  const days = ["2027-02-01", "2027-02-02", "2027-02-03", "2027-02-04", "2027-02-05"];
  // London Monday 10:00-14:00 (05:00-09:00 in New York): 4 h towards her week, cost to London.
  const early = await shiftAt(owner, london, "2027-02-01T10:00", "2027-02-01T14:00");
  await book(t, london, early, { employeeId: alice.id, areaRoleId: london.roleA });
  for (const [i, day] of days.entries()) {
    const hours = i === 0 ? ["09:00", "17:00"] : ["08:00", "18:00"];
    const shift = await shiftAt(owner, ny, `${day}T${hours[0]}`, `${day}T${hours[1]}`, {
      ...(i === 2 ? { premiumBonus: 15 } : {}),
    });
    await book(t, ny, shift, { employeeId: alice.id });
  }
  const tuesday = await shiftAt(owner, ny, "2027-02-02T18:00", "2027-02-02T22:00");
  await book(t, ny, tuesday, { employeeId: bob.id });
  const night = await shiftAt(owner, ny, "2027-02-06T22:00", "2027-02-07T02:00");
  await book(t, ny, night, { employeeId: bob.id });
});
afterAll(() => t.close());

describe("GET /api/labour/cost", () => {
  it("prices the scheduled week: rates in force each day, overtime from all locations, bonus, unpriced hours", async () => {
    const res = await cost(WEEK, "07-02-2027");
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payload;
    expect(p.currency).toBe("USD");
    // Mon 8 h x 20 = 160; Tue 200 + Bob 4 h unpriced; Wed 200 + 15 bonus; Thu 8 h x 24 + 2 h x 24 x 1.5 = 264;
    // Fri 10 h x 24 x 1.5 = 360; Sat: Bob's night across midnight, 4 h, unpriced.
    expect(
      p.days.map((d: { scheduled_hours: number; scheduled_cost: string }) => [d.scheduled_hours, d.scheduled_cost]),
    ).toEqual([
      [8, "160.00"],
      [14, "200.00"],
      [10, "215.00"],
      [10, "264.00"],
      [10, "360.00"],
      [4, "0.00"],
      [0, "0.00"],
    ]);
    expect(p.totals).toMatchObject({
      scheduled_hours: 56,
      scheduled_cost: "1199.00",
      overtime_hours: 12,
      overtime_cost: "432.00",
      premium_bonus: "15.00",
    });
    expect(p.unpriced_bookings).toBe(2);
    // Per person, adding up to the totals: Alice's 48 h here (her London hours count towards overtime, not here).
    expect(p.employees).toEqual(
      [
        { employee_id: alice.id, scheduled_hours: 48, scheduled_cost: "1199.00" },
        { employee_id: bob.id, scheduled_hours: 8, scheduled_cost: "0.00" },
      ].sort((a, b) => a.employee_id - b.employee_id),
    );
    expect(p.weeks).toEqual([
      { week: WEEK, budget: null, scheduled_cost: "1199.00", actual_cost: "0.00", budget_used_pct: null },
    ]);
  });

  it("reports only the period's days, but counts overtime over its whole week", async () => {
    const p = (await cost("05-02-2027", "05-02-2027")).json().payload;
    expect(p.days).toEqual([
      { day: "05-02-2027", scheduled_hours: 10, scheduled_cost: "360.00", actual_hours: 0, actual_cost: "0.00" },
    ]);
    expect(p.employees).toEqual([{ employee_id: alice.id, scheduled_hours: 10, scheduled_cost: "360.00" }]);
    expect(p.weeks[0].scheduled_cost).toBe("1199.00");
  });

  it("prices punches as actual cost: paid time minus unpaid breaks, a break under paid_break_minutes paid", async () => {
    await addPunch(t, {
      businessId: ny.businessId,
      employeeId: alice.id,
      locationId: ny.locationId,
      inAt: wallClock("2027-02-01T09:00", ny.timeZone),
      outAt: wallClock("2027-02-01T17:10", ny.timeZone),
      breaks: [[wallClock("2027-02-01T12:00", ny.timeZone), wallClock("2027-02-01T12:30", ny.timeZone)]],
    });
    await addPunch(t, {
      businessId: ny.businessId,
      employeeId: alice.id,
      locationId: ny.locationId,
      inAt: wallClock("2027-02-02T08:00", ny.timeZone),
      outAt: wallClock("2027-02-02T12:00", ny.timeZone),
      breaks: [[wallClock("2027-02-02T10:00", ny.timeZone), wallClock("2027-02-02T10:10", ny.timeZone)]],
    });
    // 7 h 40 min x 20.00 = 153.33; Tuesday 3 h 50 min = 76.67 (the 10-minute break unpaid at first).
    let p = (await cost(WEEK, "07-02-2027")).json().payload;
    expect(p.days[0]).toMatchObject({ actual_hours: 7.67, actual_cost: "153.33" });
    expect(p.days[1]).toMatchObject({ actual_hours: 3.83, actual_cost: "76.67" });
    await setMoneyRules(t, ny.businessId, { paidBreakMinutes: 15 });
    p = (await cost(WEEK, "07-02-2027")).json().payload;
    expect(p.days[1]).toMatchObject({ actual_hours: 4, actual_cost: "80.00" });
    expect(p.totals).toMatchObject({ actual_hours: 11.67, actual_cost: "233.33" });
    expect(p.weeks[0].actual_cost).toBe("233.33");
    await setMoneyRules(t, ny.businessId, { paidBreakMinutes: 0 });
  });

  it("counts a night across the end of daylight saving as the nine hours it lasts", async () => {
    const night = await shiftAt(owner, ny, "2027-11-06T22:00", "2027-11-07T06:00");
    await book(t, ny, night, { employeeId: alice.id });
    const p = (await cost("06-11-2027", "07-11-2027")).json().payload;
    expect(p.days.map((d: { scheduled_hours: number }) => d.scheduled_hours)).toEqual([9, 0]);
    expect(p.days[0].scheduled_cost).toBe("216.00");
  });

  it("is for those who see money, 404 for another business's location, 422 for a bad period", async () => {
    const manager = await createStaff(t, owner, "manager");
    const member = await createStaff(t, owner, "team_member");
    const url = `/api/labour/cost?location_id=${ny.locationId}&from=${WEEK}&to=07-02-2027`;
    expect((await manager.get(url)).json()).toEqual({ message: WAGE_MESSAGES.seeWages });
    expect((await member.get(url)).statusCode).toBe(403);
    await setMoneyRules(t, ny.businessId, { managersSeeWages: true });
    expect((await manager.get(url)).statusCode).toBe(200);
    expect((await member.get(url)).statusCode).toBe(403);
    const stranger = await registerOwner(t.app, "Stranger Bistro");
    expect((await stranger.get(url)).statusCode).toBe(404);
    const long = await cost("01-01-2027", "05-03-2027");
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe(LABOUR_MESSAGES.periodTooLong);
    expect((await cost("07-02-2027", WEEK)).statusCode).toBe(422);
    expect((await owner.get(`/api/labour/cost?location_id=${ny.locationId}&from=x&to=y`)).statusCode).toBe(422);
  });
});

describe("budgets", () => {
  it("keeps one budget per week, from any day of it, and weighs the week's scheduled cost against it", async () => {
    const url = `/api/restaurant/location/${ny.locationId}/budget`;
    const set = await owner.put(url, { week: "03-02-2027", amount: "1000.00" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ message: LABOUR_MESSAGES.budgetSaved, payload: { week: WEEK, amount: "1000.00" } });
    await owner.put(url, { week: "07-02-2027", amount: "1500.5" });
    const list = await owner.get(`${url}?from=01-01-2027&to=28-02-2027`);
    expect(list.json().payload).toEqual({ currency: "USD", budgets: [{ week: WEEK, amount: "1500.50" }] });
    const week = (await cost(WEEK, "07-02-2027")).json().payload.weeks[0];
    expect(week).toMatchObject({ budget: "1500.50", scheduled_cost: "1199.00", budget_used_pct: 79.9 });
  });

  it("refuses amounts that are not money and callers who may not set or see budgets", async () => {
    const url = `/api/restaurant/location/${ny.locationId}/budget`;
    for (const amount of [1000, "-5.00", "1.234", "abc"]) {
      const res = await owner.put(url, { week: WEEK, amount });
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().errors.amount).toEqual([LABOUR_MESSAGES.budget]);
    }
    const manager = await createStaff(t, owner, "manager");
    expect((await manager.put(url, { week: WEEK, amount: "1.00" })).statusCode).toBe(403);
    const stranger = await registerOwner(t.app, "Budget Stranger");
    expect((await stranger.put(url, { week: WEEK, amount: "1.00" })).statusCode).toBe(404);
    expect((await stranger.get(`${url}?from=${WEEK}&to=${WEEK}`)).statusCode).toBe(404);
  });
});
