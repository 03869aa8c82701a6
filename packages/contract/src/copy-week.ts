import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { parseDayMonthYear } from "./dates";
import { changePreview } from "./fair-workweek/changes";
import { id } from "./fields";
import { choice, clauses, type Message, plural, type Said } from "./i18n/template";
import { mondayOf } from "./local-time";
import { MESSAGES } from "./messages";
import { dayField } from "./timelines";

// Copy a week (week-building.md, "Copy a week"): a location's shifts of one local week (Monday start) copied into
// the next week or weeks at the same wall-clock times, optionally with the same people. The rules a client can
// check without the clock live here; the server adds the ones that need it (a week already over).

/** The most weeks one copy may fill. */
export const MAX_COPY_WEEKS = 8;
/** The most shifts one copy may make (source shifts times weeks): one transaction stays a few seconds at most. */
export const MAX_COPY_SHIFTS = 2_000;

const thousands = (n: number) => n.toLocaleString("en-US");
const assignmentCount = plural<[n: number]>({ one: "{0} assignment", other: "{0} assignments" });

export const COPY_WEEK_MESSAGES = {
  locationNotFound: MESSAGES.locationNotFound,
  weeks: `The number of weeks must be a whole number from 1 to ${MAX_COPY_WEEKS}.`,
  withAssignments: "Copy the people too must be true or false.",
  dryRun: "Dry run must be true or false.",
  intoItself: "The weeks copied into cannot include the week copied from.",
  // A copy lands at wall-clock times in those weeks; a week wholly in the past can hold no new shift.
  weekOver: "That week is already over; choose a week from this week on.",
  tooManyShifts: `A copy can make at most ${thousands(MAX_COPY_SHIFTS)} shifts (the week's shifts times the number of weeks).`,
  /** Shown by the preview instead of the summary when the week copied from is empty. */
  nothingToCopy: "The week copied from has no shifts at this location.",
  /** The clauses of copyWeekSummary: the preview's (will ...) and the result's (did ...). */
  summary: {
    willCreate: plural<[shifts: number]>({ one: "Will create {0} shift", other: "Will create {0} shifts" }),
    created: plural<[shifts: number]>({ one: "Created {0} shift", other: "Created {0} shifts" }),
    willCreateWith: plural(
      { one: "Will create {0} shift and {1}", other: "Will create {0} shifts and {1}" },
      (shifts: number, assignments: number) => [shifts, assignmentCount.said(assignments)],
    ),
    createdWith: plural(
      { one: "Created {0} shift and {1}", other: "Created {0} shifts and {1}" },
      (shifts: number, assignments: number) => [shifts, assignmentCount.said(assignments)],
    ),
    assignments: assignmentCount,
    willSkipExisting: plural<[n: number]>({
      one: "skip {0} shift that already exists",
      other: "skip {0} shifts that already exist",
    }),
    skippedExisting: plural<[n: number]>({
      one: "skipped {0} shift that already exists",
      other: "skipped {0} shifts that already exist",
    }),
    willSkipPast: plural<[n: number]>({
      one: "skip {0} shift that would start in the past",
      other: "skip {0} shifts that would start in the past",
    }),
    skippedPast: plural<[n: number]>({
      one: "skipped {0} shift that would start in the past",
      other: "skipped {0} shifts that would start in the past",
    }),
    cannotCopy: plural<[n: number]>({
      one: "{0} assignment can't be copied",
      other: "{0} assignments can't be copied",
    }),
    couldNotCopy: plural<[n: number]>({
      one: "{0} assignment couldn't be copied",
      other: "{0} assignments couldn't be copied",
    }),
    /** The clauses as one sentence, ending in a colon when the list of assignments not copied follows it. */
    sentence: choice(
      { end: "{0}.", listFollows: "{0}:" },
      (_clauses: readonly Message[], listFollows: boolean) => (listFollows ? "listFollows" : "end"),
      (parts) => [clauses(parts)],
    ),
  },
} as const;

/** POST /api/shift/copy-week. Days are DD-MM-YYYY, any day of the week meant, read in the location's zone. */
export const copyWeekBody = z
  .object({
    location_id: id("location"),
    from_week: dayField("from week"),
    to_week: dayField("to week"),
    weeks: z
      .number({ error: COPY_WEEK_MESSAGES.weeks })
      .int(COPY_WEEK_MESSAGES.weeks)
      .min(1, COPY_WEEK_MESSAGES.weeks)
      .max(MAX_COPY_WEEKS, COPY_WEEK_MESSAGES.weeks)
      .default(1),
    with_assignments: z.boolean({ error: COPY_WEEK_MESSAGES.withAssignments }).default(false),
    dry_run: z.boolean({ error: COPY_WEEK_MESSAGES.dryRun }).default(false),
  })
  .superRefine((body, ctx) => {
    const from = typeof body.from_week === "string" ? parseDayMonthYear(body.from_week) : null;
    const to = typeof body.to_week === "string" ? parseDayMonthYear(body.to_week) : null;
    const weeks = typeof body.weeks === "number" && Number.isInteger(body.weeks) ? body.weeks : 1;
    if (from && to && targetMondays(to, weeks).some((m) => m.equals(mondayOf(from))))
      ctx.addIssue({ code: "custom", path: ["to_week"], message: COPY_WEEK_MESSAGES.intoItself });
  });
export type CopyWeekBody = z.input<typeof copyWeekBody>;

/** The Mondays of the weeks a copy fills: the week of `toWeek` and the `weeks - 1` after it. */
export const targetMondays = (toWeek: Temporal.PlainDate, weeks: number): Temporal.PlainDate[] =>
  Array.from({ length: weeks }, (_, i) => mondayOf(toWeek).add({ days: 7 * i }));

/**
 * An instant moved by whole local days in a zone, keeping its wall-clock time: 17:00 EST is 17:00 EDT a week
 * later. A time the clocks skip on the new day is read as the rest of the product reads it ('compatible': an hour
 * later on the new clock, 02:30 becomes 03:30); a repeated time is its first occurrence.
 */
export function sameWallClock(at: Date, timeZone: string, days: number): Date {
  const local = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDateTime();
  const moved = local.add({ days }).toZonedDateTime(timeZone, { disambiguation: "compatible" });
  return new Date(moved.epochMilliseconds);
}

/**
 * A shift's copy `days` later at the same wall-clock start and end. Should the end land at or before the start (a
 * shift inside the repeated hour of an autumn night, copied to a plain day), the copy keeps the real length.
 */
export function copiedTimes(from: Date, to: Date, timeZone: string, days: number): { from: Date; to: Date } {
  const start = sameWallClock(from, timeZone, days);
  const end = sameWallClock(to, timeZone, days);
  if (end.getTime() > start.getTime()) return { from: start, to: end };
  return { from: start, to: new Date(start.getTime() + (to.getTime() - from.getTime())) };
}

const instant = z.string().describe("ISO-8601 UTC instant");

/** A booking of the week copied from that was not copied, and why. */
export const copyWeekSkippedAssignment = z.object({
  employee_id: z.number(),
  /** The start of the copy's slot the booking would have had (UTC). */
  from: instant,
  /** One of the auto-fill apply's reasons (AUTO_FILL_MESSAGES.skipped). */
  reason: z.string(),
  // For the preview to name things:
  employee_name: z.string(),
  to: instant,
  shift_name: z.string(),
  area_role_name: z.string(),
});
export type CopyWeekSkippedAssignment = z.infer<typeof copyWeekSkippedAssignment>;

export const copyWeekPayload = z.object({
  /** Shifts made (or, on a dry run, that would be made). */
  created: z.number(),
  /** Copies not made because a shift of that name already starts at that local time at the location. */
  skipped_duplicates: z.number(),
  /** Bookings copied as Accepted. */
  assignments_copied: z.number(),
  assignments_skipped: z.array(copyWeekSkippedAssignment),
  // Beyond the contract's fields:
  /** Copies not made because they would start before now (a copy into the week in progress). */
  skipped_past: z.number(),
  /** Shifts of the week copied from. */
  source_shifts: z.number(),
  /** The Mondays (DD-MM-YYYY) of the weeks copied into. */
  weeks: z.array(z.string()),
  /** The copies are drafts (the work rule draft_weeks): staff see them once their week is published. */
  drafts: z.boolean(),
  dry_run: z.boolean(),
  /** The location's IANA zone, in which every week and time above is read. */
  time_zone: z.string(),
  /**
   * On a dry run: the change log's rows the copy would write (the positions it fills on posted shifts), with their
   * predictability pay and its total (fair-workweek.md). Absent on a real copy.
   */
  predictability: changePreview.optional(),
});
export type CopyWeekPayload = z.infer<typeof copyWeekPayload>;

/**
 * What a copy does, in one sentence: the preview's ("Will create ...") or the result's ("Created ..."). With
 * `listFollows` it ends in a colon, for the list of assignments that can't be copied shown under it.
 */
export function copyWeekSummarySaid(p: CopyWeekPayload, listFollows = false): Said {
  const s = COPY_WEEK_MESSAGES.summary;
  const future = p.dry_run;
  const parts = [
    p.assignments_copied
      ? (future ? s.willCreateWith : s.createdWith).said(p.created, p.assignments_copied)
      : (future ? s.willCreate : s.created).said(p.created),
  ];
  if (p.skipped_duplicates) parts.push((future ? s.willSkipExisting : s.skippedExisting).said(p.skipped_duplicates));
  if (p.skipped_past) parts.push((future ? s.willSkipPast : s.skippedPast).said(p.skipped_past));
  const n = p.assignments_skipped.length;
  if (n) parts.push((future ? s.cannotCopy : s.couldNotCopy).said(n));
  return s.sentence.said(parts, n > 0 && listFollows);
}

/** The summary in English. */
export const copyWeekSummary = (p: CopyWeekPayload, listFollows = false): string =>
  copyWeekSummarySaid(p, listFollows).toString();
