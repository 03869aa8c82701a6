import { AUTO_FILL_SOLVER, type AutoFillSolverName } from "@brigade/contract/auto-fill";
import { type Candidates, findCandidates } from "./candidates";
import { greedyFill } from "./greedy";
import { type SolverOptions, solveWithHighs } from "./highs-solve";
import { improveFill } from "./improve";
import type { AutoFillInstance, Proposal } from "./instance";
import { buildModel } from "./model";

// Auto-fill's proposal for an instance: the MIP solved by HiGHS, started from a heuristic fill (greedy, then
// improved by chains of swaps); that fill alone when the solver fails or has no solution, said in `solver`.

export type AutoFillOutcome = {
  proposals: Proposal[];
  found: Candidates;
  objective: number;
  bound: number;
  gap: number;
  solver: AutoFillSolverName;
  solveMs: number;
};

export type Solve = typeof solveWithHighs;

/** The share of the time limit the heuristic fill may take before the solver starts from it. */
const HEURISTIC_SHARE = 0.3;
/** At least this long for the solver, whatever the heuristic took (a cold thread loads HiGHS first). */
const MIN_SOLVER_SECONDS = 3;

const relativeGap = (objective: number, bound: number) =>
  Math.max(0, bound - objective) / Math.max(1, Math.abs(objective));

export async function proposeFill(
  instance: AutoFillInstance,
  options: SolverOptions = AUTO_FILL_SOLVER,
  solve: Solve = solveWithHighs,
): Promise<AutoFillOutcome> {
  const started = performance.now();
  const found = findCandidates(instance);
  const built = buildModel(instance, found);
  // The heuristic fill is the solver's first incumbent and the fallback; it keeps every hard rule.
  // It may use a share of the time limit; the solver gets the rest.
  const deadline = started + options.timeLimitSeconds * 1000 * HEURISTIC_SHARE;
  const heuristic = improveFill(instance, found, greedyFill(instance, found), deadline);
  const asProposals = (chosen: Iterable<number>) =>
    [...chosen].flatMap((j) => {
      const c = built.candidates[j];
      return c ? [{ employee: c.employee, position: c.position }] : [];
    });

  if (built.candidates.length > 0) {
    try {
      const spent = (performance.now() - started) / 1000;
      // The solver always gets time enough for its root relaxation, so the bound it proves is a real one.
      const left = { ...options, timeLimitSeconds: Math.max(MIN_SOLVER_SECONDS, options.timeLimitSeconds - spent) };
      const outcome = await solve(built.model, built.startFrom(heuristic), left);
      if (outcome.hasSolution && outcome.values && outcome.objective !== null) {
        const solved = new Set<number>();
        for (let j = 0; j < built.candidates.length; j++) if ((outcome.values[j] ?? 0) > 0.5) solved.add(j);
        // Stopped at the gap or the time limit, the solver may leave a position someone could still take.
        const chosen = improveFill(instance, found, solved, performance.now() + 500);
        const objective = built.objectiveOf(chosen);
        // The solver's proven bound (it also says "optimal" once the gap is within its tolerance).
        const proven = Number.isFinite(outcome.bound) ? outcome.bound : built.trivialBound;
        const bound = Math.max(objective, proven);
        return {
          proposals: asProposals(chosen),
          found,
          objective,
          bound,
          gap: relativeGap(objective, bound),
          solver: "highs",
          solveMs: Math.round(performance.now() - started),
        };
      }
    } catch {
      // Reported below as the fallback: the heuristic proposal keeps every rule, only maybe not the best.
    }
  }
  const objective = built.objectiveOf(heuristic);
  const bound = built.candidates.length > 0 ? built.trivialBound : objective;
  return {
    proposals: asProposals(heuristic),
    found,
    objective,
    bound,
    gap: relativeGap(objective, bound),
    solver: built.candidates.length > 0 ? "greedy" : "none",
    solveMs: Math.round(performance.now() - started),
  };
}
