import { AUTO_FILL_MESSAGES, AUTO_FILL_REASONS as R } from "@brigade/contract/auto-fill";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { findCandidates } from "./candidates";
import { autoFillPayloadOf } from "./explain";
import { greedyFill } from "./greedy";
import type { AutoFillEmployee, AutoFillInstance, OpenPosition } from "./instance";
import { proposeFill } from "./solve";
import { hardRuleChecker } from "./test/checker";
import { anEmployee, aPosition, DEFAULT_RULES } from "./test/test-instances";

// Issue 35: the most positions are filled before anything else, proven; then the fewest "prefer not"; then
// fairness, over the whole period asked for. Each case is small enough to know its answer by hand.

const ZONE = "America/New_York";
const at = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime(ZONE).epochMilliseconds;
const MONDAY = Temporal.PlainDate.from("2027-06-07");
/** An 8-hour position on the n-th day after MONDAY, from `hour`. */
const eight = (id: number, role: number, dayAfter: number, hour: number): OpenPosition => {
  const date = MONDAY.add({ days: dayAfter }).toString();
  const from = at(`${date}T${String(hour).padStart(2, "0")}:00`);
  return aPosition(id, role, from, from + 8 * 3_600_000);
};
const preferNot = (weekday: number) => ({ weekday, from: "00:00", to: "00:00", kind: "prefer_not" as const });

describe("fill first", () => {
  // Three overlapping Monday positions: the first to A (who prefers Mondays) or B, the other two to A or D. Greedy
  // gives the first to A by fit and leaves the third open; the most is all three, with B on the first. Beside it,
  // 150 positions anyone free fills, so the one left open weighs under 1 % of the objective: a solver stopping at a
  // relative gap of 1 % may keep it open.
  const trap: OpenPosition[] = [eight(1, 1, 0, 9), eight(2, 2, 0, 10), eight(3, 2, 0, 11)];
  const filler = Array.from({ length: 150 }, (_, i) => eight(100 + i, 100 + i, i % 7, 9));
  const instance: AutoFillInstance = {
    timeZone: ZONE,
    rules: DEFAULT_RULES,
    positions: [...trap, ...filler],
    employees: [
      anEmployee({
        id: 1,
        name: "A",
        roleIds: [1, 2],
        availability: [{ weekday: 1, from: "00:00", to: "00:00", kind: "preferred" }],
      }),
      anEmployee({ id: 2, name: "B", roleIds: [1] }),
      anEmployee({ id: 3, name: "D", roleIds: [2] }),
      ...filler.map((p, i) => anEmployee({ id: 100 + i, roleIds: [p.areaRoleId] })),
    ],
  };

  it("fills every position where greedy and a 1 % gap leave one open, and says the maximum is proven", async () => {
    const greedy = greedyFill(instance, findCandidates(instance));
    expect(instance.positions.length - greedy.size).toBe(1);

    const outcome = await proposeFill(instance);
    expect(hardRuleChecker(instance)(outcome.proposals)).toEqual([]);
    expect(outcome.proposals).toHaveLength(instance.positions.length);
    // One position is worth 1,000: under 1 % of this objective.
    expect(1000 / outcome.objective).toBeLessThan(0.01);
    const payload = autoFillPayloadOf(instance, outcome);
    expect(payload.stats).toMatchObject({ filled: 153, max_fill: 153, prefer_not: 0, solver: "highs" });
    expect(payload.unfilled).toEqual([]);
    expect(payload.notice).toBeNull();
  });

  it("says of a position left open what is true of every schedule", async () => {
    // Two overlapping positions and one cook: whoever schedules it, one stays open. A third position only a cook
    // on time off could take.
    const onLeave = anEmployee({
      id: 2,
      name: "Leave",
      roleIds: [2],
      timeOff: [{ fromDay: MONDAY, toDay: MONDAY, fromTime: null, toTime: null }],
    });
    const small: AutoFillInstance = {
      timeZone: ZONE,
      rules: DEFAULT_RULES,
      positions: [eight(1, 1, 0, 9), eight(2, 1, 0, 10), eight(3, 2, 0, 9)],
      employees: [anEmployee({ id: 1, name: "Cook", roleIds: [1] }), onLeave],
    };
    const payload = autoFillPayloadOf(small, await proposeFill(small));
    expect(payload.stats).toMatchObject({ filled: 1, max_fill: 1 });
    const reasons = Object.fromEntries(payload.unfilled.map((u) => [u.area_role_id, u.reasons]));
    expect(reasons[1]).toEqual([R.noOneFree([R.blocked.neededElsewhere(1)])]);
    expect(reasons[2]).toEqual([R.noOneFree([R.blocked.timeOff(1)])]);
  });
});

describe("prefer not", () => {
  const cook = (id: number, more: Partial<AutoFillEmployee> = {}) => anEmployee({ id, name: `Cook ${id}`, ...more });

  it("never puts someone on a prefer-not window when a schedule as full avoids it, whatever fairness says", async () => {
    // B already holds 30 hours that week, A none: one more 10-hour position costs B 35 points of fairness (30 to 40 h
    // in the top quarter, 35 to 40 near the maximum), more than A's prefer-not costs in fit (30). By weight alone, A
    // takes it; lexicographically, B does.
    const tenHours = (id: number, dayAfter: number) => {
      const p = eight(id, 1, dayAfter, 9);
      return { ...p, to: p.from + 10 * 3_600_000 };
    };
    const held = [1, 2, 3].map((d) => {
      const p = tenHours(50 + d, d);
      return { from: p.from, to: p.to };
    });
    const instance: AutoFillInstance = {
      timeZone: ZONE,
      period: { from: at("2027-06-07T00:00"), to: at("2027-06-14T00:00") },
      rules: DEFAULT_RULES,
      positions: [tenHours(1, 0)],
      employees: [cook(1, { name: "A", availability: [preferNot(1)] }), cook(2, { name: "B", held })],
    };
    const outcome = await proposeFill(instance);
    expect(outcome.proposals.map((p) => instance.employees[p.employee]?.name)).toEqual(["B"]);
    expect(autoFillPayloadOf(instance, outcome).stats).toMatchObject({ filled: 1, max_fill: 1, prefer_not: 0 });
  });

  it("uses a prefer-not window only to fill a position, and says no schedule as full avoids it", async () => {
    const instance: AutoFillInstance = {
      timeZone: ZONE,
      rules: DEFAULT_RULES,
      positions: [eight(1, 1, 1, 9), eight(2, 1, 1, 10)],
      employees: [cook(1, { availability: [preferNot(2)] }), cook(2)],
    };
    const payload = autoFillPayloadOf(instance, await proposeFill(instance));
    expect(payload.stats).toMatchObject({ filled: 2, max_fill: 2, prefer_not: 1 });
    const reluctant = payload.assignments.find((a) => a.employee_id === 1);
    expect(reluctant?.reasons[0]).toContain(
      "would rather not work Tuesday mornings, and no schedule as full avoids it",
    );
  });
});

describe("fairness over the period asked for", () => {
  it("balances a two-week call across both weeks: whoever worked the first week gets less of the second", async () => {
    // A worked 40 hours in the first week, B none; four 8-hour positions in the second. Week by week they would
    // split two and two; over the fortnight B takes all four (32 h each way after).
    const firstWeek = [0, 1, 2, 3, 4].map((d) => {
      const p = eight(50 + d, 1, d, 9);
      return { from: p.from, to: p.to };
    });
    const instance: AutoFillInstance = {
      timeZone: ZONE,
      period: { from: at("2027-06-07T00:00"), to: at("2027-06-21T00:00") },
      rules: DEFAULT_RULES,
      positions: [0, 1, 2, 3].map((d) => eight(1 + d, 1, 7 + d, 9)),
      employees: [anEmployee({ id: 1, name: "A", held: firstWeek }), anEmployee({ id: 2, name: "B" })],
    };
    const outcome = await proposeFill(instance);
    expect(hardRuleChecker(instance)(outcome.proposals)).toEqual([]);
    expect(outcome.proposals.map((p) => instance.employees[p.employee]?.name)).toEqual(["B", "B", "B", "B"]);
    // One week asked for, the first week's hours are outside it: the split is even.
    const oneWeek = { ...instance, period: { from: at("2027-06-14T00:00"), to: at("2027-06-21T00:00") } };
    const split = await proposeFill(oneWeek);
    const names = split.proposals.map((p) => oneWeek.employees[p.employee]?.name).sort();
    expect(names).toEqual(["A", "A", "B", "B"]);
  });
});

describe("honest about the time limit", () => {
  it("says when the time limit cut the proof short", async () => {
    const instance: AutoFillInstance = {
      timeZone: ZONE,
      rules: DEFAULT_RULES,
      positions: [eight(1, 1, 0, 9), eight(2, 1, 0, 10)],
      employees: [anEmployee({ id: 1, roleIds: [1] })],
    };
    const timedOut = async () => ({
      optimal: false,
      hasSolution: false,
      values: null,
      objective: null,
      bound: Number.POSITIVE_INFINITY,
      timedOut: true,
    });
    const outcome = await proposeFill(instance, undefined, timedOut);
    const payload = autoFillPayloadOf(instance, outcome);
    expect(payload.stats.max_fill).toBeNull();
    expect(payload.stats.solver).toBe("highs");
    expect(payload.notice).toBe(AUTO_FILL_MESSAGES.fillUnproven);
    expect(payload.stats.bound).toBeGreaterThanOrEqual(payload.stats.objective);
  });
});
