// Timed auto-fill requests against the running server: the proposal (preview) end to end, and one apply.
import type { AutoFillApplyPayload, AutoFillPayload } from "@brigade/contract/auto-fill";
import { formatDayMonthYear } from "@brigade/contract/dates";
import type { Temporal } from "temporal-polyfill";
import { LOCATION_ID } from "./fill";

/** A request that did not answer 200: the bench reports it and fails. */
export class RequestFailed extends Error {}

type Timed<T> = { ms: number; payload: T };

/** POSTs JSON and reads the whole answer; the time runs from sending to the last byte parsed. */
async function post<T>(base: string, path: string, token: string, body: unknown): Promise<Timed<T>> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new RequestFailed(`POST ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return { ms, payload: (JSON.parse(text) as { payload: T }).payload };
}

export type ProposalRun = { ms: number; stats: AutoFillPayload["stats"]; assignments: number; unfilled: number };

/** The proposal for the location's week; `last` keeps the whole payload of the final run (for the apply). */
export async function timeProposals(
  base: string,
  token: string,
  monday: Temporal.PlainDate,
  counts: { warmups: number; runs: number },
  onRun: (label: string, run: ProposalRun) => void,
  /** Problems with a proposal (broken hard rules): any fails the bench. */
  problemsOf: (payload: AutoFillPayload) => string[],
): Promise<{ runs: ProposalRun[]; last: AutoFillPayload }> {
  const body = {
    location_id: LOCATION_ID,
    from: formatDayMonthYear(monday),
    to: formatDayMonthYear(monday.add({ days: 6 })),
  };
  const runs: ProposalRun[] = [];
  let last: AutoFillPayload | undefined;
  for (let i = 0; i < counts.warmups + counts.runs; i++) {
    const { ms, payload } = await post<AutoFillPayload>(base, "/api/schedule/auto-fill", token, body);
    const run = {
      ms,
      stats: payload.stats,
      assignments: payload.assignments.length,
      unfilled: payload.unfilled.length,
    };
    if (payload.assignments.length !== payload.stats.filled)
      throw new RequestFailed(`${payload.assignments.length} assignments but stats.filled ${payload.stats.filled}`);
    const problems = problemsOf(payload);
    if (problems.length) throw new RequestFailed(`the proposal breaks hard rules:\n  ${problems.join("\n  ")}`);
    onRun(i < counts.warmups ? "warm-up" : `run ${i - counts.warmups + 1}`, run);
    if (i >= counts.warmups) runs.push(run);
    last = payload;
  }
  if (!last) throw new Error("no run");
  return { runs, last };
}

export type ApplyRun = {
  ms: number;
  proposed: number;
  applied: number;
  skipped: number;
  reasons: Record<string, number>;
};

/** Applies every proposed assignment once (this changes the data: the last thing done to a database). */
export async function timeApply(base: string, token: string, proposal: AutoFillPayload): Promise<ApplyRun> {
  const assignments = proposal.assignments.map((a) => ({
    slot_id: a.slot_id,
    area_role_id: a.area_role_id,
    employee_id: a.employee_id,
  }));
  const { ms, payload } = await post<AutoFillApplyPayload>(base, "/api/schedule/auto-fill/apply", token, {
    assignments,
  });
  const reasons: Record<string, number> = {};
  for (const s of payload.skipped) reasons[s.reason] = (reasons[s.reason] ?? 0) + 1;
  return { ms, proposed: assignments.length, applied: payload.applied, skipped: payload.skipped.length, reasons };
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
