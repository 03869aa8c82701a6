// The auto-fill solver alone, in process (no database, no HTTP), on instances of a nurse-rostering benchmark's
// shape (test/benchmark-shape.ts): how many positions it fills against the most any schedule can, how many
// prefer-not assignments it makes against the fewest possible at that fill, how evenly hours spread, its time
// and gap. The best possible comes from our own exact model (exact-fill.ts). See bench/README.md.
//   npm run bench:auto-fill:solver -- [--size 15x14|50x28|200x7|1000x7|all] [--seed N] [--exact-limit SECONDS]
//     [--solver-dir DIR]   another checkout's solver, e.g. a worktree of the code before issue 35
import { resolve } from "node:path";
import { slotFit } from "@brigade/contract/availability";
import { weekContaining } from "@brigade/contract/local-time";
import { type AutoFillOutcome, proposeFill } from "../../apps/server/src/modules/auto-fill/solve";
import {
  benchmarkShape,
  SHAPE_SIZES,
  type ShapeInstance,
  type ShapeSize,
} from "../../apps/server/src/modules/auto-fill/test/benchmark-shape";
import { hardRuleChecker } from "../../apps/server/src/modules/auto-fill/test/checker";
import { parseFlags } from "../chain/sizes";
import { type ExactFill, exactFill } from "./exact-fill";

const flags = parseFlags(process.argv.slice(2));
const seed = Number(flags.get("seed") ?? 7);
const exactLimit = Number(flags.get("exact-limit") ?? 1800);
const sizeFlag = flags.get("size") ?? "15x14";
// Another checkout's solver (e.g. a worktree of the code before issue 35): its proposeFill is timed instead, on the
// same instances with "prefer not" windows read as available (that code knew no such kind); the figures are still
// read against the instance as generated.
const solverDir = flags.get("solver-dir");
const propose: typeof proposeFill = solverDir
  ? (await import(resolve(solverDir, "apps/server/src/modules/auto-fill/solve.ts"))).proposeFill
  : proposeFill;
const asSolved = (instance: ShapeInstance): ShapeInstance =>
  solverDir
    ? {
        ...instance,
        employees: instance.employees.map((e) => ({
          ...e,
          availability: e.availability.map((r) => (r.kind === "prefer_not" ? { ...r, kind: "available" as const } : r)),
        })),
      }
    : instance;
const sizes = sizeFlag === "all" ? SHAPE_SIZES : SHAPE_SIZES.filter((s) => s.name === sizeFlag);
if (sizes.length === 0)
  throw new Error(`--size must be one of ${SHAPE_SIZES.map((s) => s.name).join(", ")} or all, not ${sizeFlag}`);

const HOUR = 3_600_000;
const BASE_FIELDS = new Set([
  "proposals",
  "found",
  "objective",
  "bound",
  "gap",
  "solver",
  "solveMs",
  "provenPositions",
]);

type Row = {
  size: ShapeSize;
  employees: number;
  open: number;
  filled: number;
  exact: ExactFill;
  preferNot: number;
  spread: { min: number; max: number };
  ms: number;
  outcome: AutoFillOutcome;
  extra: Record<string, unknown>;
  violations: number;
  exactViolations: number;
};

/** Local weeks (Monday to Sunday) the period touches: the period's maximum is that many weeks' maximum. */
function weeksOf(instance: ShapeInstance): number {
  const weeks = new Set<number>();
  for (let at = instance.period.from; at < instance.period.to; at += 12 * HOUR)
    weeks.add(weekContaining(new Date(at), instance.timeZone).from.getTime());
  return weeks.size;
}

/** Each employee's proposed hours over the period as a share of their maximum for the period's weeks. */
function hourShares(instance: ShapeInstance, outcome: AutoFillOutcome): number[] {
  const hours = instance.employees.map(() => 0);
  for (const { employee, position } of outcome.proposals) {
    const p = instance.positions[position];
    if (p) hours[employee] = (hours[employee] ?? 0) + (p.to - p.from) / HOUR;
  }
  const weeks = weeksOf(instance);
  return instance.employees.map(
    (e, i) => (hours[i] ?? 0) / ((e.maxWeekHours ?? instance.rules.max_week_hours) * weeks),
  );
}

async function measure(size: ShapeSize): Promise<Row> {
  const instance = benchmarkShape(size, seed);
  const open = instance.positions.reduce((sum, p) => sum + p.open, 0);
  const started = performance.now();
  const outcome = await propose(asSolved(instance));
  const ms = performance.now() - started;
  const check = hardRuleChecker(instance);
  const violations = check(outcome.proposals);
  for (const v of violations.slice(0, 10)) console.log(`  VIOLATION ${v.rule} employee ${v.employee}: ${v.detail}`);
  const preferNot = outcome.proposals.filter(({ employee, position }) => {
    const p = instance.positions[position];
    const e = instance.employees[employee];
    if (!p || !e) return false;
    return slotFit(e.availability, { from: new Date(p.from), to: new Date(p.to) }, instance.timeZone) === "prefer_not";
  }).length;
  const shares = hourShares(instance, outcome);
  const extra = Object.fromEntries(Object.entries(outcome).filter(([key]) => !BASE_FIELDS.has(key)));
  const exact = await exactFill(instance, exactLimit);
  return {
    size,
    employees: instance.employees.length,
    open,
    filled: outcome.proposals.length,
    exact,
    preferNot,
    spread: { min: Math.min(...shares), max: Math.max(...shares) },
    ms,
    outcome,
    extra,
    violations: violations.length,
    exactViolations: check(exact.schedule).length,
  };
}

const phase = (p: ExactFill["maxFill"]) =>
  `${p.objective.toLocaleString("en")}${p.optimal ? "" : ` (${p.status}, not proven)`}`;
const gapText = (gap: number) => `${(gap * 100).toFixed(gap < 0.001 ? 4 : 2)} %`;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
/** Fields the outcome has beyond the ones it had before the rewrite; a set or map by its size. */
const extraText = (extra: Record<string, unknown>) =>
  Object.entries(extra)
    .map(([key, value]) => {
      const shown = value instanceof Set || value instanceof Map ? `${value.size} items` : JSON.stringify(value);
      return `${key} ${shown}`;
    })
    .join(", ") || "-";

console.log(`seed ${seed}; warm-up: one proposeFill of 15x14 (loads HiGHS)`);
await propose(asSolved(benchmarkShape(SHAPE_SIZES[0] as ShapeSize, seed + 1)));
const rows: Row[] = [];
for (const size of sizes) {
  console.log(
    `\n${size.name}: ${size.employees} employees, ${size.areas} areas, ${size.days} days from ${size.monday}`,
  );
  const row = await measure(size);
  rows.push(row);
  const o = row.outcome;
  console.log(`  positions open          ${row.open}`);
  console.log(`  filled                  ${row.filled}   (most possible: ${phase(row.exact.maxFill)})`);
  console.log(
    `  prefer-not used         ${row.preferNot}   (fewest at that fill: ${phase(row.exact.fewestPreferNot)})`,
  );
  console.log(
    `  fairness spread         ${percent(row.spread.max - row.spread.min)} (${percent(row.spread.min)} to ${percent(row.spread.max)})`,
  );
  console.log(`  proposeFill             ${row.ms.toFixed(0)} ms (solveMs ${o.solveMs})`);
  console.log(
    `  solver, gap             ${o.solver}, ${gapText(o.gap)} (objective ${o.objective.toFixed(1)}, bound ${o.bound.toFixed(1)})`,
  );
  console.log(`  extra outcome fields    ${extraText(row.extra)}`);
  console.log(`  hard-rule violations    ${row.violations} (the exact schedule's: ${row.exactViolations})`);
  console.log(
    `  exact model             ${row.exact.pairs} pairs, ${row.exact.rows} rows; ${row.exact.maxFill.ms} + ${row.exact.fewestPreferNot.ms} ms`,
  );
}

console.log(
  "\n| size | employees | open positions | filled / most possible | proven max (max_fill) | prefer-not / fewest possible | fairness spread | proposeFill | gap | solver | cut short | violations |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|");
for (const r of rows)
  console.log(
    `| ${r.size.name} | ${r.employees.toLocaleString("en")} | ${r.open.toLocaleString("en")} | ${r.filled.toLocaleString("en")} / ${phase(r.exact.maxFill)} | ${r.outcome.maxFill?.toLocaleString("en") ?? "-"} | ${r.preferNot} / ${phase(r.exact.fewestPreferNot)} | ${percent(r.spread.max - r.spread.min)} | ${Math.round(r.ms).toLocaleString("en")} ms | ${gapText(r.outcome.gap)} | ${r.outcome.solver} | ${r.outcome.cutShort ?? "-"} | ${r.violations} |`,
  );
if (rows.some((r) => r.violations > 0 || r.exactViolations > 0)) process.exitCode = 1;
