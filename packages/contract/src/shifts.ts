import { z } from "zod";
import { parseInstant } from "./dates";
import { AVAILABILITIES, type Availability, BOOKING_STATUSES, SHIFT_TYPES, SLOT_TYPES, WEEKDAYS } from "./enums";
import { changeNoteFields } from "./fair-workweek/change-note";
import { id, withoutNul } from "./fields";
import { locationItem } from "./locations";
import { invalidCharactersMessage, maxLengthMessage } from "./messages";
import type { ShiftDraft } from "./shift-rules";

// Requests are read loosely on purpose: the Create Shift rules (shiftErrors) then judge the whole draft
// at once, so the 422 carries the spec's summary message and every field message in the spec's order.

/** The longest shift name and description the server stores; the web form caps its fields at the same. */
export const SHIFT_NAME_MAX = 120;
export const SHIFT_DESCRIPTION_MAX = 2000;

const text = (label: string, max: number) =>
  z.string().max(max, maxLengthMessage(label, max)).refine(withoutNul, invalidCharactersMessage(label)).nullish();
/** A number as JSON or form text; anything else reaches the rules as "not given". */
const looseNumber = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : Number(v)));

const draftRole = z.object({ id: looseNumber, count: looseNumber });
const draftArea = z.object({ id: looseNumber, area_role: z.array(draftRole).max(50).nullish() });

export const shiftStoreBody = z.object({
  name: text("name", SHIFT_NAME_MAX),
  desc: text("description", SHIFT_DESCRIPTION_MAX),
  /** ISO-8601 instants with Z or an offset. */
  from: z.string().max(40).nullish(),
  to: z.string().max(40).nullish(),
  /** Ignored: the server derives the weekday from `from` in the location's time zone. */
  day: z.string().max(20).nullish(),
  shift_type: z.string().max(20).nullish(),
  chunk: looseNumber,
  bonus: looseNumber,
  location_id: looseNumber,
  label_color: z.string().max(20).nullish(),
  areas: z.array(draftArea).max(50).nullish(),
  /** Accepted and ignored: the server splits the shift into slots itself. */
  shifttimebreak: z.unknown().optional(),
  utc_from: z.unknown().optional(),
  utc_to: z.unknown().optional(),
});
export type ShiftStoreBody = z.input<typeof shiftStoreBody>;
export type ShiftStoreInput = z.output<typeof shiftStoreBody>;
/** PUT /api/shift/{id}: the store body, and what the manager says of a change to a posted position. */
export const shiftEditBody = shiftStoreBody.extend(changeNoteFields);
export type ShiftEditInput = z.output<typeof shiftEditBody>;

/** The request as the Create Shift rules read it. */
export function storeDraft(body: ShiftStoreInput): ShiftDraft {
  return {
    name: body.name?.trim() ?? null,
    from: body.from ? (parseInstant(body.from) ?? new Date(Number.NaN)) : null,
    to: body.to ? (parseInstant(body.to) ?? new Date(Number.NaN)) : null,
    location_id: body.location_id,
    shift_type: body.shift_type ?? null,
    bonus: body.bonus,
    label_color: body.label_color ?? null,
    chunk: body.chunk,
    areas: (body.areas ?? []).map((a) => ({ id: a.id, area_role: a.area_role ?? [] })),
  };
}

export const shiftMoveBody = z.object({
  from: z.string().max(40).nullish(),
  to: z.string().max(40).nullish(),
  ...changeNoteFields,
});
export type ShiftMoveBody = z.input<typeof shiftMoveBody>;

/** One id, several ids (repeated or comma-separated), or nothing; "showAll" and "" mean nothing. */
export const idList = z.preprocess((v) => {
  if (v === undefined || v === null) return undefined;
  const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(","));
  const ids = parts.map((p) => p.trim()).filter((p) => p !== "" && p !== "showAll" && p !== "all");
  return ids.length ? ids : undefined;
}, z.array(id()).max(100).optional());

export const SHIFT_STATUS_FILTERS = ["vacant_shifts", "schedule_shifts", "Pending"] as const;
export type ShiftStatusFilter = (typeof SHIFT_STATUS_FILTERS)[number];
/** "All", "all" and "" mean no filter. */
const unlessAll = (v: string | undefined) => (v === "All" || v === "all" || v === "" ? undefined : v);
const shiftStatusFilter = z
  .enum([...SHIFT_STATUS_FILTERS, "All", "all", ""])
  .optional()
  .transform((v) => unlessAll(v) as ShiftStatusFilter | undefined);
export const availabilityFilter = z
  .enum([...AVAILABILITIES, "Management", "All", "all", ""])
  .optional()
  .transform((v) => (v === "Management" ? "Manager" : unlessAll(v)) as Availability | undefined);

/**
 * The most shifts a plain list (pagination=0) returns, each in full with its slots and bookings: past it the
 * answer is a 422 that says so, never a response that holds the server's memory. The calendar reads the lean
 * feed (GET /api/shift/calendar) instead.
 */
export const MAX_SHIFT_LIST = 2_000;
export const SHIFT_LIST_TOO_LONG = `A list without pages (pagination=0) holds at most ${MAX_SHIFT_LIST.toLocaleString("en-US")} shifts: narrow the dates, locations or filters, or ask for pages.`;

export const shiftIndexQuery = z.object({
  /** A shift name (the sidebar's Day Part), matched without regard to case. */
  name: z.string().trim().max(SHIFT_NAME_MAX).refine(withoutNul, invalidCharactersMessage("name")).optional(),
  /** 0: every matching shift as a plain array in payload.paginated. */
  pagination: z.enum(["0", "1"]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  length: z.coerce.number().int().min(1).max(100).default(10),
  /** DD-MM-YYYY (whole days in each shift's location's time zone) or an ISO instant. */
  from: z.string().trim().max(40).optional(),
  to: z.string().trim().max(40).optional(),
  shift_status: shiftStatusFilter,
  location_id: idList,
  area_id: idList,
  area_role_id: idList,
  employee_id: idList,
  availability: availabilityFilter,
});
export type ShiftIndexQuery = z.output<typeof shiftIndexQuery>;

export const timeSlotQuery = z.object({
  shift_id: id("shift"),
  area_role_id: id("area role"),
  empty_slot: z.enum(["true", "false", "1", "0"]).optional(),
});

const instant = z.string().describe("ISO-8601 UTC instant");

export const slotPositionItem = z.object({
  area_role_id: z.number(),
  capacity: z.number(),
  remaining_slots: z.number(),
});

export const shiftTimeSlotItem = z.object({
  id: z.number(),
  from: instant,
  to: instant,
  type: z.enum(SLOT_TYPES),
  /** Open positions of the slot, all roles together (or of the asked role, in shift-time-slots). */
  remaining_slots: z.number(),
});
export type ShiftTimeSlotItem = z.infer<typeof shiftTimeSlotItem>;

export const shiftSlotItem = shiftTimeSlotItem.extend({ area_roles: z.array(slotPositionItem) });
export type ShiftSlotItem = z.infer<typeof shiftSlotItem>;

export const shiftBookingItem = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  area_role_id: z.number(),
  employee_id: z.number(),
  slot_id: z.number(),
  shift_id: z.number(),
  action_detail: z.string().nullable(),
  from: instant,
  to: instant,
  employee: z.object({
    id: z.number(),
    availability: z.string(),
    user: z.object({ name: z.string(), email: z.string(), avatar_path: z.string().nullable() }),
  }),
  area_role: z.object({ id: z.number(), name: z.string() }),
});
export type ShiftBookingItem = z.infer<typeof shiftBookingItem>;

export const shiftAreaRoleItem = z.object({
  id: z.number(),
  name: z.string(),
  area_id: z.number(),
  area_name: z.string(),
  pivot: z.object({ role_count: z.number() }),
});

export const shiftItem = z.object({
  id: z.number(),
  name: z.string(),
  desc: z.string().nullable(),
  shift_type: z.enum(SHIFT_TYPES),
  /** Dollars; 0 unless Premium. */
  bonus: z.number(),
  label_color: z.string(),
  location_id: z.number(),
  from: instant,
  to: instant,
  /** The weekday of `from` in the location's time zone. */
  day: z.enum(WEEKDAYS),
  /** The date of `from` in the location's time zone, DD-MM-YYYY. */
  interval: z.string(),
  chunk: z.number(),
  location: locationItem,
  area_roles: z.array(shiftAreaRoleItem),
  shift_time_slots: z.array(shiftSlotItem),
  shift_timeline: z.array(shiftBookingItem),
});
export type ShiftItem = z.infer<typeof shiftItem>;
