import { z } from "zod";
import type { AvailabilityFit } from "./availability";
import { id } from "./fields";
import type { CandidateFit } from "./fit";
import { amount, choice, items, type Message, plural, template, term } from "./i18n/template";
import { MESSAGES, requiredMessage } from "./messages";
import { TIME_OFF_MESSAGES } from "./time-off";
import { dayField, periodCheck } from "./timelines";

// Auto-fill (week-building.md, "Auto-fill"): a proposal that fills a location's open positions for a period,
// solved as a mixed-integer program, with reasons a manager can check; then apply and undo.

/** The longest period one auto-fill may cover. */
export const MAX_AUTO_FILL_DAYS = 14;
/** The most proposals one apply may book (a 14-day period of a large location stays well under it). */
export const MAX_APPLY_ASSIGNMENTS = 10_000;
/** The most open positions (slot and role pairs) one preview reads: a location's busiest fortnight stays well under it. */
export const MAX_AUTO_FILL_POSITIONS = 20_000;

/**
 * What auto-fill maximises, in order, each level only among the schedules best at the levels before it
 * (lexicographic, issue 35): first the positions filled, proven maximal; then the fewest assignments on a
 * "prefer not" window; then the weights below. Filling a position outweighs everything else one position can
 * change; a preferred slot outweighs the fairness cost of its hours; the Premium bonus and hours near the maximum
 * only break ties. Fairness is a convex cost of each employee's hours over the period asked for, per hour, rising
 * by quarters of their maximum for that period: whoever is far above their share pays more for one more hour than
 * someone far below, so hours spread across the whole period. Cost comes after fairness (time-and-cost.md): an
 * hour at the dearest rate among the candidates weighs `costPerHourAtTopRate`, below the smallest step of
 * fairness per hour (1) and, for any slot of up to a day, below the step between two fits (30), so of two equally
 * good schedules the cheaper wins and cost never undoes a preference or a fair spread.
 */
export const AUTO_FILL_WEIGHTS = {
  fill: 1000,
  fit: { preferred: 60, available: 30, unknown: 0, prefer_not: -30 } satisfies Record<
    Exclude<AvailabilityFit, "unavailable">,
    number
  >,
  /** Cost per hour in each quarter of the employee's maximum for the period (held hours included). */
  fairnessPerHour: [0, 1, 2, 3],
  /** Extra cost per hour beyond this share of the weekly maximum ("hours near the maximum"), per local week. */
  nearMaxShare: 0.875,
  nearMaxPerHour: 1,
  /** Cost per dollar of Premium bonus given. */
  premiumPerDollar: 0.02,
  /** Cost per hour at the highest hourly rate of the instance's candidates; other rates in proportion. */
  costPerHourAtTopRate: 0.5,
} as const;

/**
 * The weight of a candidate's wage in the objective: their rate's share of the top rate, times hours. Someone
 * without a rate counts at the average of those with one, so having no wage recorded is neither an advantage
 * nor a penalty; with no rate at all, cost plays no part.
 */
export function wageWeight(rateCents: number | null, hours: number, rates: { top: number; average: number }): number {
  if (rates.top <= 0) return 0;
  const rate = rateCents ?? rates.average;
  return (AUTO_FILL_WEIGHTS.costPerHourAtTopRate * hours * rate) / rates.top;
}

/**
 * The weight of pay owed for an assignment beyond its wage (the predictability pay of filling a posted position under
 * a rule pack, fair-workweek.md), on the wage's scale: cents worth an hour at the top rate weigh as that hour does.
 */
export function payWeight(cents: number, rates: { top: number }): number {
  if (rates.top <= 0) return 0;
  return (AUTO_FILL_WEIGHTS.costPerHourAtTopRate * cents) / rates.top;
}

/**
 * The solver's limits. It first proves the most positions that can be filled (and the fewest "prefer not"
 * assignments among those), then improves the rest of the objective until its proven bound is within
 * `qualityGap` points of what it found (a third of the step between two fits), or neither moved for
 * `stallSeconds`. Everything, the heuristic start included, stops at `timeLimitSeconds` (more for a group's week of
 * thousands of positions, up to `maxTimeLimitSeconds`); a proposal whose proof was cut short says so in `notice`.
 */
export const AUTO_FILL_SOLVER = {
  timeLimitSeconds: 6,
  /** Past this many open positions, each thousand more adds extraSecondsPerThousand, up to maxTimeLimitSeconds. */
  extraFromPositions: 1000,
  extraSecondsPerThousand: 1,
  maxTimeLimitSeconds: 10,
  qualityGap: 10,
  stallSeconds: 1,
} as const;

/** The time limit of a proposal over `openPositions`: the base, and more for a group's week of thousands. */
export function autoFillTimeLimitSeconds(
  openPositions: number,
  limits: Record<
    "timeLimitSeconds" | "extraFromPositions" | "extraSecondsPerThousand" | "maxTimeLimitSeconds",
    number
  > = AUTO_FILL_SOLVER,
): number {
  const extra = (Math.max(0, openPositions - limits.extraFromPositions) / 1000) * limits.extraSecondsPerThousand;
  return Math.min(limits.maxTimeLimitSeconds, limits.timeLimitSeconds + extra);
}

/** `none`: no open position had a candidate, so there was nothing to solve. */
export const AUTO_FILL_SOLVERS = ["highs", "greedy", "none"] as const;
export type AutoFillSolverName = (typeof AUTO_FILL_SOLVERS)[number];

export const AUTO_FILL_MESSAGES = {
  periodTooLong: `Auto-fill covers at most ${MAX_AUTO_FILL_DAYS} days.`,
  tooManyPositions: `The period has more than ${MAX_AUTO_FILL_POSITIONS.toLocaleString("en-US")} open positions; choose a shorter period.`,
  busy: "Auto-fill is busy with other schedules; try again in a moment.",
  locationNotFound: MESSAGES.locationNotFound,
  proposed: plural<[n: number]>({ one: "{0} position can be filled.", other: "{0} positions can be filled." }),
  applied: plural<[n: number]>({ one: "{0} assignment booked.", other: "{0} assignments booked." }),
  noAssignments: "Choose at least one assignment to apply.",
  tooManyAssignments: `At most ${MAX_APPLY_ASSIGNMENTS.toLocaleString("en-US")} assignments can be applied at once.`,
  duplicateAssignment: "The same assignment is listed twice.",
  undone: plural<[n: number]>({ one: "{0} booking released.", other: "{0} bookings released." }),
  applyNotFound: "That auto-fill was not found.",
  alreadyUndone: "That auto-fill was already undone.",
  // Why an apply skipped a proposal (it is booked "each on its own": the others still go through).
  skipped: {
    slotFull: "Someone else took the position meanwhile.",
    overlaps: "The employee now holds an overlapping position.",
    inSlot: "The employee already has a request or position in this slot.",
    timeOff: TIME_OFF_MESSAGES.hasTimeOff,
    notFound: "The shift, slot or role no longer exists.",
    employee: "The employee is no longer active with that role.",
    unavailable: "The employee is now unavailable at that time.",
    overMax: "It would now take the employee over their weekly maximum.",
    rest: "It would now leave the employee too little rest between days.",
    dayShifts: "It would now give the employee too many shifts that day.",
    started: "The shift has already started.",
  },
  // Why an undo kept a booking.
  changedSince: "It changed after auto-fill booked it.",
  /** The note on the booking event of a release by undo. */
  undoNote: "Released by undoing an auto-fill.",
  solverFallback:
    "The solver did not finish; this proposal comes from a simpler method and may not be the best possible.",
  /** The proof of the most positions that can be filled was cut short (the time limit, or a search gone still). */
  fillUnproven:
    "Auto-fill could not prove in its time that no schedule fills more positions; a shorter period may let it.",
  /** The fill is proven maximal; the time limit stopped the search for a better choice of who. */
  qualityUnproven:
    "Auto-fill reached its time limit: no schedule fills more positions, but a better choice of who may exist.",
} as const;

/** Why apply skipped a proposal. */
export type AutoFillSkipReason = (typeof AUTO_FILL_MESSAGES.skipped)[keyof typeof AUTO_FILL_MESSAGES.skipped];

/** The work rule a fit re-read at apply breaks, as apply's skip reason (in the order a manager reads them), or null. */
export function skipReasonOfFit(fit: CandidateFit): AutoFillSkipReason | null {
  if (fit.availability === "unavailable") return AUTO_FILL_MESSAGES.skipped.unavailable;
  if (fit.over_max) return AUTO_FILL_MESSAGES.skipped.overMax;
  if (!fit.rest_ok) return AUTO_FILL_MESSAGES.skipped.rest;
  if (!fit.day_shifts_ok) return AUTO_FILL_MESSAGES.skipped.dayShifts;
  return null;
}

/** POST /api/schedule/auto-fill: DD-MM-YYYY days in the location's zone, both included. */
export const autoFillBody = z
  .object({ location_id: id("location"), from: dayField("from"), to: dayField("to") })
  .superRefine(periodCheck(MAX_AUTO_FILL_DAYS, AUTO_FILL_MESSAGES.periodTooLong));
export type AutoFillBody = z.input<typeof autoFillBody>;

const instant = z.string().describe("ISO-8601 UTC instant");

export const autoFillAssignment = z.object({
  shift_id: z.number(),
  slot_id: z.number(),
  area_role_id: z.number(),
  /** The role's name, for the preview. */
  area_role_name: z.string(),
  shift_name: z.string(),
  employee_id: z.number(),
  employee_name: z.string(),
  from: instant,
  to: instant,
  reasons: z.array(z.string()),
});
export type AutoFillAssignment = z.infer<typeof autoFillAssignment>;

export const autoFillUnfilled = z.object({
  shift_id: z.number(),
  slot_id: z.number(),
  area_role_id: z.number(),
  area_role_name: z.string(),
  shift_name: z.string(),
  from: instant,
  to: instant,
  /** Positions of this slot and role left open. */
  missing: z.number(),
  reasons: z.array(z.string()),
});
export type AutoFillUnfilled = z.infer<typeof autoFillUnfilled>;

export const autoFillStats = z.object({
  /** Open positions in the period before the proposal. */
  open_positions: z.number(),
  filled: z.number(),
  /** The most positions any schedule can fill, proven; null when the time limit stopped the proof. */
  max_fill: z.number().nullable(),
  /** Assignments on a "prefer not" window: the fewest possible among schedules filling as many. */
  prefer_not: z.number(),
  objective: z.number(),
  /**
   * A proven upper bound on the objective of any schedule filling as many positions with as few "prefer not"
   * assignments (equal to it when optimal); without a proof, every open position filled at the best fit.
   */
  bound: z.number(),
  /** (bound - objective) / |objective|: 0 when proven optimal. */
  gap: z.number(),
  solver: z.enum(AUTO_FILL_SOLVERS),
  solve_ms: z.number(),
});
export type AutoFillStats = z.infer<typeof autoFillStats>;

/** What the proposal adds to the labour cost, for those who see money (time-and-cost.md, "Labour cost"). */
export const autoFillCost = z.object({
  currency: z.string(),
  /** Scheduled cost with the proposal minus without it (wages, overtime and Premium bonuses), e.g. "412.50". */
  added_cost: z.string(),
  /** Proposed assignments of employees with no rate in force: their hours add no cost. */
  unpriced_assignments: z.number(),
});
export type AutoFillCost = z.infer<typeof autoFillCost>;

export const autoFillPayload = z.object({
  /** The location's IANA zone: the preview groups by its local days. */
  time_zone: z.string(),
  assignments: z.array(autoFillAssignment),
  unfilled: z.array(autoFillUnfilled),
  stats: autoFillStats,
  /** Set when the fallback was used: why the proposal may not be the best. */
  notice: z.string().nullable(),
  /** Null for a manager who may not see money. */
  cost: autoFillCost.nullable(),
});
export type AutoFillPayload = z.infer<typeof autoFillPayload>;

const applyItem = z.object({
  slot_id: id("slot"),
  area_role_id: id("area role"),
  employee_id: id("employee"),
});
export type AutoFillApplyItem = z.infer<typeof applyItem>;

const key = (a: AutoFillApplyItem) => `${a.slot_id}:${a.area_role_id}:${a.employee_id}`;

/** POST /api/schedule/auto-fill/apply. */
export const autoFillApplyBody = z.object({
  assignments: z
    .array(applyItem, { error: requiredMessage("assignments") })
    .min(1, AUTO_FILL_MESSAGES.noAssignments)
    .max(MAX_APPLY_ASSIGNMENTS, AUTO_FILL_MESSAGES.tooManyAssignments)
    .refine((list) => new Set(list.map(key)).size === list.length, AUTO_FILL_MESSAGES.duplicateAssignment),
});
export type AutoFillApplyBody = z.input<typeof autoFillApplyBody>;

export const autoFillSkip = applyItem.extend({ reason: z.string() });
export type AutoFillSkip = z.infer<typeof autoFillSkip>;

export const autoFillApplyPayload = z.object({
  /** How many were booked. */
  applied: z.number(),
  skipped: z.array(autoFillSkip),
  /** Identifies this apply for undo; null when nothing was booked. */
  apply_id: z.number().nullable(),
});
export type AutoFillApplyPayload = z.infer<typeof autoFillApplyPayload>;

/** POST /api/schedule/auto-fill/undo: releases the bookings the apply made, if nothing changed them since. */
export const autoFillUndoBody = z.object({ apply_id: id("apply") });
export type AutoFillUndoBody = z.input<typeof autoFillUndoBody>;

export const autoFillUndoPayload = z.object({
  released: z.number(),
  /** Bookings of the apply left in place because they changed since (released by hand, on leave...). */
  kept: z.array(
    z.object({
      booking_id: z.number(),
      slot_id: z.number(),
      area_role_id: z.number(),
      employee_id: z.number(),
      reason: z.string(),
    }),
  ),
});
export type AutoFillUndoPayload = z.infer<typeof autoFillUndoPayload>;

// --- Reasons: sentences built from the instance and the proposal, each true of its assignment ---

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The part of the day a local start hour falls in. */
export function partOfDay(hour: number): "morning" | "afternoon" | "evening" | "night" {
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 17) return "afternoon";
  if (hour >= 17 && hour < 22) return "evening";
  return "night";
}

/** When a slot starts, as "Monday evenings": weekday 1 (Monday) .. 7, local hour 0-23. */
export const slotTimeOfWeek = choice(
  { morning: "{0} mornings", afternoon: "{0} afternoons", evening: "{0} evenings", night: "{0} nights" },
  (_weekday: number, hour: number) => partOfDay(hour),
  (weekday: number) => [term(String(WEEKDAY_NAMES[weekday - 1]))],
);

export const AUTO_FILL_REASONS = {
  /** "Line Cook, prefers Monday evenings, 24 h of 40 this week" (hours held and proposed that local week). */
  assignment: template(
    "{0}, {1}, {2} h of {3} this week",
    (role: string, fit: Message, weekHours: number, max: number) => [role, fit, amount(weekHours), amount(max)],
  ),
  fit: {
    preferred: template<[when: Message]>("prefers {0}"),
    available: template<[when: Message]>("available {0}"),
    unknown: template("no availability given for {0}", (weekday: number) => [term(String(WEEKDAY_NAMES[weekday - 1]))]),
    /** Only when no schedule filling as many positions avoids it (the lexicographic order above). */
    prefer_not: template<[when: Message]>("would rather not work {0}, and no schedule as full avoids it"),
  },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: "$" then placeholder {0}, not a template literal.
  premium: template("Premium shift: ${0} bonus", (bonus: number) => [amount(bonus)]),
  noOneWithRole: template<[role: string]>("No active employee has the role {0}."),
  noOneFree: template("No one free: {0}", (parts: readonly Message[]) => [items(parts)]),
  // Each a plural, English or not: Spanish and French agree their words with the count.
  blocked: {
    timeOff: plural<[n: number]>({ one: "{0} on time off", other: "{0} on time off" }),
    unavailable: plural<[n: number]>({ one: "{0} unavailable", other: "{0} unavailable" }),
    busy: plural<[n: number]>({ one: "{0} already working then", other: "{0} already working then" }),
    overMax: choice(
      { weekly: "{0} would pass their weekly maximum", hours: "{0} would pass {1} h" },
      (_n: number, max: number | null) => (max === null ? "weekly" : "hours"),
      (n, max) => [n, max === null ? "" : amount(max)],
    ),
    restAfter: plural<[n: number]>({
      one: "{0} lacks rest after a closing shift",
      other: "{0} lack rest after a closing shift",
    }),
    restBefore: plural<[n: number]>({
      one: "{0} lacks rest before an opening shift",
      other: "{0} lack rest before an opening shift",
    }),
    dayShifts: plural(
      { one: "{0} would work more than {1} shift that day", other: "{0} would work more than {1} shifts that day" },
      (n: number, max: number) => [n, max],
      1,
    ),
    /** True of every schedule once the fill is proven maximal: taking it would leave another position open. */
    neededElsewhere: plural<[n: number]>({
      one: "{0} could take it, but then another position would stay open",
      other: "{0} could take it, but then another position would stay open",
    }),
    notReached: plural<[n: number]>({
      one: "{0} could take it but the solver stopped before placing them",
      other: "{0} could take it but the solver stopped before placing them",
    }),
  },
} as const;
