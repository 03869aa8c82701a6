import type { WorkRules } from "@brigade/contract/work-rules";
import type { TFunction } from "i18next";

/** The rules in the order both views list them; each one's label and explanation are in the catalogue. */
export const WORK_RULE_KEYS = [
  "max_week_hours",
  "confirm_week_hours",
  "min_rest_hours",
  "max_shifts_per_day",
  "draft_weeks",
  "swaps_need_approval",
  "overtime_week_hours",
  "overtime_multiplier",
  "early_clock_in_minutes",
  "late_grace_minutes",
  "no_show_minutes",
  "auto_close_hours",
  "paid_break_minutes",
  "allow_unscheduled_punches",
  "geofence_mode",
  "managers_see_wages",
] as const satisfies readonly (keyof WorkRules)[];

/** Rules counted in minutes (the others in hours, shifts, a multiplier or a choice). */
const MINUTES = new Set<keyof WorkRules>([
  "early_clock_in_minutes",
  "late_grace_minutes",
  "no_show_minutes",
  "paid_break_minutes",
]);

/** How a rule's value reads in the managers' view. */
export function workRuleValue(key: keyof WorkRules, rules: WorkRules, t: TFunction<"business">): string {
  const value = rules[key];
  if (typeof value === "boolean") return value ? t("workRuleValue.on") : t("workRuleValue.off");
  if (key === "max_shifts_per_day") return t("workRuleValue.shifts", { count: value as number });
  if (key === "geofence_mode") return t(`workRuleValue.geofence.${rules.geofence_mode}`);
  if (key === "overtime_multiplier") return t("workRuleValue.times", { value: rules.overtime_multiplier });
  if (MINUTES.has(key)) return t("workRuleValue.minutes", { count: value as number });
  return t("workRuleValue.hours", { count: value as number });
}
