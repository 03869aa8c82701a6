import { AUTO_FILL_WEIGHTS as W } from "@brigade/contract/auto-fill";
import type { Candidate, Candidates } from "./candidates";
import type { AutoFillInstance } from "./instance";

// The mixed-integer program of auto-fill, as the sparse arrays HiGHS reads. Columns: one binary per candidate
// (employee e takes a position of slot s for role r), then, per employee and local week, the hours in each
// band of their maximum (continuous; their sum is the week's hours, so the bands also cap it). Rows: the open
// positions of each slot and role; one position at a time per employee (a row per set of their candidates
// that overlap at one instant); no short rest between consecutive local days (a row per pair); the positions
// per day; the hours of each week. The objective (maximised) is AUTO_FILL_WEIGHTS', the wage's cost included.

export type SolverModel = {
  numCols: number;
  numRows: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  /** CSR: row i's entries are indices/values[starts[i] .. starts[i+1]). */
  starts: Int32Array;
  indices: Int32Array;
  values: Float64Array;
  /** 1 integer, 0 continuous, per column. */
  integrality: Int32Array;
};

export type BuiltModel = {
  model: SolverModel;
  /** Column j < candidates.length is candidates[j]. */
  candidates: readonly Candidate[];
  /** A complete start for the solver from a set of chosen candidate indices (hours put in the cheapest bands). */
  startFrom: (chosen: ReadonlySet<number>) => Float64Array;
  /** The objective of a set of chosen candidates, as the solver would count it. */
  objectiveOf: (chosen: ReadonlySet<number>) => number;
  /** An upper bound on any objective: every open position filled at the best fit, nothing else counted. */
  trivialBound: number;
};

const HOUR = 3_600_000;

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Bands of the weekly maximum (shares of it) and each band's cost per hour: fairness, then near the maximum. */
export function hourBands(max: number): { length: number; cost: number }[] {
  const edges = [0, 0.25, 0.5, 0.75, W.nearMaxShare, 1];
  const bands: { length: number; cost: number }[] = [];
  for (let k = 1; k < edges.length; k++) {
    const lower = edges[k - 1] ?? 0;
    const upper = edges[k] ?? 1;
    const quarter = Math.min(3, Math.floor(lower / 0.25 + 1e-9));
    const near = lower >= W.nearMaxShare - 1e-9 ? W.nearMaxPerHour : 0;
    bands.push({ length: (upper - lower) * max, cost: (W.fairnessPerHour[quarter] ?? 0) + near });
  }
  return bands;
}

/** Fills the bands in order with `hours`: the cheapest first, as the solver would (the costs rise). */
function bandHours(bands: { length: number }[], hours: number): number[] {
  let left = hours;
  return bands.map((band) => {
    const used = Math.max(0, Math.min(band.length, left));
    left -= used;
    return used;
  });
}

const positionValue = (instance: AutoFillInstance, c: Candidate) =>
  W.fill + W.fit[c.fit] - W.premiumPerDollar * (instance.positions[c.position]?.bonus ?? 0) - c.wage;

export function buildModel(instance: AutoFillInstance, found: Candidates): BuiltModel {
  const candidates = found.list;
  const rows: { indices: number[]; values: number[]; lower: number; upper: number }[] = [];
  const cost: number[] = candidates.map((c) => positionValue(instance, c));
  const lower: number[] = candidates.map(() => 0);
  const upper: number[] = candidates.map(() => 1);
  const integer: number[] = candidates.map(() => 1);

  // Open positions of each slot and role.
  const ofPosition = new Map<number, number[]>();
  const ofEmployee = new Map<number, number[]>();
  candidates.forEach((c, j) => {
    pushTo(ofPosition, c.position, j);
    pushTo(ofEmployee, c.employee, j);
  });
  for (const [position, columns] of ofPosition) {
    const open = instance.positions[position]?.open ?? 0;
    if (columns.length > open) rows.push({ indices: columns, values: columns.map(() => 1), lower: 0, upper: open });
  }

  const span = (j: number) => {
    const p = instance.positions[candidates[j]?.position ?? -1];
    if (!p) throw new RangeError("candidate without position");
    return p;
  };
  const restMs = instance.rules.min_rest_hours * HOUR;
  const weekBands: {
    employee: number;
    week: number;
    held: number;
    columns: number[];
    first: number;
    bands: { length: number; cost: number }[];
  }[] = [];

  for (const [employee, columns] of ofEmployee) {
    const schedule = found.schedules[employee];
    if (!schedule) continue;
    // One position at a time: the maximal sets of candidates overlapping at an instant (interval cliques).
    const events = columns.flatMap((j) => [
      { at: span(j).from, start: true, j },
      { at: span(j).to, start: false, j },
    ]);
    events.sort((a, b) => a.at - b.at || Number(a.start) - Number(b.start));
    const active = new Set<number>();
    let lastWasStart = false;
    for (const event of events) {
      if (event.start) {
        active.add(event.j);
        lastWasStart = true;
        continue;
      }
      if (lastWasStart && active.size > 1) {
        const clique = [...active];
        rows.push({ indices: clique, values: clique.map(() => 1), lower: 0, upper: 1 });
      }
      active.delete(event.j);
      lastWasStart = false;
    }

    // Rest between consecutive local days, and positions per day.
    const byDay = new Map<number, number[]>();
    for (const j of columns) {
      const day = candidates[j]?.day ?? 0;
      pushTo(byDay, day, j);
    }
    for (const [day, today] of byDay) {
      const cap = instance.rules.max_shifts_per_day - schedule.positionsOnDay(day);
      if (today.length > cap) rows.push({ indices: today, values: today.map(() => 1), lower: 0, upper: cap });
      if (restMs <= 0) continue;
      for (const a of today) {
        for (const b of byDay.get(day + 1) ?? []) {
          const gap = span(b).from - span(a).to;
          if (gap >= 0 && gap < restMs) rows.push({ indices: [a, b], values: [1, 1], lower: 0, upper: 1 });
        }
      }
    }

    // Hours of each local week: held plus taken, spread over the bands of their maximum.
    const byWeek = new Map<number, number[]>();
    for (const j of columns) {
      const week = candidates[j]?.week ?? 0;
      pushTo(byWeek, week, j);
    }
    for (const [week, inWeek] of byWeek) {
      const bands = hourBands(schedule.maxWeekHours);
      const first = cost.length;
      for (const band of bands) {
        cost.push(-band.cost);
        lower.push(0);
        upper.push(band.length);
        integer.push(0);
      }
      const held = schedule.hoursInWeek(week);
      weekBands.push({ employee, week, held, columns: inWeek, first, bands });
      rows.push({
        indices: [...bands.map((_, k) => first + k), ...inWeek],
        values: [...bands.map(() => 1), ...inWeek.map((j) => -(candidates[j]?.hours ?? 0))],
        lower: held,
        upper: held,
      });
    }
  }

  let nnz = 0;
  for (const row of rows) nnz += row.indices.length;
  const starts = new Int32Array(rows.length + 1);
  const indices = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  let at = 0;
  rows.forEach((row, i) => {
    starts[i] = at;
    indices.set(row.indices, at);
    values.set(row.values, at);
    at += row.indices.length;
  });
  starts[rows.length] = at;

  const model: SolverModel = {
    numCols: cost.length,
    numRows: rows.length,
    colCost: Float64Array.from(cost),
    colLower: Float64Array.from(lower),
    colUpper: Float64Array.from(upper),
    rowLower: Float64Array.from(rows.map((r) => r.lower)),
    rowUpper: Float64Array.from(rows.map((r) => r.upper)),
    starts,
    indices,
    values,
    integrality: Int32Array.from(integer),
  };

  const startFrom = (chosen: ReadonlySet<number>) => {
    const start = new Float64Array(model.numCols);
    for (const j of chosen) start[j] = 1;
    for (const w of weekBands) {
      const taken = w.columns.reduce((sum, j) => sum + (chosen.has(j) ? (candidates[j]?.hours ?? 0) : 0), 0);
      bandHours(w.bands, w.held + taken).forEach((hours, k) => {
        start[w.first + k] = hours;
      });
    }
    return start;
  };
  const objectiveOf = (chosen: ReadonlySet<number>) => {
    const start = startFrom(chosen);
    let total = 0;
    for (let j = 0; j < model.numCols; j++) total += (model.colCost[j] ?? 0) * (start[j] ?? 0);
    return total;
  };
  const best = W.fill + Math.max(...Object.values(W.fit));
  const trivialBound = instance.positions.reduce((sum, p) => sum + p.open * best, 0);
  return { model, candidates, startFrom, objectiveOf, trivialBound };
}
