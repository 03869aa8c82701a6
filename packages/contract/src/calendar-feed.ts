import { z } from "zod";

// The private calendar feed (week-building.md, "Calendar feed"): a secret iCal URL a calendar app subscribes to.

/** Where the feeds are served, outside /api: the token in the path is the only credential. */
export const CALENDAR_FEED_PREFIX = "/ical/";

/** The feed's window around now: bookings whose slot starts from this many days ago to this many ahead. */
export const CALENDAR_FEED_DAYS = { past: 30, ahead: 90 } as const;

/** At most this many events in one feed, earliest first: a bound on the answer, far above any real schedule. */
export const CALENDAR_FEED_MAX_EVENTS = 2000;

/** How often a calendar app is asked to fetch the feed again (REFRESH-INTERVAL), in hours. */
export const CALENDAR_FEED_REFRESH_HOURS = 1;

/** The feed URL of a token, at the address users reach Brigade at (PUBLIC_URL). */
export const calendarFeedUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, "")}${CALENDAR_FEED_PREFIX}${token}.ics`;

/** An event's title: "Dinner - Line Cook". */
export const calendarEventSummary = (shiftName: string, role: string): string => `${shiftName} - ${role}`;

/** A booking's event id: the same booking is the same event on every fetch, so calendar apps update it in place. */
export const calendarEventUid = (bookingId: number): string => `booking-${bookingId}@brigade`;

/** An event's notes: where, the shift's own description, and a leave request still waiting. */
export function calendarEventDescription(e: {
  roleName: string;
  areaName: string;
  locationName: string;
  description: string | null;
  status: string;
}): string {
  const lines = [`${e.roleName} in ${e.areaName} at ${e.locationName}.`];
  if (e.description?.trim()) lines.push(e.description.trim());
  if (e.status === "Apply For Leave")
    lines.push("You asked for leave from this shift; it is yours until a manager decides.");
  return lines.join("\n");
}

export const CALENDAR_FEED_MESSAGES = {
  rotated: "Your calendar link was replaced. The old link no longer works.",
  /** The public feed's 404, as plain text: an unknown, replaced or malformed token. */
  notFound: "This calendar link does not exist or was replaced.",
} as const;

/**
 * GET /api/calendar/feed: the URL when this call made it (the first), else null. Only the token's hash is kept, so
 * a URL is shown once; a lost one is replaced by rotating.
 */
export const calendarFeedPayload = z.object({ url: z.string().nullable() });
export type CalendarFeedPayload = z.infer<typeof calendarFeedPayload>;
/** POST /api/calendar/feed/rotate: the new URL, shown this once. */
export const calendarFeedLink = z.object({ url: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLink>;
