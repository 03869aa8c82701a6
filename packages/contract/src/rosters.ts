import { z } from "zod";
import { BOOKING_STATUSES, DEFAULT_PAGE_SIZE, SHIFT_TYPES, SLOT_TYPES } from "./enums";
import { timeZoneInfo } from "./locations";
import { requiredMessage } from "./messages";
import { shiftIndexQuery } from "./shifts";

// GET /api/shift/all-shift-slots: the vacant and schedule rosters (a row per open position or per booking).

export const ROSTER_TYPES = ["vacant_shifts", "schedule_shifts"] as const;
export type RosterType = (typeof ROSTER_TYPES)[number];
export const ROSTER_SORTS = ["from", "to", "type"] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The CSV export asks for every row at once (length = total), so a page may be far longer than a screen's. */
export const MAX_ROSTER_LENGTH = 10_000;
/** Keeps (page - 1) * length inside what the database's OFFSET takes. */
export const MAX_ROSTER_PAGE = 1_000_000;

export const ROSTER_MESSAGES = {
  rosterType: "The roster type must be vacant_shifts or schedule_shifts.",
  sort: "The sort must be from, to or type.",
  order: "The order must be asc or desc.",
  page: `The page must be a whole number between 1 and ${MAX_ROSTER_PAGE}.`,
  length: `The length must be a whole number between 1 and ${MAX_ROSTER_LENGTH}.`,
} as const;

/** One check, so a bad value gets one message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).refine((n) => Number.isInteger(n) && n >= min && n <= max, message);

export const rosterQuery = shiftIndexQuery
  .pick({
    name: true,
    from: true,
    to: true,
    location_id: true,
    area_id: true,
    area_role_id: true,
    employee_id: true,
    availability: true,
  })
  .extend({
    roster_type: z.enum(ROSTER_TYPES, {
      error: (issue) => (issue.input === undefined ? requiredMessage("roster type") : ROSTER_MESSAGES.rosterType),
    }),
    page: wholeNumber(1, MAX_ROSTER_PAGE, ROSTER_MESSAGES.page).default(1),
    length: wholeNumber(1, MAX_ROSTER_LENGTH, ROSTER_MESSAGES.length).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(ROSTER_SORTS, { error: ROSTER_MESSAGES.sort }).default("from"),
    order: z.enum(SORT_ORDERS, { error: ROSTER_MESSAGES.order }).default("asc"),
  });
export type RosterQuery = z.output<typeof rosterQuery>;
/** The query as a client writes it (every field optional but roster_type). */
export type RosterQueryInput = z.input<typeof rosterQuery>;

const instant = z.string().describe("ISO-8601 UTC instant");

export const rosterShift = z.object({
  id: z.number(),
  name: z.string(),
  shift_type: z.enum(SHIFT_TYPES),
  /** Dollars; 0 unless Premium. */
  bonus: z.number(),
  label_color: z.string(),
});

export const rosterAreaRole = z.object({
  id: z.number(),
  name: z.string(),
  area: z.object({ id: z.number(), name: z.string() }),
});

export const rosterLocation = z.object({
  id: z.number(),
  name: z.string(),
  /** The abbreviation is the one in force when the row's slot starts (EST or EDT). */
  time_zone: timeZoneInfo,
});

/** One open (slot, area role) pair: `from`/`to` are the slot's instants. */
export const vacantRosterRow = z.object({
  shift: rosterShift,
  slot_id: z.number(),
  from: instant,
  to: instant,
  area_roles: rosterAreaRole,
  /** The shift's type. */
  type: z.enum(SHIFT_TYPES),
  slot_type: z.enum(SLOT_TYPES),
  remaining_slots: z.number(),
  location: rosterLocation,
});
export type VacantRosterRow = z.infer<typeof vacantRosterRow>;

/** One booking that holds a position: `id` is the booking's, `from`/`to` its slot's instants. */
export const scheduleRosterRow = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  slot_id: z.number(),
  employee: z.object({
    id: z.number(),
    user: z.object({ name: z.string(), email: z.string(), avatar_path: z.string().nullable() }),
  }),
  shift: rosterShift,
  from: instant,
  to: instant,
  area_roles: rosterAreaRole,
  /** The shift's type. */
  type: z.enum(SHIFT_TYPES),
  location: rosterLocation,
});
export type ScheduleRosterRow = z.infer<typeof scheduleRosterRow>;

export const rosterPage = z.object({
  data: z.union([z.array(vacantRosterRow), z.array(scheduleRosterRow)]),
  total: z.number(),
});
export type RosterPage<Row> = { data: Row[]; total: number };
