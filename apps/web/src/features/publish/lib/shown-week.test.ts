import { describe, expect, it } from "vitest";
import { shownWeek } from "./shown-week";

const NOW = new Date("2026-11-24T10:00:00Z"); // a Tuesday

describe("shownWeek", () => {
  it("is this week while the calendar shows today", () => {
    const month = { from: "2026-11-01T04:00:00.000Z", to: "2026-12-01T05:00:00.000Z", date: "2026-11-01" };
    expect(shownWeek(month, "America/New_York", NOW)).toBe("23-11-2026");
  });

  it("is the week of the first day shown otherwise, even when it starts in the month before", () => {
    const december = { from: "2026-12-01T05:00:00.000Z", to: "2027-01-01T05:00:00.000Z", date: "2026-12-01" };
    expect(shownWeek(december, "America/New_York", NOW)).toBe("30-11-2026");
    const week = { from: "2027-03-08T05:00:00.000Z", to: "2027-03-15T04:00:00.000Z", date: "2027-03-08" };
    expect(shownWeek(week, "America/New_York", NOW)).toBe("08-03-2027");
  });

  it("reads today in the location's zone: late Sunday in New York is still last week there", () => {
    const sundayNight = new Date("2026-11-30T03:00:00Z"); // Sunday 29 November, 22:00 in New York
    const month = { from: "2026-11-01T04:00:00.000Z", to: "2026-12-01T05:00:00.000Z", date: "2026-11-01" };
    expect(shownWeek(month, "America/New_York", sundayNight)).toBe("23-11-2026");
    expect(shownWeek(month, "Europe/London", sundayNight)).toBe("30-11-2026");
  });
});
