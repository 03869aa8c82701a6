import { z } from "zod";
import { ISO_INSTANT, parseInstant } from "./dates";
import { id } from "./fields";
import { requiredMessage } from "./messages";
import { dayField } from "./timelines";

// The time clock (time-and-cost.md, "Time clock" and "Attendance"): punches taken on the phone or the kiosk.

/** Where a punch came from: the employee's app, a location's kiosk, or a manager who added a missing one. */
export const PUNCH_SOURCES = ["app", "kiosk", "manager"] as const;
export type PunchSource = (typeof PUNCH_SOURCES)[number];

/**
 * What a manager should look at: taken outside the location's circle, without a position, or with one vaguer than
 * the accuracy credited (attendance.ts, MAX_CREDITED_ACCURACY_M); closed by the
 * server after a forgotten clock-out; without a shift; changed by a manager; sent late from the offline app
 * with a time the server could not keep (then the server's time is the punch's).
 */
export const PUNCH_FLAGS = [
  "outside_geofence",
  "no_location",
  "missed_clock_out",
  "unscheduled",
  "edited",
  "client_time_ignored",
  "low_accuracy",
] as const;
export type PunchFlag = (typeof PUNCH_FLAGS)[number];

export const ATTENDANCE = ["on_time", "late", "no_show", "missed_clock_out", "pending"] as const;
export type Attendance = (typeof ATTENDANCE)[number];

/** An offline punch's own time is kept when it is at most this old (and not in the future). */
export const OFFLINE_MAX_AGE_MS = 12 * 3600_000;
/**
 * A punch whose client_time is more than this before the server received it is marked offline (its time is the
 * phone's word, for the approver to weigh); closer, it is a punch sent at once and its time is not worth a mark.
 */
export const OFFLINE_MARK_MS = 2 * 60_000;
/** A phone's clock may run this far ahead of the server's without its time being called "in the future". */
export const CLIENT_CLOCK_SKEW_MS = 60_000;

/** An unscheduled punch has no slot to end with: one open this long is closed by the server, at its clock-in. */
export const UNSCHEDULED_OPEN_HOURS = 16;
/** Only locations whose staff punched this recently are watched for no-shows: a business without the clock is not. */
export const NO_SHOW_WATCH_DAYS = 14;

/** Four digits at least (what staff remember), up to eight for those who want a PIN harder to guess. */
export const PIN_PATTERN = /^\d{4,8}$/;
export const PIN_MAX_DIGITS = 8;
/** Wrong PINs a kiosk takes in a minute before it locks for a minute. */
export const KIOSK_MAX_FAILURES = 5;
export const KIOSK_LOCK_MS = 60_000;
/**
 * Wrong PINs a kiosk takes in 24 hours before it locks until they age out or the owner makes a new link. Staff
 * mistype a few a day; a guesser slower than the minute's lock (one every 15 s is 5,760 a day) is cut at 20, and the
 * owner is alerted: against 50 four-digit PINs, 20 guesses find one with a chance of about 1 in 10 a day, and
 * replacing the link ends it.
 */
export const KIOSK_MAX_DAILY_FAILURES = 20;
export const KIOSK_DAY_MS = 24 * 3600_000;

export const CLOCK_MESSAGES = {
  // The contract's, letter for letter:
  tooEarly: "It is too early to clock in for this shift.",
  noShift: "You have no shift to clock in for.",
  alreadyIn: "You are already clocked in.",
  notIn: "You are not clocked in.",
  alreadyOnBreak: "You are already on a break.",
  notOnBreak: "You are not on a break.",
  notAtLocation: "You are not at the location.",
  wrongPin: "Wrong PIN.",
  // Not worded by the contract:
  clockedIn: "Clocked in.",
  breakStarted: "Break started.",
  breakEnded: "Break ended.",
  clockedOut: "Clocked out.",
  shiftOver: "This shift is over; it can no longer be clocked into.",
  notHolding: "You do not hold a position on this shift.",
  bookingNotFound: "That shift was not found.",
  beforeLast: "The time of this punch is before the previous one; check the phone's clock.",
  latitude: "The latitude must be a number from -90 to 90.",
  longitude: "The longitude must be a number from -180 to 180.",
  accuracy: "The accuracy must be a number of meters from 0 to 100000.",
  bothCoordinates: "Give both the latitude and the longitude, or neither.",
  clientTime: "The client time must be an ISO-8601 instant, e.g. 2026-11-23T14:00:00.000Z.",
  pinFormat: "The PIN must be 4 to 8 digits.",
  pinTaken: "That PIN is already in use in your business; choose another.",
  pinSaved: "Your PIN was saved.",
  pinRemoved: "Your PIN was removed.",
  kioskLocked: "Too many wrong PINs. This kiosk is locked for a minute.",
  kioskLockedToday: "Too many wrong PINs today. This kiosk is locked until the owner makes a new link.",
  kioskNotFound: "This kiosk link is no longer valid. Ask the owner for the new one.",
  kioskCreated: "The kiosk link is ready. Open it on the tablet at the location.",
  kioskRotated: "A new kiosk link was made; the old one no longer works.",
  kioskExists: "This location already has a kiosk; make a new link to replace it.",
} as const;

/** How a booking's clock-in window reads in the API's descriptions. */
export const EARLY_RULE =
  `from early_clock_in_minutes before its slot starts (earlier: 409 "${CLOCK_MESSAGES.tooEarly}") until the slot ` +
  `ends (after: 409 "${CLOCK_MESSAGES.shiftOver}").`;

const coordinate = (message: string, limit: number) =>
  z.number({ error: message }).min(-limit, message).max(limit, message).nullish();

/** An ISO instant sent by the offline app; whether it is kept is the server's call (it needs the clock). */
export const clientTimeField = z
  .string({ error: CLOCK_MESSAGES.clientTime })
  .max(40, CLOCK_MESSAGES.clientTime)
  .regex(ISO_INSTANT, { message: CLOCK_MESSAGES.clientTime, abort: true })
  .refine((v) => parseInstant(v) !== null, CLOCK_MESSAGES.clientTime)
  .transform((v) => parseInstant(v) as Date)
  .nullish();

/** Where the phone says it is, and when it took the punch (the offline app's queue). */
const punchContext = {
  latitude: coordinate(CLOCK_MESSAGES.latitude, 90),
  longitude: coordinate(CLOCK_MESSAGES.longitude, 180),
  accuracy_m: z
    .number({ error: CLOCK_MESSAGES.accuracy })
    .min(0, CLOCK_MESSAGES.accuracy)
    .max(100_000, CLOCK_MESSAGES.accuracy)
    .nullish(),
  client_time: clientTimeField,
};

const bothOrNeither = (body: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) => {
  if ((body.latitude == null) !== (body.longitude == null))
    ctx.addIssue({
      code: "custom",
      path: [body.latitude == null ? "latitude" : "longitude"],
      message: CLOCK_MESSAGES.bothCoordinates,
    });
};

/** POST /api/clock/in. */
export const clockInBody = z
  .object({ booking_id: id("booking").nullish(), location_id: id("location").nullish(), ...punchContext })
  .superRefine(bothOrNeither)
  .default({});
export type ClockInBody = z.output<typeof clockInBody>;

/** POST /api/clock/break/start, /break/end and /out: the body is optional (no body is the same as {}). */
export const clockActionBody = z.object(punchContext).superRefine(bothOrNeither).default({});
export type ClockActionBody = z.output<typeof clockActionBody>;

export const pinField = z
  .string({ error: (issue) => (issue.input === undefined ? requiredMessage("pin") : CLOCK_MESSAGES.pinFormat) })
  .regex(PIN_PATTERN, CLOCK_MESSAGES.pinFormat);

/** PUT /api/auth/pin: a PIN, or null to remove it. */
export const pinBody = z.object({ pin: pinField.nullable() });
/** Its payload: whether the user has a PIN now. */
export const pinPayload = z.object({ has_pin: z.boolean() });
/** The kiosk's four actions. */
export const kioskPunchBody = z.object({ pin: pinField });

const instant = z.string().describe("ISO-8601 UTC instant");

export const punchBreak = z.object({ start_at: instant, end_at: instant.nullable() });
export type PunchBreak = z.infer<typeof punchBreak>;

/** A punch, as every clock route answers it. */
export const punchItem = z.object({
  id: z.number(),
  employee_id: z.number(),
  booking_id: z.number().nullable(),
  location_id: z.number(),
  in_at: instant,
  out_at: instant.nullable(),
  breaks: z.array(punchBreak),
  flags: z.array(z.enum(PUNCH_FLAGS)),
  offline: z.boolean(),
  source: z.enum(PUNCH_SOURCES),
  attendance: z.enum(ATTENDANCE).nullable().describe("The booking's attendance; null for an unscheduled punch"),
});
export type PunchItem = z.infer<typeof punchItem>;

/** A position of today or tomorrow, and whether it can be clocked into now. */
export const clockBooking = z.object({
  booking_id: z.number(),
  shift_id: z.number(),
  shift_name: z.string(),
  area_role_name: z.string(),
  location_id: z.number(),
  location_name: z.string(),
  time_zone: z.string(),
  from: instant,
  to: instant,
  /** From when clock-in opens (early_clock_in_minutes before the start). */
  opens_at: instant,
  can_clock_in: z.boolean(),
  attendance: z.enum(ATTENDANCE),
});
export type ClockBooking = z.infer<typeof clockBooking>;

export const clockStatus = z.object({
  punch: punchItem.nullable(),
  on_break: z.boolean(),
  bookings: z.array(clockBooking),
  server_time: instant,
});
export type ClockStatus = z.infer<typeof clockStatus>;

/** What a location's kiosk shows: its name, and who is on shift there today (names only). */
export const kioskInfo = z.object({
  location_name: z.string(),
  time_zone: z.string(),
  on_shift_today: z.array(z.object({ name: z.string(), from: instant, to: instant, clocked_in: z.boolean() })),
});

/** The kiosk's answer to a punch: whose and what, for the tablet to greet them, never more. */
export const kioskPunchResult = z.object({
  name: z.string(),
  action: z.enum(["in", "break_start", "break_end", "out"]),
  at: instant,
});

export const kioskUrlPayload = z.object({ url: z.string() });
export const kioskState = z.object({ exists: z.boolean(), created_at: z.string().nullable() });

/** GET /api/clock/my-hours: the week (any day of it, DD-MM-YYYY) the phone calls this week; today's by default. */
export const myHoursQuery = z.object({ week: dayField("week").optional() });

const hoursWeek = z.object({
  week: z.string().describe("The week's Monday, DD-MM-YYYY"),
  scheduled_hours: z.number(),
  paid_hours: z.number(),
  overtime_hours: z.number(),
  cost: z.string().describe("The caller's own pay for these hours, before any bonus"),
});

/** The caller's hours of this week and last, at every location, each in its location's local week. */
export const myHoursPayload = z.object({ currency: z.string(), weeks: z.array(hoursWeek) });
export type MyHoursPayload = z.infer<typeof myHoursPayload>;
