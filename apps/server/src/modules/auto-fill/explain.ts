import {
  AUTO_FILL_MESSAGES,
  type AutoFillAssignment,
  type AutoFillPayload,
  type AutoFillUnfilled,
  AUTO_FILL_REASONS as R,
  slotTimeOfWeek,
} from "@brigade/contract/auto-fill";
import { maxWeekHoursOf } from "@brigade/contract/work-rules";
import { type AutoFillInstance, type OpenPosition, openCount } from "./instance";
import { BLOCKERS, type Blocker, EmployeeSchedule } from "./schedule";
import type { AutoFillOutcome } from "./solve";

// The proposal as the contract's payload, each assignment and each open position with reasons read from the
// instance and the final schedule (held plus proposed), never from a template that could be false of it.

const iso = (ms: number) => new Date(ms).toISOString();

export function autoFillPayloadOf(instance: AutoFillInstance, outcome: AutoFillOutcome): AutoFillPayload {
  const { positions, employees, rules } = instance;
  const { found } = outcome;
  const final = employees.map(
    (e) => new EmployeeSchedule(found.clock, rules, maxWeekHoursOf(e.maxWeekHours, rules), e.held),
  );
  const takenBy = positions.map(() => new Set<number>());
  for (const { employee, position } of outcome.proposals) {
    const p = positions[position];
    if (!p) continue;
    final[employee]?.add(p);
    takenBy[position]?.add(employee);
  }

  const assignments: AutoFillAssignment[] = outcome.proposals.flatMap(({ employee, position }) => {
    const p = positions[position];
    const e = employees[employee];
    const schedule = final[employee];
    if (!p || !e || !schedule) return [];
    const place = found.clock(p.from);
    const fit = found.fitOf(employee, position);
    const when = slotTimeOfWeek(place.weekday, place.hour);
    const fitPhrase =
      fit === "preferred"
        ? R.fit.preferred(when)
        : fit === "available"
          ? R.fit.available(when)
          : fit === "prefer_not"
            ? R.fit.prefer_not(when)
            : R.fit.unknown(place.weekday);
    const reasons = [R.assignment(p.roleName, fitPhrase, schedule.hoursInWeek(place.week), schedule.maxWeekHours)];
    if (p.bonus > 0) reasons.push(R.premium(p.bonus));
    return [{ ...positionFields(p), employee_id: e.id, employee_name: e.name, reasons }];
  });
  assignments.sort((a, b) => a.from.localeCompare(b.from) || a.employee_name.localeCompare(b.employee_name));

  const unfilled: AutoFillUnfilled[] = [];
  positions.forEach((p, position) => {
    const missing = p.open - (takenBy[position]?.size ?? 0);
    if (missing <= 0) return;
    unfilled.push({ ...positionFields(p), missing, reasons: [whyOpen(instance, outcome, final, takenBy, position)] });
  });

  const openPositions = openCount(positions);
  return {
    time_zone: instance.timeZone,
    assignments,
    unfilled,
    stats: {
      open_positions: openPositions,
      filled: outcome.proposals.length,
      max_fill: outcome.maxFill,
      prefer_not: outcome.preferNot,
      objective: round(outcome.objective),
      bound: round(outcome.bound),
      gap: Math.round(outcome.gap * 1e6) / 1e6,
      solver: outcome.solver,
      solve_ms: outcome.solveMs,
    },
    notice: noticeOf(outcome),
    // Money is the request thread's to add, for a caller who may see it (service.ts).
    cost: null,
  };
}

function noticeOf(outcome: AutoFillOutcome): string | null {
  if (outcome.solver === "greedy") return AUTO_FILL_MESSAGES.solverFallback;
  if (outcome.cutShort === "fill") return AUTO_FILL_MESSAGES.fillUnproven;
  if (outcome.cutShort === "quality") return AUTO_FILL_MESSAGES.qualityUnproven;
  return null;
}

const round = (n: number) => Math.round(n * 100) / 100;

function positionFields(p: OpenPosition) {
  return {
    shift_id: p.shiftId,
    slot_id: p.slotId,
    area_role_id: p.areaRoleId,
    area_role_name: p.roleName,
    shift_name: p.shiftName,
    from: iso(p.from),
    to: iso(p.to),
  };
}

/**
 * Why a position stayed open: each employee with the role, by the first rule that keeps them out whatever is
 * proposed; then, where the fill is proven maximal, those who could take it (any schedule where they do leaves
 * another position open), else by the rule the final schedule breaks.
 */
function whyOpen(
  instance: AutoFillInstance,
  outcome: AutoFillOutcome,
  final: EmployeeSchedule[],
  takenBy: Set<number>[],
  position: number,
): string {
  const p = instance.positions[position];
  if (!p) return "";
  const people = (outcome.found.withRole[position] ?? []).filter((e) => !takenBy[position]?.has(e));
  if ((outcome.found.withRole[position] ?? []).length === 0) return R.noOneWithRole(p.roleName);
  const counts = new Map<Blocker | "free" | "neededElsewhere", number>();
  const maxima = new Set<number>();
  const proven = outcome.provenPositions.has(position);
  for (const employee of people) {
    const fixed = outcome.found.staticBlocker(employee, position);
    if (!fixed && proven) {
      counts.set("neededElsewhere", (counts.get("neededElsewhere") ?? 0) + 1);
      continue;
    }
    const blocker = fixed ?? final[employee]?.blocker(p) ?? null;
    if (blocker === "overMax") maxima.add(final[employee]?.maxWeekHours ?? 0);
    counts.set(blocker ?? "free", (counts.get(blocker ?? "free") ?? 0) + 1);
  }
  const parts: string[] = [];
  for (const blocker of BLOCKERS) {
    const n = counts.get(blocker);
    if (!n) continue;
    if (blocker === "overMax") parts.push(R.blocked.overMax(n, maxima.size === 1 ? ([...maxima][0] ?? null) : null));
    else if (blocker === "dayShifts") parts.push(R.blocked.dayShifts(n, instance.rules.max_shifts_per_day));
    else parts.push(R.blocked[blocker](n));
  }
  const elsewhere = counts.get("neededElsewhere");
  if (elsewhere) parts.push(R.blocked.neededElsewhere(elsewhere));
  const free = counts.get("free");
  if (free) parts.push(R.blocked.notReached(free));
  return R.noOneFree(parts);
}
