import { AUTO_FILL_SOLVER } from "@brigade/contract/auto-fill";
import type { WageVersion } from "@brigade/contract/labour-hours";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { findCandidates } from "./candidates";
import type { AutoFillEmployee, AutoFillInstance, OpenPosition } from "./instance";
import { proposeFill, type Solve } from "./solve";
import { hardRuleChecker } from "./test/checker";
import { anEmployee, aPosition, DEFAULT_RULES } from "./test/test-instances";

// The objective's cost term (time-and-cost.md, "Auto-fill"): of two equally good schedules the cheaper one, and
// never at the price of a position, a preference or a fair spread of hours. Each case is checked with HiGHS and
// with the heuristic fill it falls back to.

const NY = "America/New_York";
const monday = Temporal.PlainDate.from("2027-06-07");
const HOUR = 3_600_000;

/** An eight-hour shift from 9:00 on the day `days` after Monday, of one role and one position. */
const shift = (id: number, days: number, role = 1): OpenPosition => {
  const from = monday.add({ days }).toZonedDateTime({ timeZone: NY, plainTime: "09:00" }).epochMilliseconds;
  return aPosition(id, role, from, from + 8 * HOUR);
};

const wage = (cents: number, effectiveFrom = "2000-01-01", roleRates: [number, number][] = []): WageVersion => ({
  effectiveFrom,
  hourlyRateCents: cents,
  roleRates: new Map(roleRates),
});

const person = (id: number, name: string, more: Partial<AutoFillEmployee> = {}) =>
  anEmployee({ id, name, roleIds: [1, 2], ...more });

const noSolver: Solve = () => Promise.reject(new Error("the solver is not used"));

/** Who takes each shift, by shift name, with HiGHS and with the fallback (both must keep every hard rule). */
async function whoTakes(instance: AutoFillInstance) {
  const names = async (solve?: Solve) => {
    const outcome = await proposeFill(instance, AUTO_FILL_SOLVER, solve);
    expect(hardRuleChecker(instance)(outcome.proposals)).toEqual([]);
    const taken: Record<string, string> = {};
    for (const p of outcome.proposals)
      taken[instance.positions[p.position]?.shiftName ?? "?"] = instance.employees[p.employee]?.name ?? "?";
    return taken;
  };
  return { highs: await names(), fallback: await names(noSolver) };
}

const week = (positions: OpenPosition[], employees: AutoFillEmployee[]): AutoFillInstance => ({
  timeZone: NY,
  rules: DEFAULT_RULES,
  positions,
  employees,
});

describe("auto-fill's cost term", () => {
  it("gives a shift to the cheaper of two who fit it equally", async () => {
    const instance = week(
      [shift(1, 0)],
      [person(1, "Dear", { wages: [wage(2400)] }), person(2, "Cheap", { wages: [wage(1600)] })],
    );
    const taken = await whoTakes(instance);
    expect(taken.highs).toEqual({ "Shift 1": "Cheap" });
    expect(taken.fallback).toEqual({ "Shift 1": "Cheap" });
  });

  it("never fills fewer positions to save money", async () => {
    // Only the dear one can take the second shift's role: both shifts are filled, whatever it costs.
    const instance = week(
      [shift(1, 0, 1), shift(2, 1, 2)],
      [person(1, "Dear", { wages: [wage(3500)] }), person(2, "Cheap", { roleIds: [1], wages: [wage(1200)] })],
    );
    const taken = await whoTakes(instance);
    expect(taken.highs).toEqual({ "Shift 1": "Cheap", "Shift 2": "Dear" });
    expect(taken.fallback).toEqual({ "Shift 1": "Cheap", "Shift 2": "Dear" });
  });

  it("keeps a preference before cost", async () => {
    const prefersMonday = [{ weekday: 1, from: "00:00", to: "00:00", kind: "preferred" as const }];
    const instance = week(
      [shift(1, 0)],
      [
        person(1, "Dear", { wages: [wage(3500)], availability: prefersMonday }),
        person(2, "Cheap", { wages: [wage(1200)] }),
      ],
    );
    const taken = await whoTakes(instance);
    expect(taken.highs).toEqual({ "Shift 1": "Dear" });
    expect(taken.fallback).toEqual({ "Shift 1": "Dear" });
  });

  it("keeps a fair spread of hours before cost", async () => {
    // The cheap one already works 16 hours that week (Saturday and Sunday): 8 more cost fairness more than the
    // dearer rate costs.
    const weekend = [shift(90, 5), shift(91, 6)].map((p) => ({ from: p.from, to: p.to }));
    const instance = week(
      [shift(1, 0)],
      [person(1, "Dear", { wages: [wage(3500)] }), person(2, "Cheap", { wages: [wage(1200)], held: weekend })],
    );
    const taken = await whoTakes(instance);
    expect(taken.highs).toEqual({ "Shift 1": "Dear" });
    expect(taken.fallback).toEqual({ "Shift 1": "Dear" });
  });

  it("reads the rate in force on the shift's day, and the role's own rate", async () => {
    // A is cheaper than B until Wednesday, then dearer; for role 2 A is always dearer.
    const a = person(1, "A", { wages: [wage(1200, "2000-01-01", [[2, 3200]]), wage(3000, "2027-06-09", [[2, 3200]])] });
    const b = person(2, "B", { wages: [wage(2000)] });
    const instance = week([shift(1, 0), shift(2, 3), shift(3, 1, 2)], [a, b]);
    const expected = { "Shift 1": "A", "Shift 2": "B", "Shift 3": "B" };
    const taken = await whoTakes(instance);
    expect(taken.highs).toEqual(expected);
    expect(taken.fallback).toEqual(expected);
  });

  it("counts someone without a rate at the average rate, neither cheaper nor dearer", async () => {
    // Two candidates for Monday; on Tuesday a shift of role 2 only the third can take. The candidates' rates
    // are $10 and $30 an hour: the average, $20, is the unpriced one's.
    const unpriced = person(3, "Unpriced", { roleIds: [1] });
    const cheap = (role: number) => person(1, "Cheap", { roleIds: [role], wages: [wage(1000)] });
    const dear = (role: number) => person(2, "Dear", { roleIds: [role], wages: [wage(3000)] });
    const shifts = [shift(1, 0, 1), shift(2, 1, 2)];

    const againstDear = await whoTakes(week(shifts, [dear(1), unpriced, cheap(2)]));
    expect(againstDear.highs).toEqual({ "Shift 1": "Unpriced", "Shift 2": "Cheap" });
    expect(againstDear.fallback).toEqual({ "Shift 1": "Unpriced", "Shift 2": "Cheap" });

    const againstCheap = await whoTakes(week(shifts, [unpriced, cheap(1), dear(2)]));
    expect(againstCheap.highs).toEqual({ "Shift 1": "Cheap", "Shift 2": "Dear" });
    expect(againstCheap.fallback).toEqual({ "Shift 1": "Cheap", "Shift 2": "Dear" });
  });
});

describe("auto-fill's cost under a rule pack (fair-workweek.md)", () => {
  const posted = (position: OpenPosition): OpenPosition => ({ ...position, posted: true });
  const nycWeek = (positions: OpenPosition[], employees: AutoFillEmployee[], noticeHours: number) => ({
    ...week(positions, employees),
    predictability: {
      packId: "us-nyc-fast-food",
      now: Math.min(...positions.map((p) => p.from)) - noticeHours * HOUR,
    },
  });

  it("counts the predictability pay a posted shift owes: one who can work either takes the draft", async () => {
    const solo = () => [person(1, "Solo", { wages: [wage(2000)] })];
    // Two shifts at the same hours, in either order: only one can be worked.
    for (const shifts of [
      [posted(shift(1, 0)), shift(2, 0)],
      [shift(2, 0), posted(shift(1, 0))],
    ]) {
      const taken = await whoTakes(nycWeek(shifts, solo(), 48));
      expect(taken.highs).toEqual({ "Shift 2": "Solo" });
      expect(taken.fallback).toEqual({ "Shift 2": "Solo" });
    }
  });

  it("still fills a posted shift that owes pay, and owes none with 14 days' notice or more", async () => {
    const owing = await whoTakes(nycWeek([posted(shift(1, 0))], [person(1, "Solo")], 48));
    expect(owing.highs).toEqual({ "Shift 1": "Solo" });
    expect(owing.fallback).toEqual({ "Shift 1": "Solo" });
    // Outside the notice window the posted shift costs no more than the draft: the draft is not preferred for it.
    const early = nycWeek([posted(shift(1, 0)), shift(2, 0)], [person(1, "Solo", { wages: [wage(2000)] })], 15 * 24);
    const withPay = candidatesCost(early);
    expect(withPay[0]).toBe(withPay[1]);
  });
});

/** Each candidate's cost in the objective, in the positions' order (one employee). */
function candidatesCost(instance: AutoFillInstance): number[] {
  return findCandidates(instance).list.map((c) => c.cost);
}
