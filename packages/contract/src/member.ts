import type { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { parseDayMonthYear } from "./dates";
import { BOOKING_STATUSES, SLOT_TYPES } from "./enums";
import { id, withoutNul } from "./fields";
import { mondayOf } from "./local-time";
import { timeZoneInfo } from "./locations";
import { invalidCharactersMessage, maxLengthMessage, requiredMessage } from "./messages";
import { MAX_PERIOD_DAYS, periodDays, TIMELINE_MESSAGES } from "./timelines";

// The team member's own side: their schedule, the open shifts they could pick up, and their requests.

/** The longest leave reason a member may give. */
export const MAX_LEAVE_REASON = 500;

export const MEMBER_MESSAGES = {
  pickedUp: "Pickup requested.",
  leaveApplied: "Leave requested.",
  withdrawn: "Pickup request withdrawn.",
  noEmployeeRecord: "You have no team member record in this business.",
  bookingNotFound: "Shift booking not found.",
  notActive: "Only an active team member can pick up a shift.",
  lacksRole: "You do not have this role/position.",
  overlaps: "You already hold a shift at that time.",
  alreadyRequested: "You already have a request or a position in this time slot.",
  slotFull: "This time slot has no open position left for this role/position.",
  slotStarted: "This time slot has already started.",
  leaveOnlyAccepted: "Leave can only be applied for on an accepted shift.",
  leaveStarted: "Leave cannot be applied for once the shift has started.",
  withdrawOnlyPending: "Only a pending pickup request can be withdrawn.",
  reasonRequired: "Reason is required.",
} as const;

/** Statuses a member sees under My requests rather than My schedule: requests and their outcomes. */
export const REQUEST_STATUSES = ["Pending", "Rejected", "Apply For Leave", "Leave Rejected", "Released"] as const;

const day = (label: string) =>
  z
    .string()
    .trim()
    .max(40, TIMELINE_MESSAGES.dateFormat(label))
    .refine((v) => parseDayMonthYear(v) !== null, TIMELINE_MESSAGES.dateFormat(label))
    .optional()
    .transform((v) => (v ? (parseDayMonthYear(v) ?? undefined) : undefined));

/**
 * Both dates optional, DD-MM-YYYY, whole days in each location's zone. By default from is this week's Monday
 * and to next week's Sunday, where "this week" is read in each location's own zone.
 */
export const memberPeriodQuery = z.object({ from: day("from"), to: day("to") }).superRefine((q, ctx) => {
  // Also reached when a date has failed already (zod leaves it the raw string); that field carries its own message.
  if (!q.from || !q.to || typeof q.from === "string" || typeof q.to === "string") return;
  const days = periodDays(q.from, q.to);
  if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: TIMELINE_MESSAGES.toBeforeFrom });
  else if (days > MAX_PERIOD_DAYS)
    ctx.addIssue({ code: "custom", path: ["to"], message: TIMELINE_MESSAGES.periodTooLong });
});
export type MemberPeriodQuery = z.output<typeof memberPeriodQuery>;
export type MemberPeriodQueryInput = { from?: string; to?: string };

/** The default period's days, given the date it is today in a location's zone: Monday this week to Sunday next. */
export function defaultMemberPeriod(today: Temporal.PlainDate): { from: Temporal.PlainDate; to: Temporal.PlainDate } {
  const monday = mondayOf(today);
  return { from: monday, to: monday.add({ days: 13 }) };
}

const instant = z.string().describe("ISO-8601 UTC instant");
const shiftRef = z.object({ id: z.number(), name: z.string(), label_color: z.string() });
const roleRef = z.object({ id: z.number(), name: z.string() });
/** time_zone.abbr is the abbreviation in force when the slot starts (EST or EDT). */
const locationRef = z.object({ id: z.number(), name: z.string(), time_zone: timeZoneInfo });

export const myShiftItem = z.object({
  id: z.number(),
  status: z.enum(BOOKING_STATUSES),
  /** The reason given with a leave request. */
  action_detail: z.string().nullable(),
  shift_id: z.number(),
  slot_id: z.number(),
  area_role_id: z.number(),
  /** The booked slot's start and end. */
  from: instant,
  to: instant,
  shift: shiftRef,
  area_role: roleRef,
  location: locationRef,
});
export type MyShiftItem = z.infer<typeof myShiftItem>;

export const openShiftItem = z.object({
  shift: shiftRef,
  slot: z.object({ id: z.number(), from: instant, to: instant, type: z.enum(SLOT_TYPES) }),
  area_role: roleRef,
  location: locationRef,
  /** Open positions of this slot for this role. */
  remaining_slots: z.number(),
});
export type OpenShiftItem = z.infer<typeof openShiftItem>;

export const pickupBody = z.object({
  shift_id: id("shift"),
  slot_id: id("time slot"),
  area_role_id: id("area role"),
});
export type PickupBody = z.input<typeof pickupBody>;

export const applyForLeaveBody = z.object({
  action_detail: z
    .string({ error: MEMBER_MESSAGES.reasonRequired })
    .trim()
    .min(1, MEMBER_MESSAGES.reasonRequired)
    .max(MAX_LEAVE_REASON, maxLengthMessage("reason", MAX_LEAVE_REASON))
    .refine(withoutNul, invalidCharactersMessage("reason")),
});
export type ApplyForLeaveBody = z.input<typeof applyForLeaveBody>;

/** The client-side check of the leave reason, the same rule as the server's. */
export function leaveReasonError(reason: string): string | null {
  const result = applyForLeaveBody.safeParse({ action_detail: reason });
  return result.success ? null : (result.error.issues[0]?.message ?? requiredMessage("reason"));
}

export const withdrawnPayload = z.object({ id: z.number() });
