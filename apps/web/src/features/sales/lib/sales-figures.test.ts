import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { averageByHourOfDay, dailyFigures, metricOf, periodTotal } from "./sales-figures";

const day = (text: string) => Temporal.PlainDate.from(text);

describe("metricOf", () => {
  it("charts sales, or transactions when no interval has sales", () => {
    expect(
      metricOf([
        { start: "2027-03-01T12:00:00Z", transactions: 3 },
        { start: "x", sales: "1.00" },
      ]),
    ).toBe("sales");
    expect(metricOf([{ start: "2027-03-01T12:00:00Z", transactions: 3 }])).toBe("transactions");
    expect(metricOf([])).toBe("transactions");
  });
});

describe("dailyFigures", () => {
  it("lists every day of the period on the location's clock, in cents, null where there is no history", () => {
    // Local midnights in New York: the server's daily intervals start there (05:00Z in winter, 04:00Z in summer).
    const days = dailyFigures(
      [
        { start: "2026-10-31T04:00:00.000Z", sales: "100.10" },
        { start: "2026-11-02T05:00:00.000Z", sales: "0.20", transactions: 1 },
      ],
      "America/New_York",
      day("2026-10-31"),
      day("2026-11-02"),
      "sales",
    );
    expect(days.map((d) => [d.day.toString(), d.value])).toEqual([
      ["2026-10-31", 10010],
      ["2026-11-01", null],
      ["2026-11-02", 20],
    ]);
    expect(periodTotal(days)).toEqual({ total: 10030, days: 2 });
  });
});

describe("averageByHourOfDay", () => {
  it("averages over the days with history, the autumn's repeated hour summed into its day (New York)", () => {
    // 1 November 2026: 01:00 EDT (05:00Z) and 01:00 EST (06:00Z) are the same hour of that day's clock.
    const average = averageByHourOfDay(
      [
        { start: "2026-11-01T05:00:00.000Z", sales: "10.00" },
        { start: "2026-11-01T06:00:00.000Z", sales: "5.00" },
        { start: "2026-11-01T16:00:00.000Z", sales: "30.01" }, // 11:00 EST
        { start: "2026-10-31T15:00:00.000Z", sales: "20.00" }, // 11:00 EDT the day before
      ],
      "America/New_York",
      "sales",
    );
    expect(average.days).toBe(2);
    const byHour = Object.fromEntries(average.hours.map((h) => [h.hour, h.value]));
    expect(byHour[1]).toBe(750); // (10.00 + 5.00) / 2 days
    expect(byHour[11]).toBe(2501); // (30.01 + 20.00) / 2, 25.005 rounded half up once
    expect(byHour[5]).toBe(0); // between the first and last hour with history
    expect(average.hours[0]?.hour).toBe(1);
    expect(average.hours.at(-1)?.hour).toBe(11);
  });

  it("reads the local hour after a spring change (Paris), whatever zone the test machine is in", () => {
    // 28 March 2027: 02:00 does not exist in Paris; 00:00Z is 01:00 CET, 01:00Z is 03:00 CEST, 11:00Z is 13:00.
    const average = averageByHourOfDay(
      [
        { start: "2027-03-28T00:00:00Z", transactions: 2 },
        { start: "2027-03-28T01:00:00Z", transactions: 4 },
        { start: "2027-03-28T11:00:00Z", transactions: 6 },
        { start: "2027-03-27T12:00:00Z", transactions: 3 }, // 13:00 CET the day before
      ],
      "Europe/Paris",
      "transactions",
    );
    expect(average.days).toBe(2);
    expect(average.hours.map((h) => [h.hour, h.value])).toEqual([
      [1, 1],
      [2, 0],
      [3, 2],
      ...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((hour) => [hour, 0]),
      [13, 4.5],
    ]);
  });

  it("counts only the days that had the charted figure", () => {
    const average = averageByHourOfDay(
      [
        { start: "2027-03-01T12:00:00Z", sales: "9.00" },
        { start: "2027-03-02T12:00:00Z", transactions: 4 },
      ],
      "Europe/London",
      "sales",
    );
    expect(average).toEqual({ days: 1, hours: [{ hour: 12, value: 900 }] });
    expect(averageByHourOfDay([], "Europe/London", "sales")).toEqual({ days: 0, hours: [] });
  });
});
