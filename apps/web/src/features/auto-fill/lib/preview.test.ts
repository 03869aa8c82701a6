import type { AutoFillAssignment } from "@brigade/contract/auto-fill";
import { describe, expect, it } from "vitest";
import { assignmentKey, gapText, groupByDay, skippedText, statsLine, timeRange, undoQuestion } from "./preview";

const NEW_YORK = "America/New_York";
const proposal = (employee: string, from: string, to: string, employeeId = 1): AutoFillAssignment => ({
  shift_id: 1,
  slot_id: 10,
  area_role_id: 20,
  area_role_name: "Line Cook",
  shift_name: "Dinner",
  employee_id: employeeId,
  employee_name: employee,
  from,
  to,
  reasons: [],
});

describe("auto-fill preview", () => {
  it("groups proposals by the location's local day, not UTC's", () => {
    // 01:00 UTC on Tuesday is still Monday evening in New York.
    const late = proposal("Ana", "2026-03-17T01:00:00Z", "2026-03-17T04:00:00Z");
    const morning = proposal("Ben", "2026-03-17T13:00:00Z", "2026-03-17T17:00:00Z", 2);
    const groups = groupByDay([morning, late], NEW_YORK);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.employee_name)])).toEqual([
      ["Monday 16 Mar 2026", ["Ana"]],
      ["Tuesday 17 Mar 2026", ["Ben"]],
    ]);
    expect(timeRange(late, NEW_YORK)).toBe("09:00 PM – 12:00 AM");
  });

  it("says the stats and the gap in words", () => {
    expect(statsLine({ filled: 12, open_positions: 15 })).toBe("12 of 15 open positions filled");
    expect(statsLine({ filled: 1, open_positions: 1 })).toBe("1 of 1 open position filled");
    expect(gapText({ gap: 0, solver: "highs" })).toBe("proven best");
    expect(gapText({ gap: 0.004, solver: "highs" })).toBe("within 0.4 % of the best possible");
    expect(gapText({ gap: 0.00001, solver: "highs" })).toBe("within 0.1 % of the best possible");
    expect(gapText({ gap: 0.25, solver: "greedy" })).toBe("within 25 % of the best possible");
    expect(gapText({ gap: 0, solver: "none" })).toBeNull();
  });

  it("names a skipped proposal from the preview", () => {
    const ana = proposal("Ana", "2026-03-16T13:00:00Z", "2026-03-16T17:00:00Z");
    const skip = { slot_id: 10, area_role_id: 20, employee_id: 1, reason: "Someone else took the position meanwhile." };
    expect(assignmentKey(skip)).toBe(assignmentKey(ana));
    expect(skippedText(skip, [ana], NEW_YORK)).toBe(
      "Ana · Line Cook · Dinner · Mon 16 Mar, 09:00 AM – 01:00 PM: Someone else took the position meanwhile.",
    );
  });

  it("asks before undo with the number of bookings", () => {
    expect(undoQuestion(3)).toBe("Release the 3 bookings auto-fill just made?");
    expect(undoQuestion(1)).toBe("Release the booking auto-fill just made?");
  });
});
