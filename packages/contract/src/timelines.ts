import type { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { parseDayMonthYear } from "./dates";
import { BOOKING_STATUSES, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./enums";
import { id, optionalSearch, withoutNul } from "./fields";
import { template, term } from "./i18n/template";
import { timeZoneInfo } from "./locations";
import { invalidCharactersMessage, requiredMessage } from "./messages";
import { availabilityFilter, idList, SHIFT_NAME_MAX } from "./shifts";

// The employee timeline and the vacant-employee week of the calendar screen (calendar_view employee
// and vacant_employee). Both read a period of whole days, DD-MM-YYYY, in each location's time zone.

/** The longest period one request may ask for: two months and a bit, enough for any month view. */
export const MAX_PERIOD_DAYS = 62;
/** The most entries one timeline answer holds (a busy week of a 50-location group is about 11,000). */
export const MAX_TIMELINE_ENTRIES = 25_000;

export const TIMELINE_MESSAGES = {
  dateFormat: template("The {0} date must be a real date written as DD-MM-YYYY.", (label: string) => [term(label)], {
    remember: true,
  }),
  toBeforeFrom: "The to date must be the same as or after the from date.",
  periodTooLong: `The period may span at most ${MAX_PERIOD_DAYS} days.`,
  tooManyEntries: `More than ${MAX_TIMELINE_ENTRIES.toLocaleString("en-US")} scheduled shifts match: narrow the period, locations or filters.`,
} as const;

/** A required DD-MM-YYYY day, with the period messages. */
export const dayField = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(40, TIMELINE_MESSAGES.dateFormat(label))
    .refine((v) => parseDayMonthYear(v) !== null, TIMELINE_MESSAGES.dateFormat(label));

/** Days from `from` to `to`, both included. */
export const periodDays = (from: Temporal.PlainDate, to: Temporal.PlainDate): number =>
  from.until(to, { largestUnit: "days" }).days + 1;

/**
 * The period rules once both dates parse: to not before from, and at most `maxDays` days. Also reached when
 * a field has failed already (or was left out); that field carries its own message.
 */
export const periodCheck =
  (maxDays = MAX_PERIOD_DAYS, tooLong: string = TIMELINE_MESSAGES.periodTooLong) =>
  (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
    const from = typeof q.from === "string" ? parseDayMonthYear(q.from) : null;
    const to = typeof q.to === "string" ? parseDayMonthYear(q.to) : null;
    if (!from || !to) return;
    const days = periodDays(from, to);
    if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: TIMELINE_MESSAGES.toBeforeFrom });
    else if (days > maxDays) ctx.addIssue({ code: "custom", path: ["to"], message: tooLong });
  };
const checkPeriod = periodCheck();

const instant = z.string().describe("ISO-8601 UTC instant");

export const timelineQuery = z
  .object({
    /** DD-MM-YYYY, required: the first day, from 00:00 in each location's zone. */
    from: dayField("from"),
    /** DD-MM-YYYY, required: the last day, included whole. */
    to: dayField("to"),
    /** Only this shift's bookings; another business's shift is a 404. */
    shift_id: id("shift").optional(),
    /** The only grouping is by employee; accepted for the spec's clients. */
    group_by: z.enum(["employee", ""]).optional(),
    /** A shift name (the sidebar's Day Part), matched without regard to case. */
    name: z.string().trim().max(SHIFT_NAME_MAX).refine(withoutNul, invalidCharactersMessage("name")).optional(),
    location_id: idList,
    area_id: idList,
    area_role_id: idList,
    employee_id: idList,
    availability: availabilityFilter,
  })
  .superRefine(checkPeriod);
export type TimelineQuery = z.output<typeof timelineQuery>;
export type TimelineQueryInput = z.input<typeof timelineQuery>;

export const timelineEntry = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  employee_id: z.number(),
  employee: z.object({
    id: z.number(),
    user: z.object({ name: z.string(), email: z.string(), avatar_path: z.string().nullable() }),
  }),
  shift: z.object({ id: z.number(), name: z.string(), label_color: z.string() }),
  /** The booked slot's start and end. */
  from: instant,
  to: instant,
  area_role: z.object({ id: z.number(), name: z.string() }),
  /** time_zone.abbr is the abbreviation in force when the slot starts (EST or EDT). */
  location: z.object({ id: z.number(), name: z.string(), time_zone: timeZoneInfo }),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** Employee key (the name; a later namesake `Name (email)`) to that employee's entries, earliest first. */
export const timelinePayload = z.object({ data: z.record(z.string(), z.array(timelineEntry)) });
export type TimelinePayload = z.infer<typeof timelinePayload>;

/** The key of an employee in the timeline map: the name, or for a later namesake (one created after another of that name) the name and e-mail. */
export const timelineKey = (name: string, email: string, laterNamesake: boolean): string =>
  laterNamesake ? `${name} (${email})` : name;

export const vacantEmployeesQuery = z
  .object({
    from: dayField("from"),
    to: dayField("to"),
    /** Employees whose name contains this (case-insensitive). */
    searchAbleName: optionalSearch("name"),
    /** Only this location's vacant positions; another business's location is a 404. */
    location_id: z.preprocess((v) => (v === "" || v === "showAll" ? undefined : v), id("location").optional()),
    page: z.coerce.number().int().min(1).default(1),
    length: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(checkPeriod);
export type VacantEmployeesQuery = z.output<typeof vacantEmployeesQuery>;
export type VacantEmployeesQueryInput = z.input<typeof vacantEmployeesQuery>;

export const vacantPosition = z.object({
  shift_id: z.number(),
  shift_name: z.string(),
  slot_id: z.number(),
  area_role_id: z.number(),
  area_role_name: z.string(),
  from: instant,
  to: instant,
  location_id: z.number(),
  location_name: z.string(),
});
export type VacantPosition = z.infer<typeof vacantPosition>;

export const vacantEmployeeItem = z.object({
  id: z.number(),
  user: z.object({ name: z.string(), email: z.string(), avatar_path: z.string().nullable() }),
  /** YYYY-MM-DD (the slot's start in its location's zone) to the positions the employee could take. */
  days: z.record(z.string(), z.array(vacantPosition)),
});
export type VacantEmployeeItem = z.infer<typeof vacantEmployeeItem>;
