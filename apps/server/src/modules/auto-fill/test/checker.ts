import { slotFit } from "@brigade/contract/availability";
import { dateIn, weekContaining } from "@brigade/contract/local-time";
import { overlapsTimeOff } from "@brigade/contract/time-off";
import type { AutoFillInstance, Proposal } from "../instance";

// Test support: an independent reading of auto-fill's hard rules (week-building.md, "Auto-fill" and "Work
// rules"), written from the contract and not from schedule.ts, candidates.ts or model.ts, so that the tests
// can judge the solver's and the greedy fill's proposals by a second definition of the rules.

export const HARD_RULES = [
  "role",
  "open",
  "sameSlot",
  "slotTaken",
  "overlap",
  "timeOff",
  "unavailable",
  "weekMax",
  "rest",
  "dayShifts",
] as const;
export type HardRule = (typeof HARD_RULES)[number];

/** A broken rule: the employee, and the proposals (indexes into the list checked) that break it. */
export type Violation = { rule: HardRule; employee: number; proposals: number[]; detail: string };

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** An employee's position, held or proposed (`proposal` is its index in the list, null when held). */
type Placed = { from: number; to: number; day: number; week: number; proposal: number | null; slotId: number | null };

/**
 * A checker for one instance: the local days, weeks and fits are read once, so checking many sets of
 * proposals (the exhaustive search of the tests) stays fast.
 */
export function hardRuleChecker(instance: AutoFillInstance): (proposals: readonly Proposal[]) => Violation[] {
  const { timeZone, rules, positions, employees } = instance;
  const restMs = rules.min_rest_hours * HOUR;
  const places = new Map<number, { day: number; week: number }>();
  /** The local date (days since 1970-01-01, so consecutive dates differ by 1) and the local week's Monday. */
  const placeOf = (at: number) => {
    let place = places.get(at);
    if (!place) {
      const date = dateIn(new Date(at), timeZone);
      place = {
        day: Date.UTC(date.year, date.month - 1, date.day) / DAY,
        week: weekContaining(new Date(at), timeZone).from.getTime(),
      };
      places.set(at, place);
    }
    return place;
  };
  const held: Placed[][] = employees.map((e) =>
    e.held.map((h) => ({ from: h.from, to: h.to, ...placeOf(h.from), proposal: null, slotId: null })),
  );
  const memo = new Map<string, boolean>();
  const once = (key: string, compute: () => boolean) => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = compute();
    memo.set(key, value);
    return value;
  };

  return (proposals) => {
    const found: Violation[] = [];
    const add = (rule: HardRule, employee: number, at: number[], detail: string) =>
      found.push({ rule, employee, proposals: at, detail });
    const perPosition = new Map<number, number[]>();
    const perEmployee = new Map<number, Placed[]>();

    proposals.forEach((proposal, k) => {
      const p = positions[proposal.position];
      const e = employees[proposal.employee];
      if (!p || !e) throw new RangeError(`proposal ${k} names no such employee or position`);
      const slot = { from: new Date(p.from), to: new Date(p.to) };
      const who = proposal.employee;
      if (!e.roleIds.includes(p.areaRoleId)) add("role", who, [k], `lacks area role ${p.areaRoleId}`);
      if (e.slotsTaken.includes(p.slotId)) add("slotTaken", who, [k], `already in slot ${p.slotId}`);
      if (once(`t${who}:${proposal.position}`, () => overlapsTimeOff(e.timeOff, slot, timeZone)))
        add("timeOff", who, [k], "approved time off at that time");
      if (once(`a${who}:${proposal.position}`, () => slotFit(e.availability, slot, timeZone) === "unavailable"))
        add("unavailable", who, [k], "unavailable at that time");
      perPosition.set(proposal.position, [...(perPosition.get(proposal.position) ?? []), k]);
      const placed = { from: p.from, to: p.to, ...placeOf(p.from), proposal: k, slotId: p.slotId };
      perEmployee.set(who, [...(perEmployee.get(who) ?? []), placed]);
    });

    for (const [position, list] of perPosition) {
      const open = positions[position]?.open ?? 0;
      if (list.length > open)
        add("open", proposals[list[0] ?? 0]?.employee ?? -1, list, `${list.length} > ${open} open`);
    }

    for (const [who, proposed] of perEmployee) {
      const all = [...(held[who] ?? []), ...proposed];
      const max = employees[who]?.maxWeekHours ?? rules.max_week_hours;
      const pairOf = (a: Placed, b: Placed) => [a.proposal, b.proposal].filter((k): k is number => k !== null);
      proposed.forEach((a, i) => {
        // Pairs of proposals once each; a proposal against every held position.
        for (const b of [...proposed.slice(i + 1), ...(held[who] ?? [])]) {
          if (b.slotId !== null && a.slotId === b.slotId) add("sameSlot", who, pairOf(a, b), `slot ${a.slotId}`);
          if (a.from < b.to && b.from < a.to) add("overlap", who, pairOf(a, b), "overlapping positions");
          // The rest between consecutive local days, whichever of the two comes first.
          const [early, late] = a.day < b.day ? [a, b] : [b, a];
          if (late.day - early.day === 1 && late.from - early.to < restMs)
            add("rest", who, pairOf(a, b), `${(late.from - early.to) / HOUR} h of rest`);
        }
      });
      for (const week of new Set(proposed.map((a) => a.week))) {
        const hours = all.filter((a) => a.week === week).reduce((sum, a) => sum + (a.to - a.from) / HOUR, 0);
        if (hours > max + 1e-9)
          add(
            "weekMax",
            who,
            inWeekOrDay(proposed, (a) => a.week === week),
            `${hours} h > ${max} h`,
          );
      }
      for (const day of new Set(proposed.map((a) => a.day))) {
        const count = all.filter((a) => a.day === day).length;
        if (count > rules.max_shifts_per_day)
          add(
            "dayShifts",
            who,
            inWeekOrDay(proposed, (a) => a.day === day),
            `${count} positions in a day`,
          );
      }
    }
    return found;
  };
}

const inWeekOrDay = (proposed: Placed[], keep: (a: Placed) => boolean) =>
  proposed.filter(keep).flatMap((a) => (a.proposal === null ? [] : [a.proposal]));

/** The hard rules the proposals break together with what the employees hold (none when they are sound). */
export const hardRuleViolations = (instance: AutoFillInstance, proposals: readonly Proposal[]): Violation[] =>
  hardRuleChecker(instance)(proposals);
