import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { CLOCK_TIME, clockMinutes, clockOfMinutes, wallClockInstant } from "./availability-time";
import { parseDayMonthYear } from "./dates";
import { MAX_PAGE_SIZE } from "./enums";
import { id, optionalText } from "./fields";
import { template, term } from "./i18n/template";
import { dateIn } from "./local-time";
import { timeZoneInfo } from "./locations";
import { requiredMessage } from "./messages";
import { periodCheck, periodDays, TIMELINE_MESSAGES } from "./timelines";

// Time off (week-building.md, "Time off"): whole local days or part of one day, asked for by the employee
// and decided by another manager. Approved time off is a hard rule for every way of taking a position.

export const TIME_OFF_STATUSES = ["Pending", "Approved", "Denied", "Cancelled"] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];
export const TIME_OFF_DECISIONS = ["Approved", "Denied"] as const;

/** The longest time off one request may cover, in days (both ends included). */
export const MAX_TIME_OFF_DAYS = 62;
export const MAX_TIME_OFF_REASON = 500;
/** The widest `from`-`to` filter of the list. */
export const MAX_TIME_OFF_FILTER_DAYS = 366;

export const TIME_OFF_MESSAGES = {
  // The contract's, letter for letter:
  hasTimeOff: "The employee has approved time off at that time.",
  // Not worded by the contract:
  requested: "Time off requested.",
  approved: "Time off approved.",
  denied: "Time off denied.",
  cancelled: "Time off cancelled.",
  notFound: "Time off request not found.",
  toBeforeFrom: "The to day must be the same as or after the from day.",
  tooLong: `Time off may cover at most ${MAX_TIME_OFF_DAYS} days.`,
  ended: "This time off has already ended; ask for days from today on.",
  bothTimes: "Give both a from time and a to time, or neither for whole days.",
  oneDay: "Part of a day must be a single day: the from day and the to day must be the same.",
  timeFormat: template("The {0} time must be written as HH:mm, e.g. 09:00.", (label: string) => [term(label)], {
    remember: true,
  }),
  timeOrder: "The to time must be after the from time.",
  onlyPending: "Only a pending time off request can be decided.",
  decision: "The status must be Approved or Denied.",
  cancelOnlyOpen: "Only pending or approved time off that is not over can be cancelled.",
  cancelOnlyOwn: "Only the person who asked for this time off can cancel it.",
  status: "The status must be Pending, Approved, Denied or Cancelled.",
  filterTooLong: `The period may span at most ${MAX_TIME_OFF_FILTER_DAYS} days.`,
  releaseConflicts: "Release conflicts must be true or false.",
  /** The note on a booking released by an approval (its booking_events row). */
  releasedNote: "Released for approved time off.",
  onlyOwnOrManager: "Only the person who asked for this time off, an owner or a manager can see its conflicts.",
} as const;

const dayText = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(40, TIMELINE_MESSAGES.dateFormat(label))
    .refine((v) => parseDayMonthYear(v) !== null, TIMELINE_MESSAGES.dateFormat(label));

const timeField = (label: string) =>
  z
    .string({ error: TIME_OFF_MESSAGES.timeFormat(label) })
    .regex(CLOCK_TIME, TIME_OFF_MESSAGES.timeFormat(label))
    .nullish()
    .transform((v) => v ?? null);

/** POST /api/employee/time-off. Whether it has already ended is checked on the server (it needs the clock). */
export const timeOffBody = z
  .object({
    from_day: dayText("from day"),
    to_day: dayText("to day"),
    from_time: timeField("from"),
    to_time: timeField("to"),
    reason: optionalText("reason", MAX_TIME_OFF_REASON),
  })
  .superRefine((body, ctx) => {
    const from = typeof body.from_day === "string" ? parseDayMonthYear(body.from_day) : null;
    const to = typeof body.to_day === "string" ? parseDayMonthYear(body.to_day) : null;
    if (from && to) {
      const days = periodDays(from, to);
      if (days < 1) ctx.addIssue({ code: "custom", path: ["to_day"], message: TIME_OFF_MESSAGES.toBeforeFrom });
      else if (days > MAX_TIME_OFF_DAYS)
        ctx.addIssue({ code: "custom", path: ["to_day"], message: TIME_OFF_MESSAGES.tooLong });
      else if ((body.from_time || body.to_time) && days !== 1)
        ctx.addIssue({ code: "custom", path: ["to_day"], message: TIME_OFF_MESSAGES.oneDay });
    }
    if ((body.from_time === null) !== (body.to_time === null))
      ctx.addIssue({
        code: "custom",
        path: [body.from_time === null ? "from_time" : "to_time"],
        message: TIME_OFF_MESSAGES.bothTimes,
      });
    else if (body.from_time && body.to_time && clockMinutes(body.to_time) <= clockMinutes(body.from_time))
      ctx.addIssue({ code: "custom", path: ["to_time"], message: TIME_OFF_MESSAGES.timeOrder });
  })
  .transform((body) => ({
    ...body,
    from_day: parseDayMonthYear(body.from_day) as Temporal.PlainDate,
    to_day: parseDayMonthYear(body.to_day) as Temporal.PlainDate,
  }));
export type TimeOffBody = z.input<typeof timeOffBody>;
export type TimeOffRequest = z.output<typeof timeOffBody>;

export const timeOffQuery = z
  .object({
    status: z.enum(TIME_OFF_STATUSES, { error: TIME_OFF_MESSAGES.status }).optional(),
    employee_id: id("employee").optional(),
    /** DD-MM-YYYY: requests that reach this day or later. */
    from: dayText("from").optional(),
    /** DD-MM-YYYY: requests that start on this day or earlier. */
    to: dayText("to").optional(),
    page: z.coerce.number().int().min(1).default(1),
    length: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  })
  .superRefine(periodCheck(MAX_TIME_OFF_FILTER_DAYS, TIME_OFF_MESSAGES.filterTooLong))
  .transform((q) => ({
    ...q,
    from: q.from ? (parseDayMonthYear(q.from) ?? undefined) : undefined,
    to: q.to ? (parseDayMonthYear(q.to) ?? undefined) : undefined,
  }));
export type TimeOffQuery = z.output<typeof timeOffQuery>;
export type TimeOffQueryInput = z.input<typeof timeOffQuery>;

export const timeOffDecisionBody = z.object({
  status: z.enum(TIME_OFF_DECISIONS, { error: TIME_OFF_MESSAGES.decision }),
  note: optionalText("note", MAX_TIME_OFF_REASON),
  release_conflicts: z.boolean({ error: TIME_OFF_MESSAGES.releaseConflicts }).default(false),
});
export type TimeOffDecisionBody = z.input<typeof timeOffDecisionBody>;

const person = z.object({ id: z.number(), name: z.string() });

export const timeOffItem = z.object({
  id: z.number(),
  employee: person,
  /** DD-MM-YYYY, both included. */
  from_day: z.string(),
  to_day: z.string(),
  /** HH:mm, or null for whole days. */
  from_time: z.string().nullable(),
  to_time: z.string().nullable(),
  reason: z.string().nullable(),
  status: z.enum(TIME_OFF_STATUSES),
  /** The decider's note. */
  note: z.string().nullable(),
  /** The user who decided it. */
  decided_by: person.nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type TimeOffItem = z.infer<typeof timeOffItem>;

/** A position-holding booking of the requester that falls in the time off. */
export const timeOffConflict = z.object({
  booking_id: z.number(),
  status: z.string(),
  from: z.string(),
  to: z.string(),
  shift: z.object({ id: z.number(), name: z.string() }),
  area_role: z.object({ id: z.number(), name: z.string() }),
  location: z.object({ id: z.number(), name: z.string(), time_zone: timeZoneInfo }),
  /** True when the decision released it (release_conflicts). */
  released: z.boolean(),
});
export type TimeOffConflict = z.infer<typeof timeOffConflict>;

export const timeOffDecisionPayload = z.object({ time_off: timeOffItem, conflicts: z.array(timeOffConflict) });
/** GET /api/employee/time-off/{id}/conflicts: what an approval would clash with, before deciding. */
export const timeOffConflictsPayload = z.object({ conflicts: z.array(timeOffConflict) });
export type TimeOffDecisionPayload = z.infer<typeof timeOffDecisionPayload>;

export type TimeOffDays = {
  fromDay: Temporal.PlainDate;
  toDay: Temporal.PlainDate;
  fromTime: string | null;
  toTime: string | null;
};

/**
 * The instants a time off covers on the wall clock of `timeZone` (the location of the shift it is compared
 * with): whole days from 00:00 of the first to 00:00 after the last, or the times of its one day.
 */
export function timeOffSpan(timeOff: TimeOffDays, timeZone: string): { from: Date; to: Date } {
  if (timeOff.fromTime && timeOff.toTime)
    return {
      from: wallClockInstant(timeOff.fromDay, clockMinutes(timeOff.fromTime), timeZone),
      to: wallClockInstant(timeOff.fromDay, clockMinutes(timeOff.toTime), timeZone),
    };
  return {
    from: new Date(timeOff.fromDay.toZonedDateTime({ timeZone }).epochMilliseconds),
    to: new Date(timeOff.toDay.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds),
  };
}

/** Whether a slot [from, to) overlaps any of the time offs, read in the slot's location's zone. */
export const overlapsTimeOff = (
  timeOffs: readonly TimeOffDays[],
  slot: { from: Date; to: Date },
  timeZone: string,
): boolean =>
  timeOffs.some((t) => {
    const span = timeOffSpan(t, timeZone);
    return span.from.getTime() < slot.to.getTime() && slot.from.getTime() < span.to.getTime();
  });

/**
 * The earliest date anywhere on Earth (UTC-12). A time off is over once its last day has ended there too: it
 * has then ended in every location's zone, whichever one the employee works in.
 */
export const earliestToday = (now: Date): Temporal.PlainDate => dateIn(now, "Etc/GMT+12");

export const timeOffIsOver = (toDay: Temporal.PlainDate, now: Date): boolean =>
  Temporal.PlainDate.compare(toDay, earliestToday(now)) < 0;

/** The stored columns of a time off that say when it is (days as 'YYYY-MM-DD', times as minutes). */
export type StoredTimeOff = { fromDay: string; toDay: string; fromMinute: number | null; toMinute: number | null };

const clockOrNull = (minutes: number | null) => (minutes === null ? null : clockOfMinutes(minutes));

/** A stored time off's days and times as the rules here (timeOffSpan, overlapsTimeOff) take them. */
export function timeOffDays(row: StoredTimeOff): TimeOffDays {
  return {
    fromDay: Temporal.PlainDate.from(row.fromDay),
    toDay: Temporal.PlainDate.from(row.toDay),
    fromTime: clockOrNull(row.fromMinute),
    toTime: clockOrNull(row.toMinute),
  };
}
