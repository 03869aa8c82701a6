import ICAL from "ical.js";
import { expect } from "vitest";
import type { Caller, TestApp } from "../../../test/harness";

// The calendar feed as a calendar app reads it: fetched without a session and parsed by a real iCal parser.

export type ParsedEvent = {
  uid: string;
  summary: string;
  location: string;
  description: string;
  /** The TZID of DTSTART, null for a UTC time. */
  tzid: string | null;
  /** DTSTART as written (the location's wall-clock time), e.g. 2027-03-13T17:00:00. */
  localStart: string;
  localEnd: string;
  /** The instants the parser reads, resolved through the feed's own VTIMEZONEs. */
  start: string;
  end: string;
};

/** Parses a feed; each VTIMEZONE is registered so times resolve through the feed's own zone data. */
export function parseFeed(text: string): { name: string; timezones: string[]; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents("vtimezone");
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const events = calendar.getAllSubcomponents("vevent").map((component) => {
      const event = new ICAL.Event(component);
      const tzid = component.getFirstProperty("dtstart")?.getParameter("tzid");
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        tzid: typeof tzid === "string" ? tzid : null,
        localStart: event.startDate.toString(),
        localEnd: event.endDate.toString(),
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
      };
    });
    return {
      name: String(calendar.getFirstPropertyValue("x-wr-calname") ?? ""),
      timezones: zones.map((z) => String(z.getFirstPropertyValue("tzid"))),
      events,
    };
  } finally {
    // The parser's zone registry is global: leave none behind for the next feed to read by mistake.
    for (const zone of zones) ICAL.TimezoneService.remove(String(zone.getFirstPropertyValue("tzid")));
  }
}

/**
 * A working feed URL of the caller: GET /api/calendar/feed gives it when it makes it (the first call); after
 * that only its hash is kept, so the URL is replaced (rotate) to be read again.
 */
export async function feedUrlOf(caller: Caller): Promise<string> {
  const res = await caller.get("/api/calendar/feed");
  expect(res.statusCode, res.body).toBe(200);
  const shown = res.json().payload.url as string | null;
  if (shown) return shown;
  const rotated = await caller.post("/api/calendar/feed/rotate");
  expect(rotated.statusCode, rotated.body).toBe(200);
  return rotated.json().payload.url as string;
}

/** The path of a feed URL on this server (/ical/….ics): the test app is reached by inject, not by host. */
export const feedPath = (url: string) => new URL(url).pathname;

/** Fetches a feed as a calendar app does: no session, no cookie. */
export const fetchFeed = (t: TestApp, url: string) => t.app.inject({ method: "GET", url: feedPath(url) });
