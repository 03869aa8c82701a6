import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { CLOCK_TIME, clockOfMinutes, windowMinutes, windowOn } from "./availability-time";
import { dateIn } from "./local-time";

export { clockOfMinutes };

import { parseDayMonthYear } from "./dates";
import { id } from "./fields";
import { requiredMessage } from "./messages";
import { timeOffItem } from "./time-off";
import { periodCheck, TIMELINE_MESSAGES } from "./timelines";

// An employee's weekly availability pattern and how well a slot fits it (week-building.md, "Availability
// (weekly pattern)" and "Who fits"), once, for the server, the Assign modal and auto-fill alike.

/** `prefer_not` is a soft avoid: they can work then but would rather not (below available, above unavailable). */
export const AVAILABILITY_KINDS = ["available", "preferred", "prefer_not", "unavailable"] as const;
export type AvailabilityKind = (typeof AVAILABILITY_KINDS)[number];

/** A slot's fit, in the order candidates are listed (best first). */
export const AVAILABILITY_FITS = ["preferred", "available", "unknown", "prefer_not", "unavailable"] as const;
export type AvailabilityFit = AvailabilityKind | "unknown";

/** Badge text of each fit in the Assign modal and the candidate list. */
export const FIT_LABELS: Record<AvailabilityFit, string> = {
  preferred: "Preferred",
  available: "Available",
  prefer_not: "Prefer not",
  unavailable: "Unavailable",
  unknown: "Unknown",
};

/** Sorts fits best first (for the candidate order): preferred, available, unknown, prefer_not, unavailable. */
export const compareFits = (a: AvailabilityFit, b: AvailabilityFit): number =>
  AVAILABILITY_FITS.indexOf(a) - AVAILABILITY_FITS.indexOf(b);

/** 12 windows a day is more than any real pattern; the cap keeps a PUT and the overlap check small. */
export const MAX_AVAILABILITY_RULES = 7 * 12;

/** The whole day: `to` equal to `from` is 24 hours, so 00:00-00:00 is the weekday from midnight to midnight. */
export const ALL_DAY = { from: "00:00", to: "00:00" } as const;

export const AVAILABILITY_MESSAGES = {
  overlap: "Availability windows cannot overlap.",
  // Not worded by the contract:
  weekdayInvalid: "The weekday must be a whole number from 1 (Monday) to 7 (Sunday).",
  fromInvalid: "The from time must be written as HH:mm, e.g. 09:00.",
  toInvalid: "The to time must be written as HH:mm, e.g. 17:00 (00:00 for midnight).",
  kindInvalid: "The kind must be available, preferred, prefer_not or unavailable.",
  ruleInvalid: "Each availability window must have a weekday, from, to and kind.",
  rulesInvalid: "The rules must be a list of availability windows.",
  tooManyRules: `An availability pattern may have at most ${MAX_AVAILABILITY_RULES} windows.`,
  updated: "Availability updated successfully.",
} as const;

/** A missing field is "required"; a field of the wrong kind gets the message that says what it should be. */
const fieldError = (label: string, invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? requiredMessage(label) : invalid;

const clockTime = (label: string, invalid: string) =>
  z.string({ error: fieldError(label, invalid) }).regex(CLOCK_TIME, invalid);

/**
 * One window of the weekly pattern. It belongs to the weekday it starts on: a `to` at or before `from` ends
 * past midnight on the next day (22:00-02:00 is Monday night when `weekday` is 1), and `to` equal to `from`
 * is 24 hours (see ALL_DAY).
 */
export const availabilityRule = z.object(
  {
    weekday: z
      .number({ error: fieldError("weekday", AVAILABILITY_MESSAGES.weekdayInvalid) })
      .int(AVAILABILITY_MESSAGES.weekdayInvalid)
      .min(1, AVAILABILITY_MESSAGES.weekdayInvalid)
      .max(7, AVAILABILITY_MESSAGES.weekdayInvalid),
    from: clockTime("from", AVAILABILITY_MESSAGES.fromInvalid),
    to: clockTime("to", AVAILABILITY_MESSAGES.toInvalid),
    kind: z.enum(AVAILABILITY_KINDS, { error: fieldError("kind", AVAILABILITY_MESSAGES.kindInvalid) }),
  },
  { error: AVAILABILITY_MESSAGES.ruleInvalid },
);
export type AvailabilityRule = z.infer<typeof availabilityRule>;

type WeekdayWindow = Pick<AvailabilityRule, "weekday" | "from" | "to">;

/**
 * Indexes of the windows that overlap a window listed before them on the same weekday (each reported once,
 * so the form marks the one the person added last). Windows of different weekdays are never compared, as
 * the contract asks: Monday 22:00-02:00 and Tuesday 01:00-03:00 are both accepted.
 */
export function overlappingRuleIndexes(rules: readonly WeekdayWindow[]): number[] {
  const spans = rules.map((rule) => ({ weekday: rule.weekday, ...windowMinutes(rule) }));
  return spans.flatMap((later, index) =>
    spans
      .slice(0, index)
      .some((earlier) => earlier.weekday === later.weekday && earlier.start < later.end && later.start < earlier.end)
      ? [index]
      : [],
  );
}

/** PUT /api/employee/availability: the whole pattern, replacing the old one (empty clears it). */
export const availabilityBody = z
  .object({
    employee_id: id("employee").optional(),
    rules: z
      .array(availabilityRule, { error: fieldError("rules", AVAILABILITY_MESSAGES.rulesInvalid) })
      .max(MAX_AVAILABILITY_RULES, AVAILABILITY_MESSAGES.tooManyRules),
  })
  .superRefine((body, ctx) => {
    for (const index of overlappingRuleIndexes(body.rules))
      ctx.addIssue({ code: "custom", message: AVAILABILITY_MESSAGES.overlap, path: ["rules", index] });
  });
export type AvailabilityBody = z.input<typeof availabilityBody>;
export type AvailabilityPattern = z.output<typeof availabilityBody>;

export type FitSlot = { from: Date; to: Date };

/**
 * How a slot fits a weekly pattern, read on the wall clock of `timeZone` (the location's zone):
 * - `unavailable` when it overlaps an `unavailable` window: one of its start day, one of the day before that
 *   runs past midnight into it, or one of a later day it runs into;
 * - `prefer_not` otherwise when it overlaps a `prefer_not` window (the same days), even partly, and the windows
 *   together (any kind but unavailable) cover the whole slot, or its start weekday has no available/preferred
 *   windows: an hour they would rather not work spoils the slot, yet it is a soft avoid, never a reason to ask
 *   before assigning;
 * - `preferred` / `available` when it lies wholly inside a window of that kind, from its start day or from
 *   the day before past midnight (a slot Tuesday 00:30-01:30 is inside Monday 22:00-02:00);
 * - `unavailable` when its start weekday has `available`/`preferred` windows and it is inside none of them (nor,
 *   touching a `prefer_not` window, covered by the windows together);
 * - `unknown` otherwise: no windows that weekday, or only `unavailable` / `prefer_not` ones it does not touch
 *   (the employee said when they cannot or would rather not work, not when they can).
 * Windows become instants on each local date (windowOn), so a clock change does not shift them.
 */
export function slotFit(rules: readonly AvailabilityRule[], slot: FitSlot, timeZone: string): AvailabilityFit {
  const from = slot.from.getTime();
  const to = slot.to.getTime();
  if (!(to > from)) throw new RangeError("to must be after from");
  const firstDay = dateIn(slot.from, timeZone);
  // The day before is read for windows running past midnight into the slot; later days for those it runs into.
  const spans = patternSpans(rules, firstDay.subtract({ days: 1 }), dateIn(slot.to, timeZone), timeZone);
  return fitAmongSpans(spans, from, to, saysWhenAvailable(rules, firstDay.dayOfWeek));
}

/** A window of a pattern placed on a local date: epoch milliseconds [from, to). */
export type PatternSpan = { from: number; to: number; kind: AvailabilityKind };

/**
 * The pattern's windows as instants on each local date from `first` to `last` (both included), for reading
 * many slots of a period against one pattern. `place` may be a cached windowOn.
 */
export function patternSpans(
  rules: readonly AvailabilityRule[],
  first: Temporal.PlainDate,
  last: Temporal.PlainDate,
  timeZone: string,
  place: typeof windowOn = windowOn,
): PatternSpan[] {
  const spans: PatternSpan[] = [];
  for (let day = first; Temporal.PlainDate.compare(day, last) <= 0; day = day.add({ days: 1 })) {
    for (const rule of rules) {
      if (rule.weekday !== day.dayOfWeek) continue;
      const span = place(rule, day, timeZone);
      if (span) spans.push({ from: span.from.getTime(), to: span.to.getTime(), kind: rule.kind });
    }
  }
  return spans;
}

/**
 * Whether the pattern has available or preferred windows on the weekday (1 Monday .. 7 Sunday): only those
 * say when someone can work, so outside them is unavailable. Unavailable and prefer_not windows do not.
 */
export const saysWhenAvailable = (rules: readonly AvailabilityRule[], weekday: number): boolean =>
  rules.some((rule) => rule.weekday === weekday && (rule.kind === "available" || rule.kind === "preferred"));

/**
 * slotFit's rule on placed windows (which must include those of the slot's start day, the day before and
 * every day it runs into; others cannot touch it). `startDaySaysAvailable`: saysWhenAvailable of its start weekday.
 */
export function fitAmongSpans(
  spans: readonly PatternSpan[],
  from: number,
  to: number,
  startDaySaysAvailable: boolean,
): AvailabilityFit {
  let inside: "preferred" | "available" | null = null;
  let preferNot = false;
  for (const span of spans) {
    const overlaps = span.from < to && from < span.to;
    if (span.kind === "unavailable") {
      if (overlaps) return "unavailable";
    } else if (span.kind === "prefer_not") preferNot ||= overlaps;
    else if (span.from <= from && to <= span.to && inside !== "preferred") inside = span.kind;
  }
  if (!preferNot) return inside ?? (startDaySaysAvailable ? "unavailable" : "unknown");
  // Touching a "prefer not" window: workable, reluctantly, where windows cover the whole slot (available in the
  // morning, rather not after noon); a part outside every window is unavailable on a day that says when they work.
  return coveredByWindows(spans, from, to) || !startDaySaysAvailable ? "prefer_not" : "unavailable";
}

/** Whether the available, preferred and "prefer not" windows together cover from..to. */
function coveredByWindows(spans: readonly PatternSpan[], from: number, to: number): boolean {
  const open = spans.filter((s) => s.kind !== "unavailable" && s.from < to && from < s.to);
  open.sort((a, b) => a.from - b.from);
  let reached = from;
  for (const span of open) {
    if (span.from > reached) return false;
    reached = Math.max(reached, span.to);
    if (reached >= to) return true;
  }
  return reached >= to;
}

// --- Reading a pattern, and the team's patterns for the manager's employee timeline ---

/** GET /api/employee/availability: the caller's own pattern without `employee_id`. */
export const availabilityQuery = z.object({ employee_id: id("employee").optional() });
export type AvailabilityQuery = z.input<typeof availabilityQuery>;

/** One employee's whole pattern, sorted by weekday, then `from`. */
export const availabilityPayload = z.object({ employee_id: z.number(), rules: z.array(availabilityRule) });
export type AvailabilityPayload = z.infer<typeof availabilityPayload>;

/** The most employees one team read covers: a page of the timeline at its largest. */
export const MAX_TEAM_AVAILABILITY_EMPLOYEES = 100;

export const TEAM_AVAILABILITY_MESSAGES = {
  employeeIds: `The employee ids must be a comma-separated list of 1 to ${MAX_TEAM_AVAILABILITY_EMPLOYEES} ids.`,
} as const;

/** `employee_id=1,2,3` (or repeated): required, 1 to MAX_TEAM_AVAILABILITY_EMPLOYEES ids, duplicates dropped. */
const employeeIdList = z.preprocess(
  (v) => {
    if (v === undefined || v === null) return undefined;
    const parts = (Array.isArray(v) ? v : [v]).flatMap((p) => String(p).split(","));
    return parts.map((p) => p.trim()).filter((p) => p !== "");
  },
  z
    .array(id("employee"), {
      error: (issue) =>
        issue.input === undefined ? requiredMessage("employee id") : TEAM_AVAILABILITY_MESSAGES.employeeIds,
    })
    .min(1, TEAM_AVAILABILITY_MESSAGES.employeeIds)
    .max(MAX_TEAM_AVAILABILITY_EMPLOYEES, TEAM_AVAILABILITY_MESSAGES.employeeIds)
    .transform((ids) => [...new Set(ids)]),
);

const periodDay = (label: string) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(40, TIMELINE_MESSAGES.dateFormat(label))
    .refine((v) => parseDayMonthYear(v) !== null, TIMELINE_MESSAGES.dateFormat(label));

/**
 * GET /api/employee/availability/team: the patterns and approved time off of the employees on the timeline,
 * over the timeline's period (the same period rules: DD-MM-YYYY, at most MAX_PERIOD_DAYS days).
 */
export const teamAvailabilityQuery = z
  .object({ employee_id: employeeIdList, from: periodDay("from"), to: periodDay("to") })
  .superRefine(periodCheck())
  .transform((q) => ({
    ...q,
    from: parseDayMonthYear(q.from) as Temporal.PlainDate,
    to: parseDayMonthYear(q.to) as Temporal.PlainDate,
  }));
export type TeamAvailabilityQuery = z.output<typeof teamAvailabilityQuery>;
export type TeamAvailabilityQueryInput = z.input<typeof teamAvailabilityQuery>;

/** Per employee asked for (another business's ids are left out): the pattern and the approved time off in the period. */
export const teamAvailabilityItem = z.object({
  employee_id: z.number(),
  rules: z.array(availabilityRule),
  time_off: z.array(timeOffItem),
});
export type TeamAvailabilityItem = z.infer<typeof teamAvailabilityItem>;
export const teamAvailabilityPayload = z.object({ data: z.array(teamAvailabilityItem) });
export type TeamAvailabilityPayload = z.infer<typeof teamAvailabilityPayload>;

export const AVAILABILITY_ACCESS_MESSAGES = {
  onlyOwn: "A team member can only see and change their own availability.",
} as const;
