import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput, weekOf } from "./zoned";

describe("a punch's times on the location's wall clock", () => {
  it("round-trips across New York's autumn change", () => {
    expect(toLocalInput("2026-11-01T13:30:00Z", "America/New_York")).toBe("2026-11-01T08:30");
    expect(toLocalInput("2026-10-31T13:30:00Z", "America/New_York")).toBe("2026-10-31T09:30");
    expect(fromLocalInput("2026-11-01T08:30", "America/New_York")).toBe("2026-11-01T13:30:00Z");
    expect(fromLocalInput("2026-03-29T09:00", "Europe/London")).toBe("2026-03-29T08:00:00Z");
  });

  it("refuses what is not a time", () => {
    expect(fromLocalInput("", "UTC")).toBeNull();
    expect(fromLocalInput("tomorrow", "UTC")).toBeNull();
  });

  it("starts weeks on Monday", () => {
    const week = weekOf(Temporal.PlainDate.from("2026-11-08"));
    expect([week.from.toString(), week.to.toString()]).toEqual(["2026-11-02", "2026-11-08"]);
  });
});
