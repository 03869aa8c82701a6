import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { apiDay, labourPeriod } from "./labour-period";

describe("a labour read's period", () => {
  it("covers the whole local weeks of its days", () => {
    const period = labourPeriod(
      Temporal.PlainDate.from("2026-11-04"),
      Temporal.PlainDate.from("2026-11-10"),
      "America/New_York",
    );
    expect(period.days).toHaveLength(7);
    expect(period.weeks).toEqual(["2026-11-02", "2026-11-09"]);
  });

  it("writes days as the API does, DD-MM-YYYY", () => {
    expect(apiDay("2026-11-04")).toBe("04-11-2026");
    expect(apiDay("2028-02-29")).toBe("29-02-2028");
  });
});
