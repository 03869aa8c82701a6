import { z } from "zod";
import { SHIFT_TYPES } from "./enums";
import { shiftIndexQuery } from "./shifts";

// The calendar's own feed (GET /api/shift/calendar): what the calendar draws for each shift and nothing more.
// A month of a 50-location group is tens of thousands of shifts; sent in full (slots, bookings, areas) that
// was 72 MB and seconds of work. A shift's detail is loaded when it is opened (GET /api/shift/{id}).

/** The longest period the feed covers: a month view shows six weeks at most, plus a margin either side. */
export const MAX_CALENDAR_DAYS = 62;
/** The most events one answer holds (a 62-day month of 50 busy locations fits). */
export const MAX_CALENDAR_EVENTS = 60_000;

export const CALENDAR_MESSAGES = {
  periodRequired: "The calendar needs a period: from and to.",
  periodTooLong: `The calendar shows at most ${MAX_CALENDAR_DAYS} days at a time.`,
  periodReversed: "The period must end after it begins.",
  tooManyEvents: `More than ${MAX_CALENDAR_EVENTS.toLocaleString("en-US")} shifts match: narrow the dates, locations or filters.`,
} as const;

/**
 * The sidebar's filters of shift/index; from and to are required. `crew=1` asks for each event's `open` and `people`
 * (the week, day and list views draw them; the month view, the largest read, does not).
 */
export const calendarQuery = shiftIndexQuery
  .omit({ pagination: true, page: true, length: true })
  .extend({ crew: z.enum(["0", "1"]).optional() });
export type CalendarQuery = z.output<typeof calendarQuery>;

export const calendarEvent = z.object({
  id: z.number(),
  name: z.string(),
  shift_type: z.enum(SHIFT_TYPES),
  label_color: z.string(),
  location_id: z.number(),
  from: z.string().describe("ISO-8601 UTC instant"),
  to: z.string().describe("ISO-8601 UTC instant"),
  /** Some slot still has an open position (the title's "Vacant Shift - "). */
  vacant: z.boolean(),
  /** Not yet published (publish.ts): staff do not see it; only owners and managers get drafts. */
  draft: z.boolean(),
  /** With crew=1: positions still open over every slot and role (0 when full). */
  open: z.number().int().optional(),
  /**
   * With crew=1, to owners and managers: who holds a position, each person once, by their first slot then name (what
   * a manager reads the week by). Never in a team member's answer: they see the shifts they may take, not who works.
   */
  people: z.array(z.string()).optional(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const calendarFeed = z.object({
  events: z.array(calendarEvent),
  /** The locations the events are at, once each: where a shift's wall-clock time is read. */
  locations: z.array(z.object({ id: z.number(), name: z.string(), time_zone: z.string() })),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

/**
 * A role of the caller's own employee record, with its work area and location (and that location's IANA
 * zone, so the member calendar can open in it before any shift has loaded).
 */
export const ownCalendarRole = z.object({
  id: z.number(),
  name: z.string(),
  area_id: z.number(),
  area_name: z.string(),
  location_id: z.number(),
  location_name: z.string(),
  time_zone: z.string(),
});
export type OwnCalendarRole = z.infer<typeof ownCalendarRole>;

/**
 * What GET /api/shift/calendar answers. A team member's feed holds only shifts that need one of their own
 * roles (spec section 6), and `own_roles` lists those roles: the member calendar's Work Area and Roles
 * filters offer them. Owners and managers get the feed alone.
 */
export const calendarAnswer = calendarFeed.extend({ own_roles: z.array(ownCalendarRole).optional() });
export type CalendarAnswer = z.infer<typeof calendarAnswer>;
