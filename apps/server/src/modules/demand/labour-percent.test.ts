import { formatDayMonthYear } from "@brigade/contract/dates";
import type { ForecastPayload } from "@brigade/contract/forecast";
import type { LabourCostPayload } from "@brigade/contract/labour-cost";
import { LABOUR_MODEL_MESSAGES } from "@brigade/contract/labour-model";
import { LABOUR_PERCENT_MESSAGES, type LabourPercentPayload, labourPercent } from "@brigade/contract/labour-percent";
import { dateIn, todayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents, parseCents } from "@brigade/contract/money";
import type { SalesPayload } from "@brigade/contract/sales";
import { WAGE_MESSAGES } from "@brigade/contract/wages";
import type { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { addEmployee } from "../assignments/test/support";
import { createNamedPlace, type NamedPlace, shiftAt } from "../auto-fill/test/support";
import { wallClock } from "../fit/test/support";
import { book } from "../shifts/test/support";
import { addPunch, setMoneyRules } from "../time-clock/test/support";
import { writeHistory } from "./test/sales-history";

// Labour against sales (demand.md): labour cost's figures over the forecast for every day, over what was sold for
// the days before today, against the location's target; who may read it; the target's own rules.

const ZONE = "America/Chicago";
let t: TestApp;
let owner: Caller;
let place: NamedPlace;
let today: Temporal.PlainDate;
const day = (date: Temporal.PlainDate) => formatDayMonthYear(date);
const url = (from: Temporal.PlainDate, to: Temporal.PlainDate, id = place.locationId) =>
  `/api/locations/${id}/labour-percent?from=${day(from)}&to=${day(to)}`;
const local = (date: Temporal.PlainDate, hour: number) => `${date.toString()}T${String(hour).padStart(2, "0")}:00`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app, "Percent Bistro");
  place = await createNamedPlace(t, owner, ZONE);
  today = todayIn(ZONE);
  await writeHistory(owner, place.locationId, ZONE, today.subtract({ weeks: 6 }), today);
  const alice = await addEmployee(t, place.businessId, { name: "Alice", areaRoleIds: [place.roleA] });
  const wage = await owner.put(`/api/employee/${alice.id}/wage`, {
    hourly_rate: "20.00",
    effective_from: day(today.subtract({ days: 60 })),
  });
  expect(wage.statusCode, wage.body).toBe(200);
  // Two days ahead: 11:00-15:00 scheduled. Yesterday: 11:00-15:00 worked.
  const ahead = today.add({ days: 2 });
  const shift = await shiftAt(owner, place, local(ahead, 11), local(ahead, 15));
  await book(t, place, shift, { employeeId: alice.id });
  const yesterday = today.subtract({ days: 1 });
  await addPunch(t, {
    businessId: place.businessId,
    employeeId: alice.id,
    locationId: place.locationId,
    inAt: wallClock(local(yesterday, 11), ZONE),
    outAt: wallClock(local(yesterday, 15), ZONE),
  });
});
afterAll(() => t.close());

describe("GET /api/locations/{id}/labour-percent", () => {
  it("sets scheduled cost against the forecast and, before today, actual cost against sales, with the target", async () => {
    const target = await owner.put(`/api/locations/${place.locationId}/labour-model`, {
      rules: [],
      labour_target_percent: "28.5",
    });
    expect(target.statusCode, target.body).toBe(200);
    expect(target.json().payload.labour_target_percent).toBe("28.50");

    const from = today.subtract({ days: 3 });
    const to = today.add({ days: 3 });
    const res = await owner.get(url(from, to));
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payload as LabourPercentPayload;
    const get = async <T>(path: string) => (await owner.get(path)).json().payload as T;
    const range = `from=${day(from)}&to=${day(to)}`;
    const cost = await get<LabourCostPayload>(`/api/labour/cost?location_id=${place.locationId}&${range}`);
    const forecast = await get<ForecastPayload>(`/api/locations/${place.locationId}/forecast?${range}&interval=1d`);
    const sold = await get<SalesPayload>(`/api/locations/${place.locationId}/sales?${range}&interval=1d`);
    const soldOn = new Map(sold.intervals.map((i) => [formatDayMonthYear(dateIn(new Date(i.start), ZONE)), i.sales]));
    const cents = (money: string | null | undefined) => (money ? (parseCents(money) ?? 0) : null);

    expect(p).toMatchObject({ currency: "USD", target_percent: "28.50" });
    expect(p.days.map((d) => d.day)).toEqual(cost.days.map((d) => d.day));
    p.days.forEach((d, i) => {
      const past = i < 3;
      const expectedForecast = forecast.intervals[i]?.sales ?? null;
      expect(d, d.day).toEqual({
        day: d.day,
        scheduled_cost: cost.days[i]?.scheduled_cost,
        forecast_sales: expectedForecast,
        scheduled_percent: labourPercent(cents(cost.days[i]?.scheduled_cost) ?? 0, cents(expectedForecast)),
        actual_cost: past ? cost.days[i]?.actual_cost : null,
        actual_sales: past ? (soldOn.get(d.day) ?? null) : null,
        actual_percent: past ? labourPercent(cents(cost.days[i]?.actual_cost) ?? 0, cents(soldOn.get(d.day))) : null,
      });
    });
    // The shift two days ahead and yesterday's punch: 4 hours at 20.00 each.
    expect(p.days[5]?.scheduled_cost).toBe("80.00");
    expect(p.days[2]).toMatchObject({ actual_cost: "80.00" });
    expect(p.days[2]?.actual_percent).not.toBeNull();
    const sum = (values: (string | null | undefined)[]) => formatCents(values.reduce((a, v) => a + (cents(v) ?? 0), 0));
    expect(p.total).toEqual({
      scheduled_cost: "80.00",
      forecast_sales: sum(forecast.intervals.map((i) => i.sales)),
      scheduled_percent: labourPercent(8000, cents(sum(forecast.intervals.map((i) => i.sales)))),
      actual_cost: "80.00",
      actual_sales: sum(p.days.slice(0, 3).map((d) => d.actual_sales)),
      actual_percent: labourPercent(8000, cents(sum(p.days.slice(0, 3).map((d) => d.actual_sales)))),
    });
  });

  it("has no percentages without a forecast, and keeps or clears the target as asked", async () => {
    const bare = await createNamedPlace(t, owner, "Europe/Paris");
    const set = (body: object) => owner.put(`/api/locations/${bare.locationId}/labour-model`, { rules: [], ...body });
    expect((await set({ labour_target_percent: 31 })).json().payload.labour_target_percent).toBe("31.00");
    expect((await set({})).json().payload.labour_target_percent).toBe("31.00");
    // From today on that location's clock: no day is past there, whatever the hour in Chicago.
    const parisToday = todayIn("Europe/Paris");
    const res = await owner.get(url(parisToday, parisToday.add({ days: 6 }), bare.locationId));
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().payload as LabourPercentPayload;
    expect(p.target_percent).toBe("31.00");
    expect(p.days.every((d) => d.forecast_sales === null && d.scheduled_percent === null)).toBe(true);
    expect(p.total).toMatchObject({ forecast_sales: null, scheduled_percent: null, actual_cost: null });
    expect((await set({ labour_target_percent: null })).json().payload.labour_target_percent).toBeNull();

    for (const bad of [0, 100.01, "28.555", "abc", -5]) {
      const refused = await set({ labour_target_percent: bad });
      expect(refused.statusCode, String(bad)).toBe(422);
      expect(refused.json().errors.labour_target_percent).toEqual([LABOUR_MODEL_MESSAGES.target]);
    }
  });

  it("is for those who see money, in the caller's business, over at most 42 days", async () => {
    const week = url(today, today.add({ days: 6 }));
    const manager = await createStaff(t, owner, "manager");
    const denied = await manager.get(week);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(WAGE_MESSAGES.seeWages);
    await setMoneyRules(t, place.businessId, { managersSeeWages: true });
    expect((await manager.get(week)).statusCode).toBe(200);
    await setMoneyRules(t, place.businessId, { managersSeeWages: false });

    const member = await createStaff(t, owner, "team_member");
    expect((await member.get(week)).statusCode).toBe(403);
    const stranger = await registerOwner(t.app, "Elsewhere");
    const other = await stranger.get(week);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(MESSAGES.locationNotFound);
    const long = await owner.get(url(today, today.add({ days: 42 })));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual([LABOUR_PERCENT_MESSAGES.periodTooLong]);
  });
});
