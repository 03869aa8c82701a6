import { AUTO_FILL_WEIGHTS as W } from "@brigade/contract/auto-fill";
import type { Candidate, Candidates } from "./candidates";
import type { Component } from "./components";
import { hardRuleRows } from "./hard-rows";
import type { AutoFillInstance } from "./instance";
import { periodOf } from "./period";
import { type Row, type SolverModel, solverModel } from "./solver-model";

// The mixed-integer programs of one independent part of auto-fill (components.ts). Columns: one binary per candidate
// (employee e takes a position of slot s for role r). Both keep the hard rules' rows (hard-rows.ts).
// - `fill`: the most positions filled, then the fewest on a "prefer not" window: (open + 1) per position filled,
//   minus 1 per "prefer not", so one more position always outweighs them all; the objective is whole, so a gap
//   under 1 proves both.
// - `quality(filled, preferNot)`: AUTO_FILL_WEIGHTS' objective among schedules at least as full and with at most
//   as many "prefer not": per employee, the period's hours over the bands of their maximum for the period
//   (fairness, continuous columns) and each week's hours past its near-maximum share.

export type PartModel = {
  /** Column k < columns.length is the candidate found.list[columns[k]]. */
  columns: readonly number[];
  /** Open positions of the part: the most it could ever fill. */
  open: number;
  fill: SolverModel;
  /** The fill model's value of one position filled. */
  fillWeight: number;
  quality: (filled: number, preferNot: number) => SolverModel;
  /** A start for either model (the quality one's fairness columns filled cheapest first) from chosen candidates. */
  startFrom: (chosen: ReadonlySet<number>, model: "fill" | "quality") => Float64Array;
  /** The chosen candidates of a solution's values. */
  chosenOf: (values: Float64Array) => Set<number>;
  /** AUTO_FILL_WEIGHTS' objective of chosen candidates (of this part), as the quality model counts it. */
  objectiveOf: (chosen: ReadonlySet<number>) => number;
  /** An upper bound on the part's objective: every open position filled at the best fit, nothing else counted. */
  trivialBound: number;
  /** The same bound for schedules filling at most `filled` positions. */
  boundFilling: (filled: number) => number;
};

type Band = { length: number; cost: number };

const BIG = 1e9;

/** Bands of a weekly maximum (shares of it) and each band's cost per hour: fairness, then near the maximum. */
export function hourBands(max: number): Band[] {
  const edges = [0, 0.25, 0.5, 0.75, W.nearMaxShare, 1];
  const bands: Band[] = [];
  for (let k = 1; k < edges.length; k++) {
    const lower = edges[k - 1] ?? 0;
    const upper = edges[k] ?? 1;
    const quarter = Math.min(3, Math.floor(lower / 0.25 + 1e-9));
    const near = lower >= W.nearMaxShare - 1e-9 ? W.nearMaxPerHour : 0;
    bands.push({ length: (upper - lower) * max, cost: (W.fairnessPerHour[quarter] ?? 0) + near });
  }
  return bands;
}

/** The fairness bands of a maximum for the period: its quarters, the last one open-ended. */
const periodBands = (max: number): Band[] =>
  W.fairnessPerHour.map((cost, k) => ({ length: k < W.fairnessPerHour.length - 1 ? max / 4 : BIG, cost }));

/** Fills the bands in order with `hours`: the cheapest first, as the solver would (the costs rise). */
function bandHours(bands: readonly Band[], hours: number): number[] {
  let left = hours;
  return bands.map((band) => {
    const used = Math.max(0, Math.min(band.length, left));
    left -= used;
    return used;
  });
}

const positionValue = (instance: AutoFillInstance, c: Candidate) =>
  W.fill + W.fit[c.fit] - W.premiumPerDollar * (instance.positions[c.position]?.bonus ?? 0) - c.cost;

export function buildPartModel(instance: AutoFillInstance, found: Candidates, part: Component): PartModel {
  const columns = part.columns;
  const cand = (k: number): Candidate => {
    const c = found.list[columns[k] ?? -1];
    if (!c) throw new RangeError("column without candidate");
    return c;
  };
  const n = columns.length;
  const open = part.positions.reduce((sum, p) => sum + (instance.positions[p]?.open ?? 0), 0);
  const { rows, people } = hardRuleRows(instance, found, columns);
  const period = periodOf(instance, found.clock);

  const isPreferNot = (k: number) => cand(k).fit === "prefer_not";
  const fillWeight = open + 1;
  const fillCost = columns.map((_, k) => fillWeight - (isPreferNot(k) ? 1 : 0));
  const ones = columns.map(() => 1);
  const zeros = columns.map(() => 0);
  const fill = solverModel(fillCost, zeros, ones, ones, rows);

  // The quality model's extra columns: per employee the period's fairness bands, per week the hours near the max.
  const qualityCost = columns.map((_, k) => positionValue(instance, cand(k)));
  const qLower = [...zeros];
  const qUpper = [...ones];
  const qInteger = [...ones];
  const qRows: Row[] = [...rows];
  const addColumn = (cost: number, upper: number) => {
    qualityCost.push(cost);
    qLower.push(0);
    qUpper.push(upper);
    qInteger.push(0);
    return qualityCost.length - 1;
  };
  type Fairness = { ks: number[]; held: number; bands: Band[]; first: number };
  type NearMax = { ks: number[]; held: number; threshold: number; column: number };
  const fairness: Fairness[] = [];
  const nearMax: NearMax[] = [];
  for (const person of people) {
    const held = period.heldHours(instance.employees[person.employee]?.held ?? []);
    const bands = periodBands((person.max * period.days) / 7);
    const first = qualityCost.length;
    for (const band of bands) addColumn(-band.cost, band.length);
    fairness.push({ ks: person.ks, held, bands, first });
    qRows.push({
      indices: [...bands.map((_, b) => first + b), ...person.ks],
      values: [...bands.map(() => 1), ...person.ks.map((k) => -cand(k).hours)],
      lower: held,
      upper: held,
    });
    const schedule = found.schedules[person.employee];
    for (const [week, inWeek] of person.weeks) {
      const weekHeld = schedule?.hoursInWeek(week) ?? 0;
      const threshold = W.nearMaxShare * person.max;
      const most = weekHeld + inWeek.reduce((sum, k) => sum + cand(k).hours, 0);
      if (most <= threshold + 1e-9) continue;
      const column = addColumn(-W.nearMaxPerHour, BIG);
      nearMax.push({ ks: inWeek, held: weekHeld, threshold, column });
      // column >= held + taken - threshold
      qRows.push({
        indices: [column, ...inWeek],
        values: [1, ...inWeek.map((k) => -cand(k).hours)],
        lower: weekHeld - threshold,
        upper: BIG,
      });
    }
  }
  const quality = (filled: number, preferNot: number) => {
    const extra: Row[] = [{ indices: columns.map((_, k) => k), values: ones, lower: filled, upper: BIG }];
    const avoid = columns.flatMap((_, k) => (isPreferNot(k) ? [k] : []));
    if (avoid.length > preferNot)
      extra.push({ indices: avoid, values: avoid.map(() => 1), lower: 0, upper: preferNot });
    return solverModel(qualityCost, qLower, qUpper, qInteger, [...qRows, ...extra]);
  };

  const startFrom = (chosen: ReadonlySet<number>, model: "fill" | "quality") => {
    const start = new Float64Array(model === "fill" ? n : qualityCost.length);
    const on = (k: number) => chosen.has(columns[k] ?? -1);
    for (let k = 0; k < n; k++) start[k] = on(k) ? 1 : 0;
    if (model === "fill") return start;
    for (const f of fairness) {
      const taken = f.ks.reduce((sum, k) => sum + (on(k) ? cand(k).hours : 0), 0);
      bandHours(f.bands, f.held + taken).forEach((hours, b) => {
        start[f.first + b] = hours;
      });
    }
    for (const m of nearMax) {
      const taken = m.ks.reduce((sum, k) => sum + (on(k) ? cand(k).hours : 0), 0);
      start[m.column] = Math.max(0, m.held + taken - m.threshold);
    }
    return start;
  };
  const chosenOf = (values: Float64Array) => {
    const chosen = new Set<number>();
    for (let k = 0; k < n; k++) if ((values[k] ?? 0) > 0.5) chosen.add(columns[k] ?? -1);
    return chosen;
  };
  const objectiveOf = (chosen: ReadonlySet<number>) => {
    const start = startFrom(chosen, "quality");
    let total = 0;
    for (let c = 0; c < qualityCost.length; c++) total += (qualityCost[c] ?? 0) * (start[c] ?? 0);
    return total;
  };
  const best = W.fill + Math.max(...Object.values(W.fit));
  const trivialBound = open * best;
  const boundFilling = (filled: number) => filled * best;
  return { columns, open, fill, fillWeight, quality, startFrom, chosenOf, objectiveOf, trivialBound, boundFilling };
}
