import { formatDayMonthYear } from "@brigade/contract/dates";
import { ACCURACY_MESSAGES, type ForecastAccuracyPayload } from "@brigade/contract/forecast";
import { MESSAGES } from "@brigade/contract/messages";
import { formatCents, parseCents } from "@brigade/contract/money";
import { Temporal } from "temporal-polyfill";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, createStaff, createTestApp, registerOwner, type TestApp } from "../../test/harness";
import { createPlace } from "../shifts/test/support";
import { writeHistory } from "./test/sales-history";

// The forecast-accuracy report (demand.md, "Labour against sales"): each day as forecast at the start of its week,
// against what was sold, and the period's WAPE against seasonal naive's.

const ZONE = "America/New_York";
const FIRST = Temporal.PlainDate.from("2025-08-25");
/** History from FIRST to 16 November 2025 (a Sunday) included. */
const END = Temporal.PlainDate.from("2025-11-17");
const day = (date: Temporal.PlainDate) => formatDayMonthYear(date);

let t: TestApp;
let owner: Caller;
let location: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerOwner(t.app);
  location = (await createPlace(t, owner, ZONE)).locationId;
  await writeHistory(owner, location, ZONE, FIRST, END);
});
afterAll(() => t.close());

const report = async (query: string) => {
  const res = await owner.get(`/api/reports/forecast-accuracy?location_id=${location}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as ForecastAccuracyPayload;
};
/** Cents of a money string, a refund's sign kept ("-1.36"). */
const cents = (value: string | number | null | undefined) => {
  const text = String(value);
  const sign = text.startsWith("-") ? -1 : 1;
  return sign * (parseCents(text.replace(/^-/, "")) ?? Number.NaN);
};

describe("GET /api/reports/forecast-accuracy", () => {
  it("gives each day's forecast, actual and error, and a WAPE better than seasonal naive's", async () => {
    const from = Temporal.PlainDate.from("2025-11-03");
    const payload = await report(`&from=${day(from)}&to=${day(END.subtract({ days: 1 }))}`);
    expect(payload).toMatchObject({ currency: "USD", measure: "sales" });
    expect(payload.days).toHaveLength(14);
    for (const entry of payload.days) {
      expect(cents(entry.error), entry.day).toBe(cents(entry.forecast) - cents(entry.actual));
      expect(Math.abs(cents(entry.error)) / cents(entry.actual), entry.day).toBeLessThan(0.08);
    }
    // Veterans Day (a Tuesday) sold as the history's holidays did, and was forecast so.
    const holiday = payload.days.find((entry) => entry.day === "11-11-2025");
    expect(cents(holiday?.actual)).toBeLessThan(0.4 * cents(payload.days[1]?.actual));
    expect(payload.wape).toBeLessThan(0.05);
    expect(payload.wape).toBeLessThan(payload.baseline_wape ?? 0);
  });

  it("says nothing of days before four weeks of history, or after the last day with history", async () => {
    const payload = await report(`&from=${day(FIRST)}&to=${day(END.add({ days: 2 }))}`);
    expect(payload.days[0]).toEqual({ day: day(FIRST), forecast: null, actual: expect.any(String), error: null });
    // Four weeks after the first day, a week's Monday has its history.
    expect(payload.days[28]?.forecast).not.toBeNull();
    expect(payload.days.slice(-3)).toEqual(
      [0, 1, 2].map((n) => ({
        day: day(END.add({ days: n })),
        forecast: expect.any(String),
        actual: null,
        error: null,
      })),
    );
    // By default, the four weeks ending on the last day with history.
    const latest = await report("");
    expect(latest.days).toHaveLength(28);
    expect(latest.days[27]?.day).toBe(day(END.subtract({ days: 1 })));
    expect(formatCents(cents(latest.days[27]?.actual))).toBe(latest.days[27]?.actual);
  });

  it("spans at most 92 days, for owners and managers of the business only", async () => {
    const long = await owner.get(
      `/api/reports/forecast-accuracy?location_id=${location}&from=${day(FIRST)}&to=${day(FIRST.add({ days: 92 }))}`,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors?.to).toEqual([ACCURACY_MESSAGES.periodTooLong]);
    expect((await owner.get("/api/reports/forecast-accuracy")).statusCode).toBe(422);
    const member = await createStaff(t, owner, "team_member");
    expect((await member.get(`/api/reports/forecast-accuracy?location_id=${location}`)).statusCode).toBe(403);
    const other = await registerOwner(t.app, "Accuracy Bistro");
    const foreign = await other.get(`/api/reports/forecast-accuracy?location_id=${location}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.locationNotFound);
  });
});
