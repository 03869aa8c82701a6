import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, readRosterView, sortBy, writeRosterView } from "./roster-params";

describe("the roster's URL state", () => {
  it("reads defaults for missing or unknown values", () => {
    expect(readRosterView(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(readRosterView(new URLSearchParams("tab=x&page=-2&length=7&sort=name&order=up"))).toEqual(DEFAULT_VIEW);
    expect(readRosterView(new URLSearchParams("tab=schedule_shifts&page=3&length=50&sort=to&order=desc"))).toEqual({
      tab: "schedule_shifts",
      page: 3,
      length: 50,
      sort: "to",
      order: "desc",
    });
  });

  it("writes changes over other params, keeping the tab and dropping defaults", () => {
    const start = new URLSearchParams("location=4&page=3&length=20");
    expect(writeRosterView(start, { page: 1 }).toString()).toBe("location=4&length=20&tab=vacant_shifts");
    expect(writeRosterView(start, { tab: "schedule_shifts", sort: "to" }).toString()).toBe(
      "location=4&page=3&length=20&tab=schedule_shifts&sort=to",
    );
  });

  it("a click on the sorted column flips the order; on another sorts it ascending", () => {
    expect(sortBy(DEFAULT_VIEW, "from")).toEqual({ sort: "from", order: "desc", page: 1 });
    expect(sortBy({ ...DEFAULT_VIEW, order: "desc" }, "from")).toEqual({ sort: "from", order: "asc", page: 1 });
    expect(sortBy({ ...DEFAULT_VIEW, order: "desc" }, "type")).toEqual({ sort: "type", order: "asc", page: 1 });
  });
});
