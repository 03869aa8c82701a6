import { z } from "zod";
import { requiredMessage } from "./messages";
import { centsField, formatCents } from "./money";

// The business's work rules (week-building.md, "Work rules"): hard for auto-fill and self-service, shown as
// warnings to a manager who assigns by hand (the spec's manual flow is unchanged).

/** The spec's 40 hours a week (section 9): the default of each weekly-hours rule below. */
const SPEC_WEEK_HOURS = 40;

export const WORK_RULE_DEFAULTS = {
  max_week_hours: SPEC_WEEK_HOURS,
  /**
   * Hours a week past which a manager assigning by hand is asked to confirm (the spec's over-time
   * confirmation, section 8): a warning only, unlike the hard max_week_hours of self-service and auto-fill.
   */
  confirm_week_hours: SPEC_WEEK_HOURS,
  min_rest_hours: 10,
  max_shifts_per_day: 2,
  draft_weeks: false,
  swaps_need_approval: true,
  // The time clock and labour cost (time-and-cost.md, "Work rules").
  overtime_week_hours: SPEC_WEEK_HOURS,
  overtime_multiplier: "1.50",
  early_clock_in_minutes: 15,
  late_grace_minutes: 5,
  no_show_minutes: 30,
  auto_close_hours: 4,
  allow_unscheduled_punches: false,
  paid_break_minutes: 0,
  geofence_mode: "flag",
  managers_see_wages: false,
} as const;

/** What a punch's position is checked for: not at all, flagged when outside, or refused when outside. */
export const GEOFENCE_MODES = ["off", "flag", "block"] as const;
export type GeofenceMode = (typeof GEOFENCE_MODES)[number];

/** Bounds of each number; the database checks the same (schema/columns.ts takes them from here). */
export const WORK_RULE_LIMITS = {
  max_week_hours: { min: 1, max: 168 },
  confirm_week_hours: { min: 1, max: 168 },
  min_rest_hours: { min: 0, max: 24 },
  max_shifts_per_day: { min: 1, max: 10 },
  overtime_week_hours: { min: 1, max: 168 },
  /** In hundredths: 1.00 to 3.00. */
  overtime_multiplier: { min: 100, max: 300 },
  early_clock_in_minutes: { min: 0, max: 240 },
  late_grace_minutes: { min: 0, max: 120 },
  no_show_minutes: { min: 1, max: 720 },
  auto_close_hours: { min: 1, max: 24 },
  paid_break_minutes: { min: 0, max: 60 },
} as const;

/** Hours are kept to the quarter hour: 37.5 hours a week and 10.5 hours of rest are real rules. */
export const HOURS_STEP = 0.25;

export const WORK_RULE_MESSAGES = {
  updated: "Work rules updated successfully.",
  maxWeekHours: `The maximum weekly hours must be a number of hours from ${WORK_RULE_LIMITS.max_week_hours.min} to ${WORK_RULE_LIMITS.max_week_hours.max}, in quarter hours.`,
  confirmWeekHours: `The weekly hours that ask for confirmation must be a number of hours from ${WORK_RULE_LIMITS.confirm_week_hours.min} to ${WORK_RULE_LIMITS.confirm_week_hours.max}, in quarter hours.`,
  minRestHours: `The rest between days must be a number of hours from ${WORK_RULE_LIMITS.min_rest_hours.min} to ${WORK_RULE_LIMITS.min_rest_hours.max}, in quarter hours.`,
  maxShiftsPerDay: `The shifts per day must be a whole number from ${WORK_RULE_LIMITS.max_shifts_per_day.min} to ${WORK_RULE_LIMITS.max_shifts_per_day.max}.`,
  draftWeeks: "Draft weeks must be true or false.",
  swapsNeedApproval: "Swaps need approval must be true or false.",
  overtimeWeekHours: `The overtime threshold must be a number of hours from ${WORK_RULE_LIMITS.overtime_week_hours.min} to ${WORK_RULE_LIMITS.overtime_week_hours.max}, in quarter hours.`,
  overtimeMultiplier: "The overtime multiplier must be an amount from 1.00 to 3.00, such as 1.50.",
  earlyClockInMinutes: minutesMessage("early clock-in", WORK_RULE_LIMITS.early_clock_in_minutes),
  lateGraceMinutes: minutesMessage("late grace", WORK_RULE_LIMITS.late_grace_minutes),
  noShowMinutes: minutesMessage("no-show", WORK_RULE_LIMITS.no_show_minutes),
  autoCloseHours: `The auto-close time must be a whole number of hours from ${WORK_RULE_LIMITS.auto_close_hours.min} to ${WORK_RULE_LIMITS.auto_close_hours.max}.`,
  paidBreakMinutes: minutesMessage("paid break", WORK_RULE_LIMITS.paid_break_minutes),
  allowUnscheduledPunches: "Allow unscheduled punches must be true or false.",
  geofenceMode: "The location check must be off, flag or block.",
  managersSeeWages: "Managers see wages must be true or false.",
} as const;

function minutesMessage(label: string, limits: { min: number; max: number }) {
  return `The ${label} time must be a whole number of minutes from ${limits.min} to ${limits.max}.`;
}

const isQuarter = (v: number) => Number.isInteger(v / HOURS_STEP);

/** A number of hours within bounds, in quarter hours; a missing value is "required". */
export const hoursField = (label: string, limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : message) })
    .min(limits.min, message)
    .max(limits.max, message)
    .refine(isQuarter, message);

const flag = (label: string, message: string) =>
  z.boolean({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : message) });

const whole = (label: string, limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? requiredMessage(label) : message) })
    .int(message)
    .min(limits.min, message)
    .max(limits.max, message);

/** Every rule, as GET answers them and as the PUT takes them (the multiplier as cents-like hundredths inside). */
const workRulesShape = {
  max_week_hours: hoursField("max week hours", WORK_RULE_LIMITS.max_week_hours, WORK_RULE_MESSAGES.maxWeekHours),
  confirm_week_hours: hoursField(
    "confirm week hours",
    WORK_RULE_LIMITS.confirm_week_hours,
    WORK_RULE_MESSAGES.confirmWeekHours,
  ),
  min_rest_hours: hoursField("min rest hours", WORK_RULE_LIMITS.min_rest_hours, WORK_RULE_MESSAGES.minRestHours),
  max_shifts_per_day: whole(
    "max shifts per day",
    WORK_RULE_LIMITS.max_shifts_per_day,
    WORK_RULE_MESSAGES.maxShiftsPerDay,
  ),
  draft_weeks: flag("draft weeks", WORK_RULE_MESSAGES.draftWeeks),
  swaps_need_approval: flag("swaps need approval", WORK_RULE_MESSAGES.swapsNeedApproval),
  overtime_week_hours: hoursField(
    "overtime week hours",
    WORK_RULE_LIMITS.overtime_week_hours,
    WORK_RULE_MESSAGES.overtimeWeekHours,
  ),
  overtime_multiplier: centsField(
    "overtime multiplier",
    WORK_RULE_LIMITS.overtime_multiplier,
    WORK_RULE_MESSAGES.overtimeMultiplier,
  ).transform(formatCents),
  early_clock_in_minutes: whole(
    "early clock in minutes",
    WORK_RULE_LIMITS.early_clock_in_minutes,
    WORK_RULE_MESSAGES.earlyClockInMinutes,
  ),
  late_grace_minutes: whole(
    "late grace minutes",
    WORK_RULE_LIMITS.late_grace_minutes,
    WORK_RULE_MESSAGES.lateGraceMinutes,
  ),
  no_show_minutes: whole("no show minutes", WORK_RULE_LIMITS.no_show_minutes, WORK_RULE_MESSAGES.noShowMinutes),
  auto_close_hours: whole("auto close hours", WORK_RULE_LIMITS.auto_close_hours, WORK_RULE_MESSAGES.autoCloseHours),
  allow_unscheduled_punches: flag("allow unscheduled punches", WORK_RULE_MESSAGES.allowUnscheduledPunches),
  paid_break_minutes: whole(
    "paid break minutes",
    WORK_RULE_LIMITS.paid_break_minutes,
    WORK_RULE_MESSAGES.paidBreakMinutes,
  ),
  geofence_mode: z.enum(GEOFENCE_MODES, { error: WORK_RULE_MESSAGES.geofenceMode }),
  managers_see_wages: flag("managers see wages", WORK_RULE_MESSAGES.managersSeeWages),
};

/** Every rule, checked (the web form checks a whole set of rules with it). */
export const workRulesFull = z.object(workRulesShape);
export type WorkRules = z.output<typeof workRulesFull>;

/** PUT /api/business/work-rules: only the rules it changes; the others stay as they are. */
export const workRulesBody = workRulesFull.partial();

/** GET's payload: plain values (a response schema may not transform). */
export const workRulesPayload = workRulesFull.extend({ overtime_multiplier: z.string() });
export type WorkRulesBody = z.input<typeof workRulesBody>;

/** An employee's own weekly maximum on the team-member record: null means the business's. */
export const employeeMaxWeekHours = hoursField(
  "max week hours",
  WORK_RULE_LIMITS.max_week_hours,
  WORK_RULE_MESSAGES.maxWeekHours,
)
  .nullish()
  .transform((v) => v ?? null);

/** The maximum that applies to an employee: their own, else the business's. */
export const maxWeekHoursOf = (employeeMax: number | null | undefined, rules: Pick<WorkRules, "max_week_hours">) =>
  employeeMax ?? rules.max_week_hours;
