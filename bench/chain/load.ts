// Concurrency: autocannon on each read, and a burst of assignments with deliberate contention.
import autocannon from "autocannon";
import type { OpenPosition } from "./describe";
import { quantile } from "./measure";
import { request } from "./server";

export type ReadLoad = { rps: number; p99: number; requests: number; non2xx: number; errors: number };

/** `connections` clients requesting the read over and over for `duration` seconds. */
export async function readLoad(
  base: string,
  token: string,
  path: string,
  connections: number,
  duration: number,
): Promise<ReadLoad> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration,
    timeout: 30,
    headers: { authorization: `Bearer ${token}` },
  });
  const requests = result.requests.total;
  return {
    rps: requests / result.duration,
    p99: result.latency.p99,
    requests,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export type AssignBody = { employee_id: number; shift_id: number; area_role_id: number; slot_id: number };

/** A small seeded generator, so the same sample gives the same request order. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One request per (position, eligible employee), more employees than positions left: a last position gets every
 * eligible employee (up to 4) racing for it, others one more than they hold. The sample's positions come in
 * location-days, so the same employee is also sent to overlapping slots (at most one may succeed).
 */
export function assignmentBodies(positions: OpenPosition[]): AssignBody[] {
  const bodies: AssignBody[] = [];
  for (const p of positions) {
    const wanted = p.remaining === 1 ? p.employeeIds.length : Math.min(p.employeeIds.length, p.remaining + 1);
    for (const employeeId of p.employeeIds.slice(0, wanted)) {
      bodies.push({ employee_id: employeeId, shift_id: p.shiftId, area_role_id: p.areaRoleId, slot_id: p.slotId });
    }
  }
  const random = mulberry32(42);
  for (let i = bodies.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bodies[i], bodies[j]] = [bodies[j] as AssignBody, bodies[i] as AssignBody];
  }
  return bodies;
}

export type WriteLoad = {
  requests: number;
  statuses: Record<string, number>;
  assignments: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
};

/** Sends every body once over `connections` concurrent keep-alive connections (stops after `capSeconds`). */
export async function writeLoad(
  base: string,
  token: string,
  bodies: AssignBody[],
  connections: number,
  capSeconds: number,
): Promise<WriteLoad> {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < bodies.length && performance.now() - started < capSeconds * 1000) {
      const body = bodies[next++];
      const res = await request(`${base}/api/shift/employee/select-shift`, {
        method: "POST",
        token,
        body,
        timeoutMs: 30_000,
      });
      statuses[String(res.status)] = (statuses[String(res.status)] ?? 0) + 1;
      times.push(res.ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  // The route answers 200 with the new booking; 201 is counted too should it ever say Created.
  const assignments = (statuses["200"] ?? 0) + (statuses["201"] ?? 0);
  return {
    requests: times.length,
    statuses,
    assignments,
    seconds,
    perSecond: assignments / seconds,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
}
