import type { LabourPercentFigures, LabourPercentPayload } from "@brigade/contract/labour-percent";
import { Temporal } from "temporal-polyfill";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { catalogue as fr } from "../../../i18n/locales/fr";
import {
  actualLine,
  againstTarget,
  dayCell,
  figureText,
  percentText,
  periodFigures,
  scheduledLine,
  splitWeeks,
  standingColour,
  standingText,
  targetLine,
} from "./labour-percent-figures";

beforeAll(() => initI18n());

const figures = (over: Partial<LabourPercentFigures> = {}): LabourPercentFigures => ({
  scheduled_cost: "0.00",
  forecast_sales: null,
  scheduled_percent: null,
  actual_cost: null,
  actual_sales: null,
  actual_percent: null,
  ...over,
});

describe("against the target", () => {
  it("says above, below or on, by points to the hundredth", () => {
    expect(againstTarget("31.6", "28.50")).toEqual({ kind: "above", points: 3.1 });
    expect(againstTarget("27.4", "28.50")).toEqual({ kind: "below", points: 1.1 });
    expect(againstTarget("28.5", "28.50")).toEqual({ kind: "on", points: 0 });
    expect(againstTarget("28.0", "28.25")).toEqual({ kind: "below", points: 0.25 });
    expect(againstTarget(null, "28.50")).toBeNull();
    expect(againstTarget("27.4", null)).toBeNull();
  });

  it("is green at or under the target and red above, never without words", () => {
    expect(standingColour({ kind: "above", points: 1 })).toBe("red.9");
    expect(standingColour({ kind: "on", points: 0 })).toBe("teal.9");
    expect(standingColour({ kind: "below", points: 2 })).toBe("teal.9");
    expect(standingColour(null)).toBeUndefined();
    expect(standingText({ kind: "above", points: 3.1 }, "en")).toBe("above target by 3.1 points");
    expect(standingText({ kind: "below", points: 1 }, "en")).toBe("below target by 1 point");
    expect(standingText({ kind: "on", points: 0 }, "en")).toBe("on target");
  });

  it("writes percentages and sentences in English", () => {
    expect(percentText("27.4", "en")).toBe("27.4%");
    expect(percentText("28.50", "en")).toBe("28.5%");
    expect(percentText("30.00", "en")).toBe("30.0%");
    expect(percentText("12.25", "en")).toBe("12.25%");
    expect(figureText("31.6", "28.50", "en")).toBe("31.6% (above target by 3.1 points)");
    expect(figureText("31.6", null, "en")).toBe("31.6%");
    expect(targetLine("28.50", "en")).toBe("Target: 28.5% of sales.");
    expect(targetLine(null, "en")).toBe("No labour target set.");
  });
});

describe("what the week says", () => {
  const total = figures({
    scheduled_cost: "1580.00",
    forecast_sales: "5000.00",
    scheduled_percent: "31.6",
    actual_cost: "400.00",
    actual_sales: "1600.00",
    actual_percent: "25.0",
  });

  it("sets scheduled labour against forecast sales, and the days gone by against what was sold", () => {
    expect(scheduledLine(total, "28.50", "en")).toBe(
      "Scheduled against forecast sales: 31.6% (above target by 3.1 points).",
    );
    expect(scheduledLine(total, null, "en", true)).toBe("This week, scheduled against forecast sales: 31.6%.");
    expect(actualLine(total, "28.50", "en")).toBe("Actual so far against sales: 25.0% (below target by 3.5 points).");
    expect(actualLine(total, "28.50", "en", true)).toBe(
      "Last week, actual against sales: 25.0% (below target by 3.5 points).",
    );
  });

  it("says when there is no forecast, no sales, or no day gone by yet", () => {
    expect(scheduledLine(figures(), "28.50", "en")).toBe("No forecast yet: it needs 4 weeks of sales history.");
    expect(scheduledLine(figures({ forecast_sales: "0.00" }), null, "en")).toBe("No sales forecast for these days.");
    expect(actualLine(figures(), "28.50", "en")).toBeNull();
    expect(actualLine(figures({ actual_cost: "80.00" }), "28.50", "en")).toBe("No sales recorded on the days gone by.");
    expect(actualLine(figures({ actual_cost: "80.00" }), null, "en", true)).toBe("Last week: no sales recorded.");
  });

  it("fills each day's cells with the figure or why there is none", () => {
    const day = figures({ forecast_sales: "800.00", scheduled_percent: "30.0" });
    expect(dayCell(day, "scheduled", "28.50")).toEqual({ percent: "30.0", standing: { kind: "above", points: 1.5 } });
    expect(dayCell(day, "actual", "28.50")).toEqual({ note: "Not yet" });
    expect(dayCell(figures(), "scheduled", null)).toEqual({ note: "No forecast" });
    expect(dayCell(figures({ forecast_sales: "0.00" }), "scheduled", null)).toEqual({ note: "No sales" });
    expect(dayCell(figures({ actual_cost: "10.00" }), "actual", null)).toEqual({ note: "No sales" });
    expect(dayCell(figures({ actual_cost: "10.00", actual_percent: "5.0" }), "actual", null)).toEqual({
      percent: "5.0",
      standing: null,
    });
  });
});

describe("two weeks from one read", () => {
  const day = (date: string, over: Partial<LabourPercentFigures>) => ({ day: date, ...figures(over) });
  const payload: LabourPercentPayload = {
    currency: "USD",
    target_percent: "28.50",
    days: [
      day("30-11-2026", {
        scheduled_cost: "100.00",
        forecast_sales: "400.00",
        actual_cost: "90.00",
        actual_sales: "300.00",
      }),
      day("01-12-2026", {
        scheduled_cost: "50.00",
        forecast_sales: "600.00",
        actual_cost: "60.00",
        actual_sales: null,
      }),
      day("07-12-2026", { scheduled_cost: "120.00", forecast_sales: "500.00" }),
      day("08-12-2026", { scheduled_cost: "0.00", forecast_sales: "300.00" }),
    ],
    total: figures(),
  };

  it("sums each week as the server sums a period", () => {
    const { lastWeek, thisWeek } = splitWeeks(payload, Temporal.PlainDate.from("2026-12-07"));
    expect(lastWeek).toEqual({
      scheduled_cost: "150.00",
      forecast_sales: "1000.00",
      scheduled_percent: "15.0",
      actual_cost: "150.00",
      actual_sales: "300.00",
      actual_percent: "50.0",
    });
    expect(thisWeek).toEqual({
      scheduled_cost: "120.00",
      forecast_sales: "800.00",
      scheduled_percent: "15.0",
      actual_cost: null,
      actual_sales: null,
      actual_percent: null,
    });
  });

  it("has no forecast for a period when a day has none, and no sales when no day gone by sold", () => {
    const period = periodFigures([
      figures({ scheduled_cost: "10.00", forecast_sales: "100.00", actual_cost: "5.00" }),
      figures({ scheduled_cost: "10.00", actual_cost: "5.00" }),
    ]);
    expect(period).toMatchObject({ forecast_sales: null, scheduled_percent: null, actual_cost: "10.00" });
    expect(period).toMatchObject({ actual_sales: null, actual_percent: null });
  });
});

describe("in Spanish and French", () => {
  const use = async (locale: "es" | "fr", catalogue: Record<string, object>) => {
    for (const [ns, texts] of Object.entries(catalogue)) i18next.addResourceBundle(locale, ns, texts);
    await i18next.changeLanguage(locale);
  };
  afterEach(() => i18next.changeLanguage("en"));

  it("writes the percentages and the points as each language does", async () => {
    await use("es", es);
    // The space before % is the language's own (no-break, narrow or not, as the ICU in use writes it).
    expect(figureText("31.6", "28.50", "es")).toMatch(/^31,6\s% \(3,1 puntos por encima del objetivo\)$/);
    expect(standingText({ kind: "below", points: 1 }, "es")).toBe("1 punto por debajo del objetivo");
    await use("fr", fr);
    expect(figureText("27.4", "28.50", "fr")).toMatch(/^27,4\s% \(1,1 point en dessous de l'objectif\)$/);
    expect(targetLine("28.50", "fr")).toMatch(/^Objectif : 28,5\s% des ventes\.$/);
  });
});
