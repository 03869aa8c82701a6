import { AUTO_FILL_WEIGHTS as W } from "@brigade/contract/auto-fill";
import { maxWeekHoursOf } from "@brigade/contract/work-rules";
import type { Candidates } from "./candidates";
import type { AutoFillInstance } from "./instance";
import { hourBands } from "./model";
import { EmployeeSchedule } from "./schedule";

// A fill made better by two moves that only ever add a position: top-up (someone free takes an open
// position) and a swap chain of two (A leaves a position for an open one it alone could not take, and B,
// free, takes A's old one). It gives the solver a strong first incumbent, so the proven gap closes early.

/** Rounds of rebalancing: later rounds rarely move anyone. */
const REBALANCE_PASSES = 3;
/** Positions one chain search may pass through: keeps a hopeless position from costing seconds. */
const CHAIN_POSITIONS = 400;

/** A link of a chain: the employee of column `q` leaves it for position `to` (as column `j`). */
type Link = { to: number; j: number; q: number };

/** Indices into found.list of the chosen candidates after improving `start` (not changed). */
export function improveFill(
  instance: AutoFillInstance,
  found: Candidates,
  start: ReadonlySet<number>,
  /** performance.now() past which the searches stop (the fill so far is kept). */
  deadline = Number.POSITIVE_INFINITY,
): Set<number> {
  const late = () => performance.now() > deadline;
  const { positions, rules } = instance;
  const list = found.list;
  const schedules = instance.employees.map(
    (e) => new EmployeeSchedule(found.clock, rules, maxWeekHoursOf(e.maxWeekHours, rules), e.held),
  );
  const open = positions.map((p) => p.open);
  const chosen = new Set<number>();
  const ofPosition = positions.map((): number[] => []);
  const chosenOf = instance.employees.map(() => new Set<number>());
  const ofEmployee = instance.employees.map((): number[] => []);
  list.forEach((c, j) => {
    ofPosition[c.position]?.push(j);
    ofEmployee[c.employee]?.push(j);
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
      (schedules[ca.employee]?.hoursInWeek(ca.week) ?? 0) - (schedules[cb.employee]?.hoursInWeek(cb.week) ?? 0) ||
      ca.cost - cb.cost
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
   * Fills one more position of `start` by the shortest chain found breadth first: an employee leaves one of
   * their positions for it, another leaves theirs for that one, and so on, until someone free takes the last.
   * Links are found on the current state and checked again as the chain is applied (undone if one fails).
   */
  const augment = (start: number): boolean => {
    const parent = new Map<number, Link | null>([[start, null]]);
    const queue = [start];
    for (let head = 0; head < queue.length && head < CHAIN_POSITIONS; head++) {
      const at = queue[head] ?? -1;
      const slotId = positions[at]?.slotId ?? -1;
      for (const j of ofPosition[at] ?? []) {
        const employee = list[j]?.employee ?? -1;
        if (inSlot(employee, slotId)) continue;
        for (const q of [...(chosenOf[employee] ?? [])]) {
          const left = list[q]?.position ?? -1;
          if (parent.has(left)) continue;
          release(q);
          const movable = fits(j);
          take(q);
          if (!movable) continue;
          parent.set(left, { to: at, j, q });
          if (applyChain(left, parent)) return true;
          queue.push(left);
        }
      }
    }
    return false;
  };
  /** Applies the chain ending at `end` (someone free takes it) from its start; false, and undone, if it breaks. */
  const applyChain = (end: number, parent: Map<number, Link | null>): boolean => {
    const links: Link[] = [];
    for (let link = parent.get(end); link; link = parent.get(link.to)) links.unshift(link);
    const done: Link[] = [];
    const undo = () => {
      for (const link of done.reverse()) {
        release(link.j);
        take(link.q);
      }
      return false;
    };
    for (const link of links) {
      release(link.q);
      if (!fits(link.j)) {
        take(link.q);
        return undo();
      }
      take(link.j);
      done.push(link);
    }
    const last = (ofPosition[end] ?? []).filter(fits).sort(better)[0];
    if (last === undefined) return undo();
    take(last);
    return true;
  };

  /**
   * One position traded for two: an employee gives up one of theirs (often a long one) and takes two open
   * ones it made room for (hours, a double), so one more is filled; the given-up one stays open for a chain.
   */
  const exchange = (employee: number): boolean => {
    const openOfTheirs = ofEmployee[employee]?.filter((j) => (open[list[j]?.position ?? -1] ?? 0) > 0) ?? [];
    if (openOfTheirs.length < 2) return false;
    for (const q of [...(chosenOf[employee] ?? [])]) {
      release(q);
      const taken: number[] = [];
      for (const j of openOfTheirs) {
        if (j !== q && (open[list[j]?.position ?? -1] ?? 0) > 0 && fits(j)) {
          take(j);
          taken.push(j);
          if (taken.length === 2) return true;
        }
      }
      for (const j of taken) release(j);
      take(q);
    }
    return false;
  };

  for (const position of order) topUp(position);
  for (let round = 0; round < 2; round++) {
    for (const position of order) {
      while ((open[position] ?? 0) > 0 && !late() && augment(position)) {}
    }
    let traded = false;
    for (let employee = 0; employee < instance.employees.length && !late(); employee++)
      traded = exchange(employee) || traded;
    if (!traded || late()) break;
  }

  // Rebalance: a position goes to whoever else free gains the objective most (a better fit, or hours from
  // someone far above their share to someone below it). Each move keeps the fill and every hard rule.
  const bands = schedules.map((s) => hourBands(s.maxWeekHours));
  const gainOf = (j: number) => {
    const c = list[j];
    const schedule = c && schedules[c.employee];
    if (!c || !schedule) return Number.NEGATIVE_INFINITY;
    const held = schedule.hoursInWeek(c.week);
    const own = bands[c.employee] ?? [];
    return W.fit[c.fit] - (bandCost(own, held + c.hours) - bandCost(own, held)) - c.cost;
  };
  for (let pass = 0; pass < REBALANCE_PASSES && !late(); pass++) {
    let moved = false;
    for (const j of [...chosen]) {
      const position = list[j]?.position ?? -1;
      release(j);
      let best = j;
      let bestGain = gainOf(j) + 1e-6;
      for (const k of ofPosition[position] ?? []) {
        if (k === j || !fits(k)) continue;
        const gain = gainOf(k);
        if (gain > bestGain) {
          best = k;
          bestGain = gain;
        }
      }
      take(best);
      moved ||= best !== j;
    }
    if (!moved) break;
  }
  return chosen;
}

/** The hours' cost in the bands (cheapest first, as the solver counts it). */
function bandCost(bands: readonly { length: number; cost: number }[], hours: number): number {
  let left = hours;
  let cost = 0;
  for (const band of bands) {
    const used = Math.max(0, Math.min(band.length, left));
    cost += used * band.cost;
    left -= used;
  }
  return cost;
}
