import { payWeight, wageWeight } from "@brigade/contract/auto-fill";
import {
  type AvailabilityFit,
  fitAmongSpans,
  type PatternSpan,
  patternSpans,
  saysWhenAvailable,
} from "@brigade/contract/availability";
import { windowOn } from "@brigade/contract/availability-time";
import { packById } from "@brigade/contract/fair-workweek/packs";
import { predictabilityPay } from "@brigade/contract/fair-workweek/pay";
import { rateOn } from "@brigade/contract/labour-hours";
import { dateIn } from "@brigade/contract/local-time";
import { timeOffSpan } from "@brigade/contract/time-off";
import { maxWeekHoursOf } from "@brigade/contract/work-rules";
import type { AutoFillInstance, OpenPosition } from "./instance";
import { type LocalClock, localClock } from "./local-time";
import { type Blocker, EmployeeSchedule } from "./schedule";

// Who could take each open position on their own, before any proposal: every hard rule checked against what
// they already hold. The rest (several proposals together) is the model's and the greedy fill's.

export type Candidate = {
  employee: number;
  position: number;
  fit: Exclude<AvailabilityFit, "unavailable">;
  hours: number;
  /** The position's local day and week (LocalPlace). */
  day: number;
  week: number;
  /** Their rate for the position's role on its local day, cents an hour; null without one. */
  rateCents: number | null;
  /**
   * The objective's cost of what they are paid for it: their wage (wageWeight) and, on a posted position under a rule
   * pack, the predictability pay filling it owes (payWeight); set once every candidate's rate is known.
   */
  cost: number;
};

export type Candidates = {
  clock: LocalClock;
  list: Candidate[];
  /** Each employee's schedule of held positions (the model's hours and the reasons read it). */
  schedules: EmployeeSchedule[];
  /** How each employee fits each position, by index; only those with the role are read. */
  fitOf: (employee: number, position: number) => AvailabilityFit;
  /** The hard rule that keeps the employee from the position whatever else is proposed, or null. */
  staticBlocker: (employee: number, position: number) => Blocker | null;
  /** Employees with the position's role, by position index. */
  withRole: number[][];
  /** Whether filling the position owes predictability pay (posted, under a rule pack, inside its notice), by index. */
  owesPay: boolean[];
};

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** The top and average of the rates the candidates have: the scale of the objective's cost term. */
function rateScale(list: readonly Candidate[]): { top: number; average: number } {
  const rates = list.flatMap((c) => (c.rateCents === null ? [] : [c.rateCents]));
  if (rates.length === 0) return { top: 0, average: 0 };
  return { top: Math.max(...rates), average: rates.reduce((a, b) => a + b, 0) / rates.length };
}

/** windowOn, memoised per window and date: patterns of a team repeat the same windows. */
function cachedWindowOn(): typeof windowOn {
  const cache = new Map<string, ReturnType<typeof windowOn>>();
  return (window, date, timeZone) => {
    const key = `${window.from}|${window.to}|${date.toString()}`;
    if (!cache.has(key)) cache.set(key, windowOn(window, date, timeZone));
    return cache.get(key) ?? null;
  };
}

export function findCandidates(instance: AutoFillInstance): Candidates {
  const { timeZone, positions, employees, rules } = instance;
  const clock = localClock(timeZone);
  const place = cachedWindowOn();
  const first = Math.min(...positions.map((p) => p.from));
  const last = Math.max(...positions.map((p) => p.to));
  const firstDay = positions.length ? dateIn(new Date(first), timeZone).subtract({ days: 1 }) : null;
  const lastDay = positions.length ? dateIn(new Date(last), timeZone) : null;

  const schedules = employees.map(
    (e) => new EmployeeSchedule(clock, rules, maxWeekHoursOf(e.maxWeekHours, rules), e.held),
  );
  const patterns: PatternSpan[][] = employees.map((e) =>
    firstDay && lastDay && e.availability.length
      ? patternSpans(e.availability, firstDay, lastDay, timeZone, place)
      : [],
  );
  const timeOffs = employees.map((e) => e.timeOff.map((t) => timeOffSpan(t, timeZone)));
  const taken = employees.map((e) => new Set(e.slotsTaken));

  const fitOf = (employee: number, position: number): AvailabilityFit => {
    const p = positions[position];
    const e = employees[employee];
    if (!p || !e) throw new RangeError("no such employee or position");
    if (e.availability.length === 0) return "unknown";
    return fitAmongSpans(
      patterns[employee] ?? [],
      p.from,
      p.to,
      saysWhenAvailable(e.availability, clock(p.from).weekday),
    );
  };

  const staticBlocker = (employee: number, position: number): Blocker | null => {
    const p = positions[position];
    if (!p) throw new RangeError("no such position");
    if (timeOffs[employee]?.some((t) => t.from.getTime() < p.to && p.from < t.to.getTime())) return "timeOff";
    if (fitOf(employee, position) === "unavailable") return "unavailable";
    if (taken[employee]?.has(p.slotId)) return "busy";
    return schedules[employee]?.blocker(p) ?? null;
  };

  const byRole = new Map<number, number[]>();
  employees.forEach((e, index) => {
    for (const role of e.roleIds) {
      const list = byRole.get(role);
      if (list) list.push(index);
      else byRole.set(role, [index]);
    }
  });
  const withRole = positions.map((p) => byRole.get(p.areaRoleId) ?? []);

  const list: Candidate[] = [];
  positions.forEach((p, position) => {
    const { day, week } = clock(p.from);
    const isoDay = new Date(day * DAY).toISOString().slice(0, 10);
    for (const employee of withRole[position] ?? []) {
      if (staticBlocker(employee, position)) continue;
      const fit = fitOf(employee, position);
      if (fit === "unavailable") continue;
      const rateCents = rateOn(employees[employee]?.wages ?? [], isoDay, p.areaRoleId);
      list.push({ employee, position, fit, hours: (p.to - p.from) / HOUR, day, week, rateCents, cost: 0 });
    }
  });
  const scale = rateScale(list);
  const owed = predictabilityOwed(instance, scale.average);
  const owesPay = positions.map((p) => owed !== null && p.posted === true && owed(p, null) > 0);
  for (const c of list) {
    c.cost = wageWeight(c.rateCents, c.hours, scale);
    const position = positions[c.position];
    if (owed && position && owesPay[c.position]) c.cost += payWeight(owed(position, c.rateCents), scale);
  }
  return { clock, list, schedules, fitOf, staticBlocker, withRole, owesPay };
}

/**
 * Under a rule pack, the predictability pay (cents) filling a posted position owes its taker: an added change with the
 * notice left, by the contract's one definition. Someone without a rate counts at the average rate, as for wages.
 */
function predictabilityOwed(instance: AutoFillInstance, averageRate: number) {
  const pack = instance.predictability ? packById(instance.predictability.packId) : undefined;
  const now = instance.predictability?.now ?? 0;
  if (!pack) return null;
  return (p: OpenPosition, rateCents: number | null): number =>
    predictabilityPay(pack, {
      kind: "added",
      moved: false,
      minutes_before: 0,
      minutes_after: (p.to - p.from) / 60_000,
      minutes_shifted: 0,
      notice_hours: (p.from - now) / HOUR,
      rate_cents: rateCents ?? Math.round(averageRate),
      exempt_reason: null,
    }).cents ?? 0;
}
