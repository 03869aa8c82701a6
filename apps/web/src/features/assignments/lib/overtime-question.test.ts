import { WORK_RULE_DEFAULTS } from "@brigade/contract/work-rules";
import { describe, expect, it } from "vitest";
import { overtimeQuestion } from "./overtime-question";

const SPEC = WORK_RULE_DEFAULTS.confirm_week_hours;

describe("overtimeQuestion", () => {
  it("asks the spec's question, letter for letter, once the week holds the default 40", () => {
    expect(overtimeQuestion("Otto", 40, 4, SPEC)).toEqual({
      title: "Are you sure?",
      paragraphs: ["You want to assign shifts to this user, the user has already scheduled 40 hours in a week."],
      confirm: "Yes, Accept",
      cancel: "Cancel",
    });
    expect(overtimeQuestion("Otto", 36, 4, SPEC)).toBeNull();
  });

  it("asks at the business's own threshold, and names it", () => {
    expect(overtimeQuestion("Otto", 30, 4, 30)?.paragraphs).toEqual([
      "You want to assign shifts to this user, the user has already scheduled 30 hours in a week.",
    ]);
    expect(overtimeQuestion("Otto", 28, 4, 30)).toEqual({
      title: "Above 30 hours this week",
      paragraphs: ["This assignment takes Otto to 32 hours this week, above 30."],
      confirm: "Assign anyway",
      cancel: "Cancel",
    });
    expect(overtimeQuestion("Otto", 26, 4, 30)).toBeNull();
    // A business that asks later than the spec: 40 held is no question at 48.
    expect(overtimeQuestion("Otto", 40, 8, 48)).toBeNull();
  });
});
