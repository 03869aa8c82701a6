import { describe, expect, it } from "vitest";
import { type FeedEvent, renderFeed } from "./ical";
import { parseFeed } from "./test/support";

const event = (id: number, timeZone: string): FeedEvent => ({
  id,
  status: "Accepted",
  startsAt: new Date("2027-11-06T22:00:00Z"),
  endsAt: new Date("2027-11-07T08:00:00Z"),
  shiftName: "Night",
  description: "Close up; count the till, then lock",
  roleName: "Porter",
  areaName: "Back",
  locationName: "Depot, North",
  timeZone,
});

describe("renderFeed", () => {
  it("writes one VTIMEZONE per zone, an alias under its canonical TZID", () => {
    const feed = parseFeed(renderFeed("Shifts", [event(1, "America/New_York"), event(2, "US/Eastern")]));
    expect(feed.timezones).toEqual(["America/New_York"]);
    expect(feed.events.map((e) => e.tzid)).toEqual(["America/New_York", "America/New_York"]);
  });

  it("reads an overnight shift across the autumn change at the right instants", () => {
    // New York falls back at 02:00 on 7 November 2027: 18:00 EDT to 03:00 EST is ten hours.
    const [e] = parseFeed(renderFeed("Shifts", [event(1, "America/New_York")])).events;
    expect(e).toMatchObject({
      localStart: "2027-11-06T18:00:00",
      localEnd: "2027-11-07T03:00:00",
      start: "2027-11-06T22:00:00.000Z",
      end: "2027-11-07T08:00:00.000Z",
    });
  });

  it("escapes text and keeps the shift's own description", () => {
    const [e] = parseFeed(renderFeed("Shifts", [event(1, "Europe/London")])).events;
    expect(e?.location).toBe("Depot, North");
    expect(e?.description).toBe("Porter in Back at Depot, North.\nClose up; count the till, then lock");
  });

  it("writes a zone the VTIMEZONE library does not know in UTC, at the same instants", () => {
    const feed = parseFeed(renderFeed("Shifts", [event(1, "Not/AZone")]));
    expect(feed.timezones).toEqual([]);
    expect(feed.events[0]).toMatchObject({ tzid: null, start: "2027-11-06T22:00:00.000Z" });
  });

  it("is a valid calendar with no events", () => {
    expect(parseFeed(renderFeed("Shifts", [])).events).toEqual([]);
  });
});
