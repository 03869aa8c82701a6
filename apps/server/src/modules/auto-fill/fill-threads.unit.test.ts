import { afterAll, describe, expect, it } from "vitest";
import { makeFillThreads } from "./fill-threads";
import { hardRuleViolations } from "./test/checker";
import { generatedWeek } from "./test/generated-week";

// The fill threads the server solves in: a proposal comes back from a worker thread (TypeScript loaded there
// through tsx), fills beyond the pool's size wait their turn, and each answer keeps every hard rule.

const threads = makeFillThreads(1);
afterAll(() => threads.close());

describe("fill threads", () => {
  it("answer two fills at once through one thread, each within the rules", async () => {
    const weeks = [1, 2].map((seed) => generatedWeek({ employees: 12, positions: 40, seed }));
    const payloads = await Promise.all(weeks.map((week) => threads.fill(week)));
    payloads.forEach((payload, i) => {
      const week = weeks[i];
      if (!week) throw new Error("no week");
      expect(payload.stats.solver).toBe("highs");
      expect(payload.assignments.length).toBe(payload.stats.filled);
      expect(payload.stats.bound).toBeGreaterThanOrEqual(payload.stats.objective);
      const proposals = payload.assignments.map((a) => ({
        employee: week.employees.findIndex((e) => e.id === a.employee_id),
        position: week.positions.findIndex((p) => p.slotId === a.slot_id && p.areaRoleId === a.area_role_id),
      }));
      expect(hardRuleViolations(week, proposals)).toEqual([]);
    });
  }, 60_000);
});
