import { formatDayMonthYear } from "@brigade/contract/dates";
import { FORECAST_MESSAGES, type ForecastPayload } from "@brigade/contract/forecast";
import { todayIn } from "@brigade/contract/local-time";
import { MESSAGES } from "@brigade/contract/messages";
import { parseCents } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace } from "../shifts/test/support";
import { publicHolidays } from "./holidays";
import { expectedDay, writeHistory } from "./test/sales-history";

// A location's forecast through the API (demand.md, "Forecast"): from generated history with a weekday and
// time-of-day shape, noise and public holidays, in two zones across their DST changes.

let t: TestApp;
let owner: Caller;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
});
afterAll(() => t.close());

const day = (date: Temporal.PlainDate) => formatDayMonthYear(date);
const forecast = async (location: number, from: Temporal.PlainDate, to: Temporal.PlainDate, interval = "1d") => {
  const res = await owner.get(
    `/api/locations/${location}/forecast?from=${day(from)}&to=${day(to)}&interval=${interval}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as ForecastPayload;
};
const cents = (text: string | number | undefined) => parseCents(String(text)) ?? Number.NaN;

describe("GET /api/locations/{id}/forecast", () => {
  it("forecasts each day within a few percent, holidays too, from the method that did best, with its band", async () => {
    const zone = "America/New_York";
    const place = (await createPlace(t, owner, zone)).locationId;
    const from = Temporal.PlainDate.from("2025-12-22");
    await writeHistory(owner, place, zone, from.subtract({ weeks: 12 }), from);
    const week = await forecast(place, from, from.add({ days: 6 }));
    expect(week).toMatchObject({ currency: "USD", interval: "1d", measure: "sales", history_weeks: 12 });
    expect(week.backtest).toMatchObject({ weeks: 4, baseline: "seasonal_naive", yearly: null });
    expect(week.method).not.toBe("seasonal_naive");
    expect(week.backtest.wape_daily).toBeLessThan(week.backtest.baseline_wape_daily ?? 0);
    expect(week.backtest.wape_daily).toBeLessThan(0.1);
    // Christmas (a Thursday) sells as the history's holidays did; every day within 6 % of what was generated.
    const holidays = publicHolidays(zone, from, from.add({ days: 6 }));
    expect(holidays.has("2025-12-25")).toBe(true);
    expect(week.intervals).toHaveLength(7);
    week.intervals.forEach((interval, i) => {
      const expected = expectedDay(from.add({ days: i }), holidays);
      expect(Math.abs(cents(interval.sales) - expected) / expected, interval.start).toBeLessThan(0.06);
      expect(cents(interval.low)).toBeLessThanOrEqual(cents(interval.sales));
      expect(cents(interval.high)).toBeGreaterThanOrEqual(cents(interval.sales));
    });
    // By quarter, the same days: every quarter of the week, closed hours at 0.00, adding up to each day's total.
    const quarters = await forecast(place, from, from.add({ days: 6 }), "15m");
    expect(quarters.intervals).toHaveLength(7 * 96);
    expect(quarters.intervals[0]).toMatchObject({ start: "2025-12-22T05:00:00.000Z", sales: "0.00" });
    const monday = quarters.intervals.slice(0, 96).reduce((a, q) => a + cents(q.sales), 0);
    expect(Math.abs(monday - cents(week.intervals[0]?.sales))).toBeLessThanOrEqual(96);
  });

  it("follows last year's summer with a year of history behind the weeks it reads, where the backtest finds it helps", async () => {
    const zone = "Europe/Paris";
    const place = (await createPlace(t, owner, zone)).locationId;
    // A surge peaking mid-July, seen last year; the weeks before this July show only its start.
    const summer = (date: Temporal.PlainDate) => 1 + 0.7 * Math.exp(-(((date.dayOfYear - 200) / 14) ** 2));
    const from = Temporal.PlainDate.from("2026-07-20");
    const holidays = await writeHistory(owner, place, zone, from.subtract({ weeks: 66 }), from, summer);
    const week = await forecast(place, from, from.add({ days: 6 }));
    const yearly = week.backtest.yearly;
    expect(yearly?.used).toBe(true);
    expect(yearly?.wape_daily_with).toBeLessThan(yearly?.wape_daily_without ?? 0);
    expect(week.backtest.wape_daily).toBe(yearly?.wape_daily_with);
    const targets = publicHolidays(zone, from, from.add({ days: 6 }));
    week.intervals.forEach((interval, i) => {
      const date = from.add({ days: i });
      const expected = expectedDay(date, targets) * summer(date);
      expect(Math.abs(cents(interval.sales) - expected) / expected, interval.start).toBeLessThan(0.08);
    });
    expect(holidays.size).toBeGreaterThan(0);
    // The accuracy report forecasts each week as the forecast itself does, the season included.
    const report = await owner.get(
      `/api/reports/forecast-accuracy?location_id=${place}&from=${day(from)}&to=${day(from.add({ days: 6 }))}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().payload.days.map((d: { forecast: string }) => d.forecast)).toEqual(
      week.intervals.map((i) => i.sales),
    );
  });

  it("has 23 or 25 hours on a day the clocks change, in Paris and in New York", async () => {
    const paris = (await createPlace(t, owner, "Europe/Paris")).locationId;
    const spring = Temporal.PlainDate.from("2026-03-23");
    await writeHistory(owner, paris, "Europe/Paris", spring.subtract({ weeks: 5 }), spring);
    const hours = await forecast(paris, spring, spring.add({ days: 6 }), "1h");
    expect(hours.history_weeks).toBe(5);
    expect(hours.intervals).toHaveLength(7 * 24 - 1);
    const sunday = hours.intervals.filter((h) => h.start >= "2026-03-28T23:00:00.000Z");
    expect(sunday).toHaveLength(23);
    // Dinner at 17:00 on the clock, an hour nearer UTC once summer time has begun.
    expect(cents(hours.intervals.find((h) => h.start === "2026-03-23T16:00:00.000Z")?.sales)).toBeGreaterThan(0);
    expect(cents(sunday.find((h) => h.start === "2026-03-29T15:00:00.000Z")?.sales)).toBeGreaterThan(0);

    const newYork = (await createPlace(t, owner, "America/New_York")).locationId;
    const autumn = Temporal.PlainDate.from("2026-10-26");
    await writeHistory(owner, newYork, "America/New_York", autumn.subtract({ weeks: 6 }), autumn);
    const quarters = await forecast(newYork, autumn, autumn.add({ days: 6 }), "15m");
    expect(quarters.intervals).toHaveLength(7 * 96 + 4);
  });

  it("forecasts transactions for a location that records only those", async () => {
    const place = (await createPlace(t, owner, "Asia/Kolkata")).locationId;
    const from = Temporal.PlainDate.from("2026-11-02");
    const intervals = Array.from({ length: 35 }, (_, i) => {
      const date = from.subtract({ days: 35 - i });
      const start = date.toPlainDateTime({ hour: 13 }).toZonedDateTime("Asia/Kolkata").epochMilliseconds;
      return { start: new Date(start).toISOString(), transactions: date.dayOfWeek === 6 ? 40 : 20 };
    });
    expect((await owner.put(`/api/locations/${place}/sales`, { intervals })).statusCode).toBe(200);
    const week = await forecast(place, from, from.add({ days: 6 }));
    expect(week.measure).toBe("transactions");
    expect(week.intervals.every((i) => i.sales === undefined && typeof i.transactions === "number")).toBe(true);
    expect(week.intervals[5]?.transactions).toBeCloseTo(40, 0);
    expect(week.intervals[0]?.transactions).toBeCloseTo(20, 0);
  });

  it("needs four weeks of history, a period of at most 42 days starting at most 42 days ahead", async () => {
    const zone = "America/Chicago";
    const place = (await createPlace(t, owner, zone)).locationId;
    const today = todayIn(zone);
    await writeHistory(owner, place, zone, today.subtract({ days: 27 }), today);
    const tooShort = await owner.get(`/api/locations/${place}/forecast?from=${day(today)}`);
    expect(tooShort.statusCode).toBe(409);
    expect(tooShort.json().message).toBe(FORECAST_MESSAGES.needHistory);
    await writeHistory(owner, place, zone, today.subtract({ days: 28 }), today.subtract({ days: 27 }));
    expect((await owner.get(`/api/locations/${place}/forecast?from=${day(today)}`)).statusCode).toBe(200);
    const far = await owner.get(`/api/locations/${place}/forecast?from=${day(today.add({ days: 43 }))}`);
    expect(far.statusCode).toBe(422);
    expect(far.json().errors?.from).toEqual([FORECAST_MESSAGES.tooFarAhead]);
    const long = await owner.get(
      `/api/locations/${place}/forecast?from=${day(today)}&to=${day(today.add({ days: 42 }))}`,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors?.to).toEqual([FORECAST_MESSAGES.periodTooLong]);
    expect((await owner.get(`/api/locations/${place}/forecast?interval=5m`)).statusCode).toBe(422);
  });

  it("takes a manager's total for a day, keeps the model's curve, says who set it and why, and gives it back", async () => {
    const zone = "America/Chicago";
    const place = (await createPlace(t, owner, zone)).locationId;
    const today = todayIn(zone);
    await writeHistory(owner, place, zone, today.subtract({ days: 35 }), today);
    const concert = today.add({ days: 2 });
    const url = `/api/locations/${place}/forecast/days/${day(concert)}`;
    const model = await forecast(place, today, today.add({ days: 6 }));
    const modelTotal = model.intervals[2]?.sales;

    const set = await owner.put(url, { sales: "5000.00", reason: "Concert at the arena" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      message: FORECAST_MESSAGES.overrideSaved,
      payload: { day: day(concert), sales: "5000.00", reason: "Concert at the arena", forecast_before: modelTotal },
    });
    expect(set.json().payload.set_by).toEqual(expect.any(String));
    const week = await forecast(place, today, today.add({ days: 6 }));
    expect(week.intervals[2]).toMatchObject({ sales: "5000.00", overridden: true });
    expect(week.intervals.filter((i) => i.overridden)).toHaveLength(1);
    expect(week.overrides.map((o) => [o.day, o.sales])).toEqual([[day(concert), "5000.00"]]);
    // By quarter: the model's curve, scaled to the total.
    const quarters = (await forecast(place, concert, concert, "15m")).intervals;
    expect(Math.abs(quarters.reduce((a, q) => a + cents(q.sales), 0) - 500_000)).toBeLessThanOrEqual(96);
    expect(quarters.every((q) => q.overridden)).toBe(true);
    expect(quarters.find((q) => q.sales === "0.00")).toBeDefined();

    expect((await owner.put(url, { sales: "6000.00", reason: "Sold out" })).statusCode).toBe(200);
    expect((await forecast(place, concert, concert)).overrides.map((o) => [o.sales, o.reason])).toEqual([
      ["6000.00", "Sold out"],
    ]);
    const removed = await owner.del(url);
    expect(removed.json()).toEqual({ message: FORECAST_MESSAGES.overrideRemoved });
    const back = await forecast(place, concert, concert);
    expect(back.intervals[0]?.sales).toBe(modelTotal);
    expect(back.overrides).toEqual([]);
    const again = await owner.del(url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FORECAST_MESSAGES.overrideNotFound);

    const refusals: [string, unknown, string, string][] = [
      [day(today.subtract({ days: 1 })), { sales: "1.00", reason: "x" }, "day", FORECAST_MESSAGES.overrideDay],
      [day(today.add({ days: 43 })), { sales: "1.00", reason: "x" }, "day", FORECAST_MESSAGES.overrideDay],
      [day(concert), { transactions: 30, reason: "x" }, "sales", FORECAST_MESSAGES.overrideMeasure],
      [day(concert), { reason: "x" }, "sales", FORECAST_MESSAGES.overrideOneTotal],
      [day(concert), { sales: "-1.00", reason: "x" }, "sales", FORECAST_MESSAGES.overrideSales],
      [day(concert), { sales: "1.00", reason: "r".repeat(501) }, "reason", FORECAST_MESSAGES.overrideReason],
      ["31-02-2027", { sales: "1.00", reason: "x" }, "day", "The day date must be a real date written as DD-MM-YYYY."],
    ];
    for (const [when, body, field, message] of refusals) {
      const res = await owner.put(`/api/locations/${place}/forecast/days/${when}`, body);
      expect(res.statusCode, `${when} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().errors?.[field], `${when} ${JSON.stringify(body)}`).toEqual([message]);
    }
    expect((await forecast(place, today, today.add({ days: 6 }))).overrides).toEqual([]);
    const member = await createStaff(t, owner, "team_member");
    expect((await member.put(url, { sales: "1.00", reason: "x" })).statusCode).toBe(403);
    expect((await member.del(url)).statusCode).toBe(403);
    const other = await registerOwner(t.app, "Override Bistro");
    expect((await other.put(url, { sales: "1.00", reason: "x" })).statusCode).toBe(404);
    expect((await other.del(url)).statusCode).toBe(404);
  });

  it("is for owners and managers of the business only", async () => {
    const place = (await createPlace(t, owner)).locationId;
    const member = await createStaff(t, owner, "team_member");
    const manager = await createStaff(t, owner, "manager");
    const other = await registerOwner(t.app, "Other Bistro");
    expect((await member.get(`/api/locations/${place}/forecast`)).statusCode).toBe(403);
    expect((await manager.get(`/api/locations/${place}/forecast`)).json().message).toBe(FORECAST_MESSAGES.needHistory);
    const foreign = await other.get(`/api/locations/${place}/forecast`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.locationNotFound);
  });
});
