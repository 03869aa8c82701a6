import type { CalendarFeed } from "@brigade/contract/calendar";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "../../../i18n";
import { eventsWithin, feedEvents, withoutDrafts } from "./calendar-events";

// Titles are in the app's language: English here, as the spec writes them.
beforeAll(() => initI18n());

const feed: CalendarFeed = {
  locations: [
    { id: 1, name: "Downtown", time_zone: "America/New_York" },
    { id: 2, name: "Harbour Terrace", time_zone: "Europe/London" },
  ],
  events: [
    {
      id: 7,
      name: "Lunch",
      shift_type: "Premium",
      label_color: "#ffffff",
      location_id: 1,
      from: "2026-11-23T16:00:00.000Z",
      to: "2026-11-23T20:00:00.000Z",
      vacant: true,
      draft: false,
    },
    {
      id: 8,
      name: "Lunch",
      shift_type: "Non_Premium",
      label_color: "#0a0a0a",
      location_id: 2,
      from: "2026-11-23T11:30:00.000Z",
      to: "2026-11-23T15:30:00.000Z",
      vacant: false,
      draft: false,
    },
  ],
};

describe("feedEvents", () => {
  it("places each shift at its own location's wall-clock time, titled and coloured by the spec", () => {
    const [ny, london] = feedEvents(feed);
    expect(ny).toMatchObject({
      id: "7 2026-11-23T11:00:00",
      title: "Vacant Shift - Lunch (Premium) *",
      start: "2026-11-23T11:00:00",
      end: "2026-11-23T15:00:00",
      color: "#ffffff",
      contrastColor: "#000",
    });
    expect(ny?.extendedProps.location.name).toBe("Downtown");
    expect(london).toMatchObject({ title: "Lunch", start: "2026-11-23T11:30:00", contrastColor: "#fff" });
  });

  it("keeps only the events that show in the range", () => {
    const events = feedEvents(feed);
    expect(eventsWithin(events, { start: "2026-11-23T00:00:00", end: "2026-11-24T00:00:00" })).toHaveLength(2);
    expect(eventsWithin(events, { start: "2026-11-23T15:00:00", end: "2026-11-24T00:00:00" })).toHaveLength(1);
    expect(eventsWithin(events, { start: "2026-11-24T00:00:00", end: "2026-11-25T00:00:00" })).toHaveLength(0);
  });

  it("marks a draft in its title and class, and leaves drafts out of what staff see", () => {
    const withDraft: CalendarFeed = { ...feed, events: feed.events.map((e, i) => ({ ...e, draft: i === 0 })) };
    const [draft, published] = feedEvents(withDraft);
    expect(draft).toMatchObject({ title: "Draft: Vacant Shift - Lunch (Premium) *", className: "brigade-draft" });
    expect(published).toMatchObject({ title: "Lunch", className: "" });
    expect(withoutDrafts(withDraft).events.map((e) => e.id)).toEqual([8]);
  });
});
