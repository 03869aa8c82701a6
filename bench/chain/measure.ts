// Sequential latency of one read over real HTTP: a probe (status, size), a warm-up, then N timed requests.
import type { Endpoint } from "./endpoints";
import { request } from "./server";

export type Sequential = {
  status: number | "timeout";
  bytes: number;
  /** The first request's time: for a timeout, how long it was waited for. */
  firstMs: number;
  rounds: number;
  p50: number;
  p95: number;
  /** The start of the body of a non-200 answer. */
  note?: string;
};

/** The p-th quantile (0..1) of the values, by the nearest rank. */
export function quantile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/**
 * `rounds` timed requests after a warm-up; fewer for slow reads (10 past 0.5 s, 3 past 2 s) so a run stays short.
 * A read that times out (30 s) or answers non-200 is probed once only and reported as such.
 */
export async function measureSequential(
  base: string,
  token: string,
  endpoint: Endpoint,
  rounds: number,
): Promise<Sequential> {
  const url = `${base}${endpoint.path}`;
  const probe = await request(url, { token, timeoutMs: 30_000 });
  const failed = (status: number | "timeout", ms: number, note?: string): Sequential => ({
    status,
    bytes: 0,
    firstMs: ms,
    rounds: 0,
    p50: Number.NaN,
    p95: Number.NaN,
    note,
  });
  if (probe.status === "timeout") return failed("timeout", probe.ms, "no answer in 30 s");
  if (probe.status !== 200) return failed(probe.status, probe.ms, probe.body.slice(0, 200));
  const n = probe.ms > 2000 ? 3 : probe.ms > 500 ? Math.min(rounds, 10) : rounds;
  const warmUp = probe.ms > 2000 ? 0 : Math.min(3, Math.ceil(rounds / 10));
  for (let i = 0; i < warmUp; i++) await request(url, { token });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await request(url, { token, timeoutMs: 30_000 });
    if (res.status !== 200) {
      const note = res.status === "timeout" ? "no answer in 30 s" : res.body.slice(0, 200);
      return { ...failed(res.status, res.ms, `round ${i + 1}: ${note}`), bytes: probe.bytes };
    }
    times.push(res.ms);
  }
  return {
    status: 200,
    bytes: probe.bytes,
    firstMs: probe.ms,
    rounds: n,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
  };
}
