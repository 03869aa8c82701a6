import { AUTO_FILL_WEIGHTS as W } from "@brigade/contract/auto-fill";
import { maxWeekHoursOf } from "@brigade/contract/work-rules";
import type { Candidates } from "./candidates";
import type { AutoFillInstance } from "./instance";
import { EmployeeSchedule } from "./schedule";

// A fill made better by two moves that only ever add a position: top-up (someone free takes an open
// position) and a swap chain of two (A leaves a position for an open one it alone could not take, and B,
// free, takes A's old one). It gives the solver a strong first incumbent, so the proven gap closes early.

/** Chains are tried short first: most gaps close with one link, and long searches cost more. */
const CHAIN_DEPTHS = [1, 2, 3, 4, 5];
/** Tries per search: keeps a hopeless position from costing seconds. */
const CHAIN_BUDGET = 20000;

/** Indices into found.list of the chosen candidates after improving `start` (not changed). */
export function improveFill(instance: AutoFillInstance, found: Candidates, start: ReadonlySet<number>): Set<number> {
  const { positions, rules } = instance;
  const list = found.list;
  const schedules = instance.employees.map(
    (e) => new EmployeeSchedule(found.clock, rules, maxWeekHoursOf(e.maxWeekHours, rules), e.held),
  );
  const open = positions.map((p) => p.open);
  const chosen = new Set<number>();
  const ofPosition = positions.map((): number[] => []);
  const chosenOf = instance.employees.map(() => new Set<number>());
  list.forEach((c, j) => {
    ofPosition[c.position]?.push(j);
  });
  const inSlot = (employee: number, slotId: number) =>
    [...(chosenOf[employee] ?? [])].some((j) => positions[list[j]?.position ?? -1]?.slotId === slotId);

  const take = (j: number) => {
    const c = list[j];
    const p = c && positions[c.position];
    if (!c || !p) return;
    chosen.add(j);
    chosenOf[c.employee]?.add(j);
    schedules[c.employee]?.add(p);
    open[c.position] = (open[c.position] ?? 0) - 1;
  };
  const release = (j: number) => {
    const c = list[j];
    const p = c && positions[c.position];
    if (!c || !p) return;
    chosen.delete(j);
    chosenOf[c.employee]?.delete(j);
    schedules[c.employee]?.remove(p);
    open[c.position] = (open[c.position] ?? 0) + 1;
  };
  const fits = (j: number) => {
    const c = list[j];
    const p = c && positions[c.position];
    return !!c && !!p && !inSlot(c.employee, p.slotId) && schedules[c.employee]?.blocker(p) === null;
  };
  const better = (a: number, b: number) => {
    const ca = list[a];
    const cb = list[b];
    if (!ca || !cb) return 0;
    return (
      W.fit[cb.fit] - W.fit[ca.fit] ||
      (schedules[ca.employee]?.hoursInWeek(ca.week) ?? 0) - (schedules[cb.employee]?.hoursInWeek(cb.week) ?? 0)
    );
  };

  for (const j of start) if (fits(j) && (open[list[j]?.position ?? -1] ?? 0) > 0) take(j);

  const order = positions.map((_, i) => i).sort((a, b) => (positions[a]?.from ?? 0) - (positions[b]?.from ?? 0));
  const topUp = (position: number) => {
    while ((open[position] ?? 0) > 0) {
      const next = (ofPosition[position] ?? []).filter(fits).sort(better)[0];
      if (next === undefined) return;
      take(next);
    }
  };
  /**
   * Fills one more position of `position` by a chain: someone free takes it, or an employee leaves one of their
   * positions for it and that position is filled the same way, at most `depth` links deep. `budget` bounds
   * the tries of one search.
   */
  const fillOne = (position: number, depth: number, visited: Set<number>, budget: { left: number }): boolean => {
    const candidates = (ofPosition[position] ?? []).filter(fits).sort(better);
    const direct = candidates[0];
    if (direct !== undefined) {
      take(direct);
      return true;
    }
    if (depth === 0) return false;
    const slotId = positions[position]?.slotId ?? -1;
    for (const j of ofPosition[position] ?? []) {
      const c = list[j];
      if (!c || inSlot(c.employee, slotId)) continue;
      for (const q of [...(chosenOf[c.employee] ?? [])]) {
        const from = list[q]?.position ?? -1;
        if (visited.has(from) || budget.left-- <= 0) continue;
        release(q);
        if (fits(j)) {
          take(j);
          visited.add(from);
          if (fillOne(from, depth - 1, visited, budget)) return true;
          release(j);
        }
        take(q);
      }
    }
    return false;
  };

  for (const position of order) topUp(position);
  for (const depth of CHAIN_DEPTHS) {
    for (const position of order) {
      let filled = true;
      while (filled && (open[position] ?? 0) > 0)
        filled = fillOne(position, depth, new Set([position]), { left: CHAIN_BUDGET });
    }
  }
  return chosen;
}
