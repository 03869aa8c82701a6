import { describe, expect, it } from "vitest";
import { WORK_RULE_DEFAULTS, WORK_RULE_MESSAGES, workRulesBody, workRulesFull } from "./work-rules";

const errorOf = (body: unknown) => {
  const result = workRulesBody.safeParse(body);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("confirm_week_hours", () => {
  it("defaults to the spec's 40, apart from the weekly maximum and the overtime threshold", () => {
    expect(WORK_RULE_DEFAULTS.confirm_week_hours).toBe(40);
    expect(workRulesFull.parse(WORK_RULE_DEFAULTS)).toEqual(WORK_RULE_DEFAULTS);
    expect(workRulesBody.parse({ max_week_hours: 48 })).toEqual({ max_week_hours: 48 });
  });

  it("takes hours from 1 to 168 in quarter hours", () => {
    for (const hours of [1, 30, 37.5, 39.75, 168])
      expect(workRulesBody.parse({ confirm_week_hours: hours })).toEqual({ confirm_week_hours: hours });
  });

  it("refuses anything else with its own message", () => {
    for (const bad of [0, 0.75, 168.25, 30.1, "30", null, true])
      expect(errorOf({ confirm_week_hours: bad })).toEqual([
        ["confirm_week_hours", WORK_RULE_MESSAGES.confirmWeekHours],
      ]);
    expect(WORK_RULE_MESSAGES.confirmWeekHours).toBe(
      "The weekly hours that ask for confirmation must be a number of hours from 1 to 168, in quarter hours.",
    );
  });

  it("is required in a whole set of rules (the web form's check)", () => {
    const { confirm_week_hours: _, ...rest } = WORK_RULE_DEFAULTS;
    const result = workRulesFull.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["confirm_week_hours", "The confirm week hours field is required."],
    ]);
  });
});
