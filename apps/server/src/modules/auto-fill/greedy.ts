import { AUTO_FILL_WEIGHTS as W } from "@brigade/contract/auto-fill";
import { maxWeekHoursOf } from "@brigade/contract/work-rules";
import type { Candidates } from "./candidates";
import type { AutoFillInstance } from "./instance";
import { EmployeeSchedule } from "./schedule";

// The fallback when the solver fails, and the solver's first incumbent: positions in time order, each given
// to the best-fitting candidate (then the fewest hours that week) who still keeps every hard rule.

/** Indices into found.list of the chosen candidates. */
export function greedyFill(instance: AutoFillInstance, found: Candidates): Set<number> {
  const schedules = instance.employees.map(
    (e) => new EmployeeSchedule(found.clock, instance.rules, maxWeekHoursOf(e.maxWeekHours, instance.rules), e.held),
  );
  const byPosition = new Map<number, number[]>();
  found.list.forEach((c, j) => {
    const list = byPosition.get(c.position);
    if (list) list.push(j);
    else byPosition.set(c.position, [j]);
  });
  const order = instance.positions.map((_, i) => i);
  // The scarcest positions first (fewest candidates for each open one): they have the fewest ways to be filled. Of
  // those as scarce, one that owes no predictability pay before one that does (fair-workweek.md): the pay is cost
  // the solver's gap is too coarse to see, so its first incumbent already avoids it.
  const scarcity = (i: number) => (byPosition.get(i)?.length ?? 0) / Math.max(1, instance.positions[i]?.open ?? 1);
  const owes = (i: number) => (found.owesPay[i] ? 1 : 0);
  order.sort(
    (a, b) =>
      scarcity(a) - scarcity(b) ||
      owes(a) - owes(b) ||
      (instance.positions[a]?.from ?? 0) - (instance.positions[b]?.from ?? 0),
  );
  const chosen = new Set<number>();
  const inSlot = new Set<string>();
  for (const position of order) {
    const p = instance.positions[position];
    if (!p) continue;
    let open = p.open;
    const columns = [...(byPosition.get(position) ?? [])];
    const hoursOf = (j: number) => {
      const c = found.list[j];
      return c ? (schedules[c.employee]?.hoursInWeek(c.week) ?? 0) : 0;
    };
    for (;;) {
      if (open <= 0) break;
      columns.sort((a, b) => {
        const ca = found.list[a];
        const cb = found.list[b];
        return (
          (cb ? W.fit[cb.fit] : 0) - (ca ? W.fit[ca.fit] : 0) ||
          hoursOf(a) - hoursOf(b) ||
          (ca?.cost ?? 0) - (cb?.cost ?? 0)
        );
      });
      const next = columns.findIndex((j) => {
        const c = found.list[j];
        return c && !inSlot.has(`${c.employee}:${p.slotId}`) && schedules[c.employee]?.blocker(p) === null;
      });
      if (next < 0) break;
      const [j] = columns.splice(next, 1);
      const c = j === undefined ? undefined : found.list[j];
      if (j === undefined || !c) break;
      chosen.add(j);
      inSlot.add(`${c.employee}:${p.slotId}`);
      schedules[c.employee]?.add(p);
      open--;
    }
  }
  return chosen;
}
