import highsLoader from "highs";
import type { SolverModel } from "./solver-model";

// One HiGHS solve of auto-fill's model, on the calling thread: auto-fill calls it inside its fill thread
// (fill-threads.ts), so the request thread never waits on it. HiGHS is loaded once per thread.

export type SolverOutcome = {
  optimal: boolean;
  hasSolution: boolean;
  values: Float64Array | null;
  objective: number | null;
  /** The proven bound (+Infinity when the solver stopped before proving one). */
  bound: number;
  /** It stopped at its time limit. */
  timedOut: boolean;
};

/**
 * One solve's limits: its time, the absolute gap (in the objective's own units) at which it stops, and how long it
 * may go without its solution or bound moving (Infinity: never stop for that, as a proof needs).
 */
export type SolveLimits = { timeLimitSeconds: number; absoluteGap: number; stallSeconds: number };
/** Auto-fill's limits for a whole proposal (the contract's AUTO_FILL_SOLVER). */
export type SolverOptions = {
  timeLimitSeconds: number;
  extraFromPositions: number;
  extraSecondsPerThousand: number;
  maxTimeLimitSeconds: number;
  qualityGap: number;
  stallSeconds: number;
};

let loaded: ReturnType<typeof highsLoader> | undefined;
/** The share of the gap a move of the bound must close to count as progress. */
const STALL_STEP = 0.1;
/** The branch and bound has begun: the root node, its cuts and heuristics are done. */
const rootDone = (data: { mip_node_count?: bigint }) => Number(data.mip_node_count ?? 0) >= 1;
/** Feasible, in HiGHS's primal_solution_status. */
const FEASIBLE = 2;

export async function solveWithHighs(
  model: SolverModel,
  start: Float64Array | null,
  options: SolveLimits,
): Promise<SolverOutcome> {
  loaded ??= highsLoader();
  const highs = await loaded;
  const solver = highs.createModel({
    numCols: model.numCols,
    numRows: model.numRows,
    sense: highs.constants.objectiveSense.maximize,
    colCost: model.colCost,
    colLower: model.colLower,
    colUpper: model.colUpper,
    rowLower: model.rowLower,
    rowUpper: model.rowUpper,
    matrix: {
      format: "csr",
      numRows: model.numRows,
      numCols: model.numCols,
      starts: model.starts,
      indices: model.indices,
      values: model.values,
    },
    integrality: model.integrality,
  });
  try {
    solver.options.set({
      output_flag: false,
      time_limit: Math.max(0.01, options.timeLimitSeconds),
      mip_abs_gap: options.absoluteGap,
      mip_rel_gap: 0,
    });
    if (start) solver.setSolution({ colValue: start });
    // Stop once neither the incumbent nor the proven bound has moved for stallSeconds: past that point the
    // search rarely pays for the wait, and the gap tells how far from the best the answer may be. The bound
    // creeps down in tiny steps while cuts are added at the root; only a step closing a tenth of the gap counts.
    // Never before the root is done: HiGHS's best heuristics run at its end.
    let primal = Number.NEGATIVE_INFINITY;
    let dual = Number.POSITIVE_INFINITY;
    let movedAt = 0;
    solver.run({
      [highs.constants.callbackType.mipInterrupt](event) {
        const { running_time: now = 0, mip_primal_bound: p = primal, mip_dual_bound: d = dual } = event.data;
        // HiGHS checks its own gap only between phases; a long cut loop at the root would outlast it.
        if (Number.isFinite(p) && Number.isFinite(d) && d - p <= options.absoluteGap) event.interrupt();
        else if (
          p > primal + 1e-6 * Math.max(1, Math.abs(primal)) ||
          (Number.isFinite(d) && !Number.isFinite(dual)) ||
          dual - d > STALL_STEP * (dual - p)
        ) {
          primal = Math.max(primal, p);
          dual = d;
          movedAt = now;
        } else if (rootDone(event.data) && now - movedAt > options.stallSeconds) event.interrupt();
        return undefined;
      },
    });
    const hasSolution = Number(solver.info.get("primal_solution_status")) === FEASIBLE;
    return {
      optimal: solver.getModelStatus() === highs.constants.modelStatus.optimal,
      hasSolution,
      values: hasSolution ? solver.getSolution().colValue : null,
      objective: hasSolution ? solver.getObjectiveValue() : null,
      bound: Number(solver.info.get("mip_dual_bound")),
      timedOut: solver.getModelStatus() === highs.constants.modelStatus.timeLimit,
    };
  } finally {
    solver.dispose();
  }
}
