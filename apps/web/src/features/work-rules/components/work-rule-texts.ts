import type { WorkRules } from "@brigade/contract/work-rules";

/** Each rule's label and one line on what it does, shared by the owner's form and the managers' read-only view. */
export const WORK_RULE_TEXTS: Record<keyof WorkRules, { label: string; explanation: string }> = {
  max_week_hours: {
    label: "Maximum weekly hours",
    explanation:
      "The most hours one person works in a week (Monday to Sunday); a team member's own maximum replaces it. Staff cannot pick up shifts beyond it; the Assign dialog warns you.",
  },
  min_rest_hours: {
    label: "Rest between days (hours)",
    explanation:
      "The least time between the end of one day's last shift and the start of the next day's first: no closing then opening. A break inside one day's double is not rest.",
  },
  max_shifts_per_day: {
    label: "Shifts per day",
    explanation: "How many shifts one person may hold on one day; 2 allows a lunch-and-dinner double.",
  },
  draft_weeks: {
    label: "Draft weeks",
    explanation:
      "New shifts are drafts, hidden from staff, until a manager publishes their week from the calendar; publishing tells everyone with a position that week.",
  },
  swaps_need_approval: {
    label: "Swaps need approval",
    explanation:
      "A manager approves each swap between staff before it happens. Takes effect when shift swaps arrive in a later release.",
  },
};

/** How a rule's value reads in the managers' view. */
export function workRuleValue(key: keyof WorkRules, rules: WorkRules): string {
  const value = rules[key];
  if (typeof value === "boolean") return value ? "On" : "Off";
  if (key === "max_shifts_per_day") return value === 1 ? "1 shift" : `${value} shifts`;
  return value === 1 ? "1 hour" : `${value} hours`;
}
