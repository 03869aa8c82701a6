import type { WorkRules } from "@brigade/contract/work-rules";
import type { TFunction } from "i18next";

/** The rules in the order both views list them; each one's label and explanation are in the catalogue. */
export const WORK_RULE_KEYS = [
  "max_week_hours",
  "min_rest_hours",
  "max_shifts_per_day",
  "draft_weeks",
  "swaps_need_approval",
] as const satisfies readonly (keyof WorkRules)[];

/** How a rule's value reads in the managers' view. */
export function workRuleValue(key: keyof WorkRules, rules: WorkRules, t: TFunction<"business">): string {
  const value = rules[key];
  if (typeof value === "boolean") return value ? t("workRuleValue.on") : t("workRuleValue.off");
  if (key === "max_shifts_per_day") return t("workRuleValue.shifts", { count: value });
  return t("workRuleValue.hours", { count: value });
}
