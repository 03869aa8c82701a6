import highsLoader from "highs";

// The integer program of build-shifts (demand.md): for one role, how many positions of each allowed start and
// length cover the people still needed in every quarter with the fewest position-hours. A quarter left uncovered
// costs far more than any shift, so a quarter no allowed shift reaches (before the first allowed start) is the
// only one left under. The coverage matrix has consecutive ones in each column (a shift covers a run of
// quarters), so the linear relaxation's optimal vertex is integral: HiGHS's simplex solves it in a few milliseconds
// (the integer program is solved only should a vertex come back fractional). It runs on the calling thread, one
// stretch of demand at a time, giving the event loop a turn between stretches.

export type CoverInput = {
  /** People still needed per quarter of the period (required minus what is already scheduled, at least 0). */
  need: readonly number[];
  /** Whether a shift may start at each quarter (the allowed start times from now on). */
  canStart: readonly boolean[];
  /** The allowed lengths in quarters, ascending. */
  lengths: readonly number[];
};
/** Positions of one start (a quarter index) and length (quarters). */
export type CoverShift = { start: number; length: number; count: number };

let loaded: ReturnType<typeof highsLoader> | undefined;

/**
 * The stretches of the period that can be solved apart: runs of need split where no shift can reach across, at a
 * gap of quarters without need as long as the longest shift less one (a shift touching both sides would cover the
 * gap and a quarter each side).
 */
export function stretchesOf(need: readonly number[], longest: number): { first: number; last: number }[] {
  const stretches: { first: number; last: number }[] = [];
  let current: { first: number; last: number } | undefined;
  need.forEach((people, i) => {
    if (people <= 0) return;
    if (current && i - current.last - 1 < longest - 1) current.last = i;
    else {
      current = { first: i, last: i };
      stretches.push(current);
    }
  });
  return stretches;
}

type Column = { start: number; length: number };

async function solveStretch(input: CoverInput, first: number, last: number): Promise<CoverShift[]> {
  const { need, canStart, lengths } = input;
  const longest = lengths[lengths.length - 1] ?? 1;
  const columns: Column[] = [];
  for (let start = Math.max(0, first - longest + 1); start <= last; start++) {
    if (!canStart[start]) continue;
    for (const length of lengths) if (start + length > first) columns.push({ start, length });
  }
  const rows: number[] = [];
  for (let q = first; q <= last; q++) if ((need[q] ?? 0) > 0) rows.push(q);
  if (columns.length === 0) return [];

  const totalNeed = rows.reduce((sum, q) => sum + (need[q] ?? 0), 0);
  // Fewest position-quarters first; among equals, fewest shifts (each shift's small cost sums below one quarter).
  const perShift = 1 / (totalNeed + 1);
  const uncovered = 10 * longest;
  const numCols = columns.length + rows.length;
  const colCost = new Float64Array(numCols);
  const colUpper = new Float64Array(numCols);
  columns.forEach((c, j) => {
    colCost[j] = c.length + perShift;
    let most = 0;
    for (let q = c.start; q < c.start + c.length && q <= last; q++) most = Math.max(most, need[q] ?? 0);
    colUpper[j] = most;
  });
  rows.forEach((q, r) => {
    colCost[columns.length + r] = uncovered;
    colUpper[columns.length + r] = need[q] ?? 0;
  });
  const starts = new Int32Array(rows.length + 1);
  const indices: number[] = [];
  rows.forEach((q, r) => {
    starts[r] = indices.length;
    columns.forEach((c, j) => {
      if (q >= c.start && q < c.start + c.length) indices.push(j);
    });
    indices.push(columns.length + r);
    starts[r + 1] = indices.length;
  });

  loaded ??= highsLoader();
  const highs = await loaded;
  const solveOnce = (integral: boolean) => {
    const solver = highs.createModel({
      numCols,
      numRows: rows.length,
      sense: highs.constants.objectiveSense.minimize,
      colCost,
      colLower: new Float64Array(numCols),
      colUpper,
      rowLower: Float64Array.from(rows, (q) => need[q] ?? 0),
      rowUpper: new Float64Array(rows.length).fill(Number.POSITIVE_INFINITY),
      matrix: {
        format: "csr",
        numRows: rows.length,
        numCols,
        starts,
        indices: Int32Array.from(indices),
        values: new Float64Array(indices.length).fill(1),
      },
      integrality: new Int32Array(numCols).fill(integral ? 1 : 0),
    });
    try {
      solver.options.set({ output_flag: false, time_limit: 5, mip_rel_gap: 0 });
      solver.run();
      if (solver.getModelStatus() !== highs.constants.modelStatus.optimal) throw new Error("build-shifts: no optimum");
      return Float64Array.from(solver.getSolution().colValue);
    } finally {
      solver.dispose();
    }
  };
  // The simplex's vertex is integral here; should it not be, the integer program is solved as one.
  let values = solveOnce(false);
  if (values.some((v) => Math.abs(v - Math.round(v)) > 1e-6)) values = solveOnce(true);
  const shifts: CoverShift[] = [];
  columns.forEach((c, j) => {
    const count = Math.round(values[j] ?? 0);
    if (count > 0) shifts.push({ ...c, count });
  });
  return shifts;
}

/** The positions covering the need with the fewest position-hours, in start order. */
export async function coverDemand(input: CoverInput): Promise<CoverShift[]> {
  const longest = input.lengths[input.lengths.length - 1] ?? 1;
  const shifts: CoverShift[] = [];
  for (const { first, last } of stretchesOf(input.need, longest)) {
    shifts.push(...(await solveStretch(input, first, last)));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return shifts.sort((a, b) => a.start - b.start || a.length - b.length);
}
