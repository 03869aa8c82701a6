import { z } from "zod";
import { requiredMessage } from "./messages";

// The business's work rules (week-building.md, "Work rules"): hard for auto-fill and self-service, shown as
// warnings to a manager who assigns by hand (the spec's manual flow is unchanged).

/** Hours a week beyond which an assignment needs the manager's confirmation (spec section 9). */
export const WEEKLY_HOURS_LIMIT = 40;

export const WORK_RULE_DEFAULTS = {
  max_week_hours: WEEKLY_HOURS_LIMIT,
  min_rest_hours: 10,
  max_shifts_per_day: 2,
  draft_weeks: false,
  swaps_need_approval: true,
} as const;

/** Bounds of each number; the database checks the same (schema/columns.ts takes them from here). */
export const WORK_RULE_LIMITS = {
  max_week_hours: { min: 1, max: 168 },
  min_rest_hours: { min: 0, max: 24 },
  max_shifts_per_day: { min: 1, max: 10 },
} as const;

/** Hours are kept to the quarter hour: 37.5 hours a week and 10.5 hours of rest are real rules. */
export const HOURS_STEP = 0.25;

export const WORK_RULE_MESSAGES = {
  updated: "Work rules updated successfully.",
  maxWeekHours: `The maximum weekly hours must be a number of hours from ${WORK_RULE_LIMITS.max_week_hours.min} to ${WORK_RULE_LIMITS.max_week_hours.max}, in quarter hours.`,
  minRestHours: `The rest between days must be a number of hours from ${WORK_RULE_LIMITS.min_rest_hours.min} to ${WORK_RULE_LIMITS.min_rest_hours.max}, in quarter hours.`,
  maxShiftsPerDay: `The shifts per day must be a whole number from ${WORK_RULE_LIMITS.max_shifts_per_day.min} to ${WORK_RULE_LIMITS.max_shifts_per_day.max}.`,
  draftWeeks: "Draft weeks must be true or false.",
  swapsNeedApproval: "Swaps need approval must be true or false.",
} as const;

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

/** PUT /api/business/work-rules: every rule, replacing the old ones. */
export const workRulesBody = z.object({
  max_week_hours: hoursField("max week hours", WORK_RULE_LIMITS.max_week_hours, WORK_RULE_MESSAGES.maxWeekHours),
  min_rest_hours: hoursField("min rest hours", WORK_RULE_LIMITS.min_rest_hours, WORK_RULE_MESSAGES.minRestHours),
  max_shifts_per_day: z
    .number({
      error: (issue) =>
        issue.input === undefined ? requiredMessage("max shifts per day") : WORK_RULE_MESSAGES.maxShiftsPerDay,
    })
    .int(WORK_RULE_MESSAGES.maxShiftsPerDay)
    .min(WORK_RULE_LIMITS.max_shifts_per_day.min, WORK_RULE_MESSAGES.maxShiftsPerDay)
    .max(WORK_RULE_LIMITS.max_shifts_per_day.max, WORK_RULE_MESSAGES.maxShiftsPerDay),
  draft_weeks: flag("draft weeks", WORK_RULE_MESSAGES.draftWeeks),
  swaps_need_approval: flag("swaps need approval", WORK_RULE_MESSAGES.swapsNeedApproval),
});
export type WorkRulesBody = z.input<typeof workRulesBody>;
export const workRulesPayload = workRulesBody;
export type WorkRules = z.output<typeof workRulesBody>;

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
