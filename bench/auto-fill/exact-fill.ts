// The best any schedule can do on an instance, found by an integer model of our own, independent of the
// solver's (candidates.ts, model.ts): written from the hard rules as test/checker.ts states them, and solved
// by HiGHS to proven optimality. First the most positions any schedule fills, then the fewest prefer-not
// assignments among the schedules that fill that many.
import { slotFit } from "@brigade/contract/availability";
import { dateIn, weekContaining } from "@brigade/contract/local-time";
import { overlapsTimeOff } from "@brigade/contract/time-off";
import highsLoader from "highs";
import type { AutoFillInstance, Proposal } from "../../apps/server/src/modules/auto-fill/instance";

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** One employee allowed on one position by the rules that concern the pair alone. */
type Pair = {
  employee: number;
  position: number;
  from: number;
  to: number;
  day: number;
  week: number;
  preferNot: boolean;
};
type Row = { cols: number[]; coefs: number[]; upper: number };

export type PhaseResult = { objective: number; optimal: boolean; status: string; ms: number };
export type ExactFill = {
  pairs: number;
  rows: number;
  maxFill: PhaseResult;
  fewestPreferNot: PhaseResult;
  /** A schedule filling maxFill with fewestPreferNot (to check the model itself with the checker). */
  schedule: Proposal[];
};

export async function exactFill(instance: AutoFillInstance, timeLimitSeconds: number): Promise<ExactFill> {
  const { pairs, rows } = buildRows(instance);
  loaded ??= highsLoader();
  const highs = await loaded;
  const ones = pairs.map(() => 1);
  const maxFill = solve(highs, pairs.length, rows, ones, "max", timeLimitSeconds, null);
  // Fill at least that many (the maximum, when proven), with as few prefer-not as possible.
  const filled: Row = { cols: pairs.map((_, j) => j), coefs: ones.map((c) => -c), upper: -maxFill.result.objective };
  const fewest = solve(
    highs,
    pairs.length,
    [...rows, filled],
    pairs.map((p) => (p.preferNot ? 1 : 0)),
    "min",
    timeLimitSeconds,
    maxFill.values,
  );
  const values = fewest.values ?? maxFill.values ?? new Float64Array(pairs.length);
  const schedule = pairs.flatMap((p, j) =>
    (values[j] ?? 0) > 0.5 ? [{ employee: p.employee, position: p.position }] : [],
  );
  return { pairs: pairs.length, rows: rows.length, maxFill: maxFill.result, fewestPreferNot: fewest.result, schedule };
}

/** The pairs and the rows over them: open counts, one slot once, no overlap, shifts a day, week hours, rest. */
function buildRows(instance: AutoFillInstance): { pairs: Pair[]; rows: Row[] } {
  const { timeZone, rules, positions, employees } = instance;
  const restMs = rules.min_rest_hours * HOUR;
  const placeOf = (at: number) => {
    const date = dateIn(new Date(at), timeZone);
    return {
      day: Date.UTC(date.year, date.month - 1, date.day) / DAY,
      week: weekContaining(new Date(at), timeZone).from.getTime(),
    };
  };
  const places = positions.map((p) => placeOf(p.from));
  const pairs: Pair[] = [];
  const rows: Row[] = [];
  const seen = new Set<string>();
  /** Sum of cols (weighted) at most upper; a row that cannot bind, or one already added, is left out. */
  const add = (cols: number[], upper: number, coefs = cols.map(() => 1)) => {
    if (coefs.reduce((a, b) => a + b, 0) <= upper) return;
    const key = `${[...cols].sort((a, b) => a - b).join(",")}:${coefs.join(",")}:${upper}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ cols, coefs, upper });
  };
  const perPosition: number[][] = positions.map(() => []);

  employees.forEach((e, who) => {
    const held = e.held.map((h) => ({ ...h, ...placeOf(h.from), hours: (h.to - h.from) / HOUR }));
    const max = e.maxWeekHours ?? rules.max_week_hours;
    const mine: number[] = [];
    positions.forEach((p, k) => {
      const place = places[k] as { day: number; week: number };
      const slot = { from: new Date(p.from), to: new Date(p.to) };
      if (!e.roleIds.includes(p.areaRoleId) || e.slotsTaken.includes(p.slotId)) return;
      const hours = (p.to - p.from) / HOUR;
      const clash = held.some(
        (h) =>
          (h.from < p.to && p.from < h.to) ||
          (h.day - place.day === 1 && h.from - p.to < restMs) ||
          (place.day - h.day === 1 && p.from - h.to < restMs),
      );
      const dayCount = held.filter((h) => h.day === place.day).length;
      const weekHours = held.filter((h) => h.week === place.week).reduce((s, h) => s + h.hours, 0);
      if (clash || dayCount + 1 > rules.max_shifts_per_day || weekHours + hours > max + 1e-9) return;
      if (overlapsTimeOff(e.timeOff, slot, timeZone)) return;
      const fit = slotFit(e.availability, slot, timeZone);
      if (fit === "unavailable") return;
      perPosition[k]?.push(pairs.length);
      mine.push(pairs.length);
      pairs.push({ employee: who, position: k, from: p.from, to: p.to, ...place, preferNot: fit === "prefer_not" });
    });

    const of = (j: number) => pairs[j] as Pair;
    const group = (key: (p: Pair) => number) => {
      const groups = new Map<number, number[]>();
      for (const j of mine) groups.set(key(of(j)), [...(groups.get(key(of(j))) ?? []), j]);
      return groups;
    };
    // One slot once.
    for (const list of group((p) => positions[p.position]?.slotId ?? -1).values()) add(list, 1);
    // No overlap: the positions under way at each start time are a clique of the interval graph.
    for (const t of new Set(mine.map((j) => of(j).from)))
      add(
        mine.filter((j) => of(j).from <= t && t < of(j).to),
        1,
      );
    // Shifts per local day, held ones counted.
    const days = group((p) => p.day);
    for (const [day, list] of days) add(list, rules.max_shifts_per_day - held.filter((h) => h.day === day).length);
    // Hours per local week, held ones counted.
    for (const [week, list] of group((p) => p.week)) {
      const heldHours = held.filter((h) => h.week === week).reduce((s, h) => s + h.hours, 0);
      add(
        list,
        max - heldHours + 1e-9,
        list.map((j) => (of(j).to - of(j).from) / HOUR),
      );
    }
    // Rest between consecutive local days. With one shift a day, a day's positions exclude each other, so
    // those ending at or after an end time and the next day's starting within the rest of it share one row.
    for (const [day, list] of days) {
      const next = days.get(day + 1) ?? [];
      if (next.length === 0) continue;
      if (rules.max_shifts_per_day <= 1) {
        for (const end of new Set(list.map((j) => of(j).to))) {
          const late = next.filter((b) => of(b).from - end < restMs);
          if (late.length > 0) add([...list.filter((a) => of(a).to >= end), ...late], 1);
        }
      } else {
        for (const a of list) for (const b of next) if (of(b).from - of(a).to < restMs) add([a, b], 1);
      }
    }
  });
  perPosition.forEach((list, k) => {
    add(list, positions[k]?.open ?? 0);
  });
  return { pairs, rows };
}

type Highs = Awaited<ReturnType<typeof highsLoader>>;
let loaded: Promise<Highs> | undefined;

function solve(
  highs: Highs,
  numCols: number,
  rows: Row[],
  cost: number[],
  sense: "max" | "min",
  timeLimitSeconds: number,
  start: Float64Array | null,
): { result: PhaseResult; values: Float64Array | null } {
  const started = performance.now();
  const starts = [0];
  const indices: number[] = [];
  const values: number[] = [];
  for (const row of rows) {
    indices.push(...row.cols);
    values.push(...row.coefs);
    starts.push(indices.length);
  }
  const model = highs.createModel({
    numCols,
    numRows: rows.length,
    sense: highs.constants.objectiveSense[sense === "max" ? "maximize" : "minimize"],
    colCost: cost,
    colLower: cost.map(() => 0),
    colUpper: cost.map(() => 1),
    rowLower: rows.map(() => Number.NEGATIVE_INFINITY),
    rowUpper: rows.map((r) => r.upper),
    matrix: { format: "csr", numRows: rows.length, numCols, starts, indices, values },
    integrality: cost.map(() => highs.constants.variableType.integer),
  });
  try {
    // Proven optimal: the objective is a whole number, so a gap under one is none.
    model.options.set({ output_flag: false, time_limit: timeLimitSeconds, mip_rel_gap: 0, mip_abs_gap: 0.5 });
    if (start) model.setSolution({ colValue: start });
    model.run();
    const status = model.getModelStatus();
    const feasible = Number(model.info.get("primal_solution_status")) === highs.constants.solutionStatus.feasible;
    const name = Object.entries(highs.constants.modelStatus).find(([, v]) => v === status)?.[0] ?? String(status);
    return {
      result: {
        objective: feasible ? Math.round(model.getObjectiveValue()) : Number.NaN,
        optimal: status === highs.constants.modelStatus.optimal,
        status: name,
        ms: Math.round(performance.now() - started),
      },
      values: feasible ? model.getSolution().colValue : null,
    };
  } finally {
    model.dispose();
  }
}
