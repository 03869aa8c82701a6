import type { CalendarEvent, CalendarFeed } from "@brigade/contract/calendar";
import { dateTimeFormat } from "@brigade/contract/intl";
import { i18next, intlTag } from "../../../i18n";
import { shiftTitle } from "./shift-title";
import { toCalendarWall } from "./zoned-time";

/** The spec's default business hours start (Monday to Friday, 09:00 to 17:00). */
export const BUSINESS_START = "09:00";

export type FeedLocation = CalendarFeed["locations"][number];

/** What a shift's calendar event carries (extendedProps): the feed's shift and the location whose clock it follows. */
export type ShiftEventProps = { shift: CalendarEvent; location: FeedLocation };

/** A shift as FullCalendar takes it; start and end are floating wall-clock times ("YYYY-MM-DDTHH:mm:ss"). */
export type ShiftEventInput = {
  id: string;
  title: string;
  start: string;
  end: string;
  color: string;
  contrastColor: string;
  /** A draft (not yet published) is drawn apart, besides its title saying so. */
  className: string;
  extendedProps: ShiftEventProps;
};

/** Black or white text, whichever contrasts more with the label colour (WCAG relative luminance). */
export function textColorFor(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return "#fff";
  const channel = (c: string | undefined) => {
    const v = Number.parseInt(c ?? "0", 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(m[1]) + 0.7152 * channel(m[2]) + 0.0722 * channel(m[3]);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000" : "#fff";
}

/** The feed as calendar events, each at its own location's wall-clock time (floating, see zoned-time). */
export function feedEvents(feed: CalendarFeed): ShiftEventInput[] {
  const places = new Map(feed.locations.map((l) => [l.id, l]));
  // A chain has a handful of label colours and tens of thousands of shifts.
  const contrasts = new Map<string, string>();
  return feed.events.map((shift) => {
    const location = places.get(shift.location_id) ?? { id: shift.location_id, name: "", time_zone: "UTC" };
    let contrast = contrasts.get(shift.label_color);
    if (contrast === undefined) {
      contrast = textColorFor(shift.label_color);
      contrasts.set(shift.label_color, contrast);
    }
    const title = shiftTitle(shift);
    const start = toCalendarWall(shift.from, location.time_zone);
    const end = toCalendarWall(shift.to, location.time_zone);
    return {
      // FullCalendar redraws an event in place when its data changes, but adds its day to its name only when it
      // first draws it: a shift moved to another start is a new event, named anew. (Not on a change of title: the
      // event a keyboard user assigned from keeps its element, and so their focus.)
      id: `${shift.id} ${start}`,
      title,
      start,
      end,
      color: shift.label_color,
      contrastColor: contrast,
      className: shift.draft ? "brigade-draft" : "",
      extendedProps: { shift, location },
    };
  });
}

/** A shift's day on its location's calendar, "Mon 30 Nov", which its event's name ends with ("… Dinner on Mon 30 Nov"). */
export function eventDay({ shift, location }: ShiftEventProps): string {
  return dateTimeFormat(intlTag("en-GB"), {
    timeZone: location.time_zone,
    weekday: "short",
    day: "numeric",
    month: "short",
  })
    .format(new Date(shift.from))
    .replace(",", "");
}

/**
 * What staff see of the feed: no drafts, no one's names (a manager's own employee view: the server sends them drafts
 * and, for the week, who works).
 */
export const asStaffSee = (feed: CalendarFeed): CalendarFeed => ({
  ...feed,
  events: feed.events.filter((e) => !e.draft).map(({ people: _people, ...event }) => event),
});

/**
 * The events that show in a range of floating wall-clock times. The feed is asked for two days more each
 * side (see the schedule workspace), and while the next period loads the previous one stands in: the
 * calendar parses every event it is given, so it is given only these.
 */
export function eventsWithin<T extends { start: string; end: string }>(
  events: T[],
  range: { start: string; end: string },
): T[] {
  return events.filter((e) => e.start < range.end && e.end > range.start);
}

/** "Yann Zola" as "Yann Z.": a week's narrow columns hold a first name and an initial. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${[...last][0]}.` : first;
}

/**
 * Who works a shift, after its title in week, day and list views: each holder by short name, then the positions
 * still open ("Yann Z., Zoe A. · 3 open"); empty when there is neither. In the app's language at the time of the call.
 */
export function crewLine(shift: Pick<CalendarEvent, "people" | "open">): string {
  const parts = [];
  if (shift.people?.length) parts.push(shift.people.map(shortName).join(", "));
  if (shift.open) parts.push(i18next.t("schedule:calendar.open", { count: shift.open }));
  return parts.join(" · ");
}

/**
 * Where a time grid opens: half an hour before the earliest start of a shift beginning in the range (floating wall
 * times "YYYY-MM-DDTHH:mm:ss"), on the half hour; business hours' start when none begins there.
 */
export function firstShiftTime(events: { start: string }[], start: string, end: string): string {
  let first: string | undefined;
  for (const e of events) {
    if (e.start < start || e.start >= end) continue;
    const time = e.start.slice(11, 16);
    if (first === undefined || time < first) first = time;
  }
  if (first === undefined) return BUSINESS_START;
  const minutes = Math.max(0, Number(first.slice(0, 2)) * 60 + Number(first.slice(3, 5)) - 30);
  const half = minutes - (minutes % 30);
  return `${String(Math.floor(half / 60)).padStart(2, "0")}:${String(half % 60).padStart(2, "0")}`;
}
