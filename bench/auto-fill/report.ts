// The auto-fill bench's markdown tables.
import type { ApplyRun, ProposalRun } from "./measure";
import { median } from "./measure";

export type SizeResult = {
  employees: number;
  openPositions: number;
  runs: ProposalRun[];
  peakMb: number;
  apply?: ApplyRun;
};

const n = (x: number) => Math.round(x).toLocaleString("en-US");
const score = (x: number) => x.toLocaleString("en-US", { maximumFractionDigits: 1 });

/** The run whose end-to-end time is the median (the lower middle one of an even count). */
function medianRun(runs: readonly ProposalRun[]): ProposalRun {
  const sorted = [...runs].sort((a, b) => a.ms - b.ms);
  return sorted[Math.floor((sorted.length - 1) / 2)] as ProposalRun;
}

export function proposalsTable(results: readonly SizeResult[]): string {
  const head =
    "| employees | open positions | filled | solve_ms | end-to-end ms | objective | bound | gap | solver | runs | server peak |\n" +
    "|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|";
  const rows = results.map((r) => {
    const m = medianRun(r.runs);
    const s = m.stats;
    const solveMs = median(r.runs.map((x) => x.stats.solve_ms));
    const e2e = median(r.runs.map((x) => x.ms));
    return (
      `| ${n(r.employees)} | ${n(r.openPositions)} | ${n(s.filled)} | ${n(solveMs)} | ${n(e2e)} | ${score(s.objective)} | ` +
      `${score(s.bound)} | ${(s.gap * 100).toFixed(2)} % | ${s.solver} | ${r.runs.length} | ${n(r.peakMb)} MB |`
    );
  });
  return [head, ...rows].join("\n");
}

export function applyTable(results: readonly SizeResult[]): string {
  const applied = results.filter((r) => r.apply);
  if (!applied.length) return "";
  const head = "| employees | proposed | applied | skipped | apply ms |\n|---:|---:|---:|---:|---:|";
  const rows = applied.map((r) => {
    const a = r.apply as ApplyRun;
    return `| ${n(r.employees)} | ${n(a.proposed)} | ${n(a.applied)} | ${n(a.skipped)} | ${n(a.ms)} |`;
  });
  return [head, ...rows].join("\n");
}
