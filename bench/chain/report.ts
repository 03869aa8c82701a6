// The figures as markdown tables, ready to paste into bench/README.md.
import type { SqlTime } from "./capture-sql";
import type { Endpoint } from "./endpoints";
import type { Integrity } from "./integrity";
import type { ReadLoad, WriteLoad } from "./load";
import type { Sequential } from "./measure";

export type ReadRow = { endpoint: Endpoint; seq: Sequential; load?: ReadLoad; loadNote?: string; sql?: SqlTime };

export const ms = (v: number | undefined) =>
  v === undefined || Number.isNaN(v) ? "-" : v >= 100 ? v.toFixed(0) : v.toFixed(1);

export function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

/** Whether the read was refused by its bound (Endpoint.bound), as the contract says it must be. */
const refusedByBound = (r: ReadRow) =>
  r.seq.status === 422 && r.endpoint.bound !== undefined && (r.seq.note ?? "").includes(r.endpoint.bound);

/** Whether a read failed: not 200 (nor its bound's refusal), or a non-2xx answer or error under load. */
export const readFailed = (r: ReadRow) =>
  (r.seq.status !== 200 && !refusedByBound(r)) || (r.load !== undefined && (r.load.non2xx > 0 || r.load.errors > 0));

function statusCell(r: ReadRow): string {
  if (r.seq.status === "timeout") return `**timeout** (${(r.seq.firstMs / 1000).toFixed(0)} s)`;
  if (refusedByBound(r)) return `422, its bound (${ms(r.seq.firstMs)} ms)`;
  if (r.seq.status !== 200) return `**${r.seq.status}** (${ms(r.seq.firstMs)} ms)`;
  if (r.load && (r.load.non2xx > 0 || r.load.errors > 0))
    return `200; **under load ${r.load.non2xx} non-2xx, ${r.load.errors} errors**`;
  return "200";
}

function sqlCell(t?: SqlTime): string {
  if (!t) return "-";
  if (t.note) return `${t.statements} st., ${t.note.slice(0, 60)}`;
  return `${ms(t.p50)} (${t.statements} st.)`;
}

export function readsTable(rows: ReadRow[]): string {
  const lines = [
    "| # | read | status | size | p50 ms | p95 ms | SQL p50 ms (statements) | req/s @50 | p99 ms @50 |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const load = r.load ? [r.load.rps.toFixed(r.load.rps >= 100 ? 0 : 1), ms(r.load.p99)] : [r.loadNote ?? "-", "-"];
    lines.push(
      `| ${r.endpoint.key} | ${r.endpoint.label} | ${statusCell(r)} | ${r.seq.bytes ? size(r.seq.bytes) : "-"} | ` +
        `${ms(r.seq.p50)} | ${ms(r.seq.p95)} | ${sqlCell(r.sql)} | ${load[0]} | ${load[1]} |`,
    );
  }
  return lines.join("\n");
}

export type WriteRun = { label: string; load: WriteLoad };

export function writesTable(runs: WriteRun[], integrity: Integrity | undefined, connections: number): string {
  if (runs.length === 0) return "(no assignment load: the sample had no open positions with free employees)";
  const check = integrity
    ? integrity.ok
      ? "ok"
      : `**FAILED**: ${integrity.badPositions} positions off, ${integrity.overlaps} overlaps`
    : "-";
  const lines = [
    `| load @${connections} | requests | booked (200) | refused (409) | 422 | other | requests/s | **booked/s** | refused/s | p50 ms | p99 ms |`,
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const { label, load: w } of runs) {
    const s = w.statuses;
    const other = Object.entries(s)
      .filter(([code]) => !["200", "201", "409", "422"].includes(code))
      .map(([code, n]) => `${code}: ${n}`)
      .join(", ");
    lines.push(
      `| ${label} | ${w.requests} | ${w.assignments} | ${w.refused} | ${s["422"] ?? 0} | ${other || "-"} | ` +
        `${(w.requests / w.seconds).toFixed(1)} | **${w.perSecond.toFixed(1)}** | ${w.refusedPerSecond.toFixed(1)} | ` +
        `${ms(w.p50)} | ${ms(w.p99)} |`,
    );
  }
  return `${lines.join("\n")}\n\nIntegrity after both loads: ${check}.`;
}

export function countsTable(counts: Record<string, number>): string {
  const lines = ["| table | rows |", "|---|---|"];
  for (const [name, n] of Object.entries(counts)) lines.push(`| ${name} | ${n.toLocaleString("en-US")} |`);
  return lines.join("\n");
}
