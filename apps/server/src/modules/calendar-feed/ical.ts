import {
  CALENDAR_FEED_REFRESH_HOURS,
  calendarEventDescription,
  calendarEventSummary,
  calendarEventUid,
} from "@brigade/contract/calendar-feed";
import type { BookingStatus } from "@brigade/contract/enums";
import ical, { ICalEventBusyStatus } from "ical-generator";
import { Temporal } from "temporal-polyfill";
import { tzlib_get_ical_block, tzlib_get_timezones } from "timezones-ical-library";

export type FeedEvent = {
  id: number;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  shiftName: string;
  description: string | null;
  roleName: string;
  areaName: string;
  locationName: string;
  timeZone: string;
};

// The zones the VTIMEZONE library knows (kept current with the IANA database). It answers an alias (US/Eastern)
// with its canonical zone's block (TZID:America/New_York), so events name the TZID the block carries; a location
// in a zone it does not know gets its events in UTC, which every calendar app shows at the right instant all the same.
const KNOWN_ZONES = new Set(tzlib_get_timezones(false) as string[]);
const blocks = new Map<string, { tzid: string; block: string } | null>();

function vtimezoneOf(zone: string): { tzid: string; block: string } | null {
  let found = blocks.get(zone);
  if (found !== undefined) return found;
  found = null;
  if (KNOWN_ZONES.has(zone)) {
    const [block, tzidLine] = tzlib_get_ical_block(zone, false) as string[];
    const tzid = tzidLine?.replace(/^TZID=/, "");
    if (block && tzid) found = { tzid, block };
  }
  blocks.set(zone, found);
  return found;
}

/** The TZID a location's events are written with, or null for UTC. */
const tzidOf = (zone: string) => vtimezoneOf(zone)?.tzid ?? null;

/** The generator ical-generator calls once per TZID the events use. */
const vtimezone = (tzid: string) => vtimezoneOf(tzid)?.block ?? null;

/** An instant as a wall-clock time of the zone: ical-generator writes it with TZID and no Z. */
const inZone = (at: Date, zone: string) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone);

/**
 * The feed as iCalendar text: one VEVENT per booking (a stable UID, so an app updates it in place), each at its
 * location's wall-clock time with that zone's TZID, and one VTIMEZONE per zone used.
 */
export function renderFeed(calendarName: string, events: FeedEvent[]): string {
  const calendar = ical({
    name: calendarName,
    prodId: { company: "Brigade", product: "Shifts", language: "EN" },
    ttl: CALENDAR_FEED_REFRESH_HOURS * 3600,
    // No calendar-wide zone: each event names its location's, and the generator writes each zone's VTIMEZONE once.
    timezone: { name: null, generator: vtimezone },
  });
  for (const e of events) {
    const zone = tzidOf(e.timeZone);
    calendar.createEvent({
      id: calendarEventUid(e.id),
      start: zone ? inZone(e.startsAt, zone) : e.startsAt,
      end: zone ? inZone(e.endsAt, zone) : e.endsAt,
      timezone: zone,
      summary: calendarEventSummary(e.shiftName, e.roleName),
      location: e.locationName,
      description: calendarEventDescription(e),
      busystatus: ICalEventBusyStatus.BUSY,
    });
  }
  return calendar.toString();
}
