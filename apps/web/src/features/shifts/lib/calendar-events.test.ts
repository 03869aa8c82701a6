import type { CalendarFeed } from "@brigade/contract/calendar";
import { beforeAll, describe, expect, it } from "vitest";
import { i18next, initI18n } from "../../../i18n";
import { catalogue as es } from "../../../i18n/locales/es";
import { catalogue as fr } from "../../../i18n/locales/fr";
import { asStaffSee, crewLine, eventsWithin, feedEvents, firstShiftTime, shortName } from "./calendar-events";

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
      open: 2,
      people: ["Yann Zola"],
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
      open: 0,
      people: ["Ana María de la Cruz", "Cher"],
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

  it("marks a draft in its title and class, and leaves drafts and names out of what staff see", () => {
    const withDraft: CalendarFeed = { ...feed, events: feed.events.map((e, i) => ({ ...e, draft: i === 0 })) };
    const [draft, published] = feedEvents(withDraft);
    expect(draft).toMatchObject({ title: "Draft: Vacant Shift - Lunch (Premium) *", className: "brigade-draft" });
    expect(published).toMatchObject({ title: "Lunch", className: "" });
    expect(asStaffSee(withDraft).events.map((e) => [e.id, e.open, e.people])).toEqual([[8, 0, undefined]]);
  });
});

describe("crewLine", () => {
  it("names who works by first name and initial, then counts what is open, in the app's language", async () => {
    const [lunch, full] = feed.events;
    if (!lunch || !full) throw new Error("fixture");
    expect(crewLine(lunch)).toBe("Yann Z. · 2 open");
    expect(crewLine(full)).toBe("Ana C., Cher");
    expect(crewLine({ people: [], open: 1 })).toBe("1 open");
    expect(crewLine({ people: [], open: 0 })).toBe("");
    expect(crewLine({})).toBe("");
    i18next.addResourceBundle("es", "schedule", es.schedule);
    i18next.addResourceBundle("fr", "schedule", fr.schedule);
    await i18next.changeLanguage("es");
    expect(crewLine(lunch)).toBe("Yann Z. · 2 libres");
    await i18next.changeLanguage("fr");
    expect(crewLine({ people: [], open: 1 })).toBe("1 à pourvoir");
    await i18next.changeLanguage("en");
  });

  it("shortens a name to its first word and the last word's initial", () => {
    expect(shortName("  Zoe   Adams ")).toBe("Zoe A.");
    expect(shortName("Élodie")).toBe("Élodie");
    expect(shortName("Ömer Çelik")).toBe("Ömer Ç.");
  });
});

describe("firstShiftTime", () => {
  const week = { start: "2026-11-23T00:00:00", end: "2026-11-30T00:00:00" };
  const at = (...starts: string[]) => starts.map((start) => ({ start }));

  it("opens half an hour before the earliest start of the period, on the half hour", () => {
    expect(firstShiftTime(at("2026-11-25T17:00:00", "2026-11-28T10:15:00"), week.start, week.end)).toBe("09:30");
    expect(firstShiftTime(at("2026-11-24T00:10:00"), week.start, week.end)).toBe("00:00");
    expect(firstShiftTime(at("2026-11-24T17:59:00"), week.start, week.end)).toBe("17:00");
  });

  it("ignores a shift that began before the period, and opens on business hours' start without any", () => {
    // Sunday's night shift runs into Monday's first hours: it does not begin this week.
    expect(firstShiftTime(at("2026-11-22T22:00:00", "2026-11-26T18:00:00"), week.start, week.end)).toBe("17:30");
    expect(firstShiftTime(at("2026-11-30T06:00:00"), week.start, week.end)).toBe("09:00");
    expect(firstShiftTime([], week.start, week.end)).toBe("09:00");
  });
});
