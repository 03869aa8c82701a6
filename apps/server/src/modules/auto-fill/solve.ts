import { AUTO_FILL_SOLVER, type AutoFillSolverName, autoFillTimeLimitSeconds } from "@brigade/contract/auto-fill";
import { type Candidates, findCandidates } from "./candidates";
import { type Component, splitComponents } from "./components";
import { greedyFill } from "./greedy";
import { type SolverOptions, solveWithHighs } from "./highs-solve";
import { improveFill } from "./improve";
import { type AutoFillInstance, openCount, type Proposal } from "./instance";
import { buildPartModel, type PartModel } from "./model";

// Auto-fill's proposal for an instance, part by independent part (components.ts), each solved by HiGHS in two
// steps from a heuristic fill: first the most positions filled and the fewest "prefer not" among them, proven;
// then the rest of the objective within that. The heuristic fill alone when the solver fails, said in `solver`.

export type AutoFillOutcome = {
  proposals: Proposal[];
  found: Candidates;
  objective: number;
  bound: number;
  gap: number;
  solver: AutoFillSolverName;
  solveMs: number;
  /** The most positions any schedule fills, proven; null when a part's proof was cut short. */
  maxFill: number | null;
  /** Proposals on a "prefer not" window. */
  preferNot: number;
  /** Positions whose part's fill is proven maximal: an open one there would cost a filled one. */
  provenPositions: ReadonlySet<number>;
  /** What the time limit cut short: the fill's proof, the choice of who within it, or nothing. */
  cutShort: "fill" | "quality" | null;
};

export type Solve = typeof solveWithHighs;

/** The share of the time limit the heuristic fill may take before the solver starts from it. */
const HEURISTIC_SHARE = 0.08;
/** The least a part waits without progress before its quality step stops (its share of stallSeconds, at least). */
const MIN_STALL_SECONDS = 0.1;
/** The share of the solver's time the fill proofs may take; the rest (and what they leave) goes to the quality steps. */
const FILL_SHARE = 0.8;
/**
 * The share of the time limit planned for: HiGHS reads a model and finishes its root before it looks at the clock,
 * so a solve may run past its own limit; the rest is the margin that keeps the whole under the contract's limit.
 */
const PLANNED_SHARE = 0.85;
/**
 * A part with more candidates than this is filled by the heuristic alone: HiGHS takes seconds just to read such a
 * model and its root, and within the time limit improves nothing the heuristic found (a chain-wide 1,000-person
 * week of one team is one such part; work areas with no one in common never are).
 */
const MAX_SOLVED_COLUMNS = 15_000;
/** The heuristic's last pass over unproven parts, when the time limit has already come. */
const LAST_PASS_MS = 100;
/** The least time a part's step is given while there is time left. */
const MIN_PART_MS = 300;
/** An objective of whole numbers: a proven gap under 1 is none. */
const WHOLE_GAP = 1 - 1e-6;

const relativeGap = (objective: number, bound: number) =>
  Math.max(0, bound - objective) / Math.max(1, Math.abs(objective));

type PartResult = { chosen: Set<number>; bound: number; proven: boolean; cutShort: "fill" | "quality" | null };

export async function proposeFill(
  instance: AutoFillInstance,
  options: SolverOptions = AUTO_FILL_SOLVER,
  solve: Solve = solveWithHighs,
): Promise<AutoFillOutcome> {
  const started = performance.now();
  const seconds = autoFillTimeLimitSeconds(openCount(instance.positions), options);
  const deadline = started + seconds * 1000;
  const found = findCandidates(instance);
  const parts = splitComponents(found, instance.positions.length).map((part) => ({
    part,
    model: buildPartModel(instance, found, part),
  }));
  // The heuristic fill is the solver's first incumbent and the fallback; it keeps every hard rule.
  const heuristicDeadline = started + seconds * 1000 * HEURISTIC_SHARE;
  const heuristic = improveFill(instance, found, greedyFill(instance, found), heuristicDeadline);
  const isPreferNot = (j: number) => found.list[j]?.fit === "prefer_not";

  const outcomeOf = (
    chosen: ReadonlySet<number>,
    bound: number,
    solver: AutoFillSolverName,
    proven: boolean,
    provenPositions: ReadonlySet<number>,
    cutShort: AutoFillOutcome["cutShort"],
  ): AutoFillOutcome => {
    const objective = parts.reduce((sum, { model }) => sum + model.objectiveOf(chosen), 0);
    const proposals = [...chosen].flatMap((j) => {
      const c = found.list[j];
      return c ? [{ employee: c.employee, position: c.position }] : [];
    });
    const fullBound = Math.max(objective, bound);
    return {
      proposals,
      found,
      objective,
      bound: fullBound,
      gap: relativeGap(objective, fullBound),
      solver,
      solveMs: Math.round(performance.now() - started),
      maxFill: proven ? proposals.length : null,
      preferNot: [...chosen].filter(isPreferNot).length,
      provenPositions,
      cutShort,
    };
  };

  if (parts.length === 0) return outcomeOf(heuristic, 0, "none", true, new Set(), null);
  try {
    // The smallest parts first, each given its share of the time left by its size, so the time the small ones do not
    // need goes to the large ones: first every part's fill proof (what matters most), then every part's quality step.
    parts.sort((a, b) => a.part.columns.length - b.part.columns.length);
    const columns = parts.reduce((sum, { part }) => sum + part.columns.length, 0);
    const planned = started + seconds * 1000 * PLANNED_SHARE;
    const shares = (until: number) => {
      let columnsLeft = columns;
      return (size: number) => {
        const left = Math.max(0, until - performance.now());
        // Whatever its size, a part gets time for its root and a little search (most need far less and return it).
        const share = Math.min(left, Math.max(MIN_PART_MS, left * (size / columnsLeft)));
        columnsLeft -= size;
        return share / 1000;
      };
    };
    // Waiting for progress is shared out too: a hundred small parts must not each wait the whole stall.
    const limitsOf = (size: number) => ({
      ...options,
      stallSeconds: Math.max(MIN_STALL_SECONDS, (options.stallSeconds * size) / columns),
    });
    const fillsBy = performance.now() + (planned - performance.now()) * FILL_SHARE;
    const fillShare = shares(fillsBy);
    const fills: FillResult[] = [];
    for (const { part, model } of parts) {
      const size = part.columns.length;
      fills.push(await fillStep(part, model, heuristic, isPreferNot, fillShare(size), limitsOf(size), solve));
    }
    const qualityShare = shares(planned);
    const results: PartResult[] = [];
    for (const [i, { part, model }] of parts.entries()) {
      const size = part.columns.length;
      const fill = fills[i] as FillResult;
      results.push(await qualityStep(model, fill, qualityShare(size), limitsOf(size), solve));
    }
    let chosen = new Set(results.flatMap((r) => [...r.chosen]));
    const proven = results.every((r) => r.proven);
    // Parts whose proof was cut short (or too large to solve) may leave a position someone free could still take:
    // the heuristic's moves try again there, never touching a proven part.
    const unproven = results.flatMap((r, i) => (r.proven ? [] : (parts[i]?.part.columns ?? [])));
    if (unproven.length > 0) {
      const until = Math.max(deadline, performance.now() + LAST_PASS_MS);
      chosen = improveWithin(instance, found, unproven, chosen, until);
    }
    const provenPositions = new Set(results.flatMap((r, i) => (r.proven ? (parts[i]?.part.positions ?? []) : [])));
    const cutShort = results.some((r) => r.cutShort === "fill")
      ? "fill"
      : results.some((r) => r.cutShort === "quality")
        ? "quality"
        : null;
    const bound = results.reduce((sum, r) => sum + r.bound, 0);
    return outcomeOf(chosen, bound, "highs", proven, provenPositions, cutShort);
  } catch {
    // Reported as the fallback: the heuristic proposal keeps every rule, only maybe not the best.
    const bound = parts.reduce((sum, { model }) => sum + model.trivialBound, 0);
    return outcomeOf(heuristic, bound, "greedy", false, new Set(), null);
  }
}

/** improveFill over some candidates only (their parts' employees and positions are no one else's). */
function improveWithin(
  instance: AutoFillInstance,
  found: Candidates,
  columns: readonly number[],
  chosen: ReadonlySet<number>,
  until: number,
): Set<number> {
  const sub = { ...found, list: columns.map((j) => found.list[j]).filter((c) => c !== undefined) };
  const start = new Set(columns.flatMap((j, k) => (chosen.has(j) ? [k] : [])));
  const improved = improveFill(instance, sub, start, until);
  const inside = new Set(columns);
  const kept = new Set([...chosen].filter((j) => !inside.has(j)));
  for (const k of improved) kept.add(columns[k] ?? -1);
  return kept;
}

type FillResult = {
  best: Set<number>;
  filled: number;
  preferNot: number;
  /** No schedule of the part fills more. */
  proven: boolean;
  /** And none as full has fewer "prefer not". */
  fewestProven: boolean;
  /** The most positions a schedule of the part could fill, as far as the proof went. */
  mostPossible: number;
  skipped: boolean;
};

/** A part's fill: the most positions, then the fewest "prefer not", proven or as far as its time goes. */
async function fillStep(
  part: Component,
  model: PartModel,
  heuristic: ReadonlySet<number>,
  isPreferNot: (j: number) => boolean,
  seconds: number,
  options: SolverOptions,
  solve: Solve,
): Promise<FillResult> {
  const mine = new Set(part.columns.filter((j) => heuristic.has(j)));
  const count = (chosen: ReadonlySet<number>) => ({
    filled: chosen.size,
    preferNot: [...chosen].filter(isPreferNot).length,
  });
  const start = count(mine);
  if (part.columns.length > MAX_SOLVED_COLUMNS) {
    return { best: mine, ...start, proven: false, fewestProven: false, mostPossible: model.open, skipped: true };
  }
  // Every open position filled with no "prefer not": nothing can beat that, no solve needed to prove it.
  if (start.filled === model.open && start.preferNot === 0) {
    return { best: mine, ...start, proven: true, fewestProven: true, mostPossible: start.filled, skipped: false };
  }
  const outcome = await solve(model.fill, model.startFrom(mine, "fill"), {
    timeLimitSeconds: seconds,
    absoluteGap: WHOLE_GAP,
    // Stalled, the proof is given up (and said): the bound is often proven early while a better fill is not found.
    stallSeconds: options.stallSeconds,
  });
  // It was given a feasible start: no solution at all, short of the time limit, is a failure (the fallback).
  if (!outcome.hasSolution && !outcome.timedOut) throw new Error("the solver found no solution");
  let best = mine;
  const value = (c: { filled: number; preferNot: number }) => c.filled * model.fillWeight - c.preferNot;
  if (outcome.hasSolution && outcome.values) {
    const solved = model.chosenOf(outcome.values);
    if (value(count(solved)) >= value(start)) best = solved;
  }
  const reached = count(best);
  const bound = Number.isFinite(outcome.bound) ? outcome.bound : Number.POSITIVE_INFINITY;
  return {
    best,
    ...reached,
    // One more position would be worth at least (filled + 1) x fillWeight, "prefer not" or not.
    proven: bound < (reached.filled + 1) * model.fillWeight - 1e-6,
    fewestProven: bound - value(reached) < WHOLE_GAP,
    // A schedule filling F has a value of at least F x (fillWeight - 1): F is at most the bound over that.
    mostPossible: Math.min(model.open, Math.floor(bound / (model.fillWeight - 1) + 1e-9)),
    skipped: false,
  };
}

/** A part's quality step: the rest of the objective among schedules as full, with as few "prefer not". */
async function qualityStep(
  model: PartModel,
  fill: FillResult,
  seconds: number,
  options: SolverOptions,
  solve: Solve,
): Promise<PartResult> {
  const trivial = { bound: model.boundFilling(fill.mostPossible), proven: false, cutShort: "fill" as const };
  if (fill.skipped) return { chosen: fill.best, ...trivial };
  const outcome = await solve(model.quality(fill.filled, fill.preferNot), model.startFrom(fill.best, "quality"), {
    timeLimitSeconds: seconds,
    absoluteGap: options.qualityGap,
    stallSeconds: options.stallSeconds,
  });
  if (!outcome.hasSolution && !outcome.timedOut) throw new Error("the solver found no solution");
  let best = fill.best;
  if (outcome.hasSolution && outcome.values) {
    const solved = model.chosenOf(outcome.values);
    if (model.objectiveOf(solved) >= model.objectiveOf(best) - 1e-9) best = solved;
  }
  if (!fill.proven) return { chosen: best, ...trivial };
  // The quality step's schedules (as full, with at most as many "prefer not") include the best one: its bound is the
  // part's once the fill is proven.
  const bound = Math.max(
    Number.isFinite(outcome.bound) ? outcome.bound : model.boundFilling(fill.filled),
    model.objectiveOf(best),
  );
  const cutShort = outcome.timedOut || !fill.fewestProven ? "quality" : null;
  return { chosen: best, bound, proven: true, cutShort };
}
