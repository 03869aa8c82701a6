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
  return shuffled(bodies);
}

/** The same order for the same sample (seeded). */
function shuffled(bodies: AssignBody[]): AssignBody[] {
  const random = mulberry32(42);
  for (let i = bodies.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bodies[i], bodies[j]] = [bodies[j] as AssignBody, bodies[i] as AssignBody];
  }
  return bodies;
}

/**
 * The sample's location-days, every other one to each load: `spread` and `racing` never touch the same positions.
 * A day is local to the position's location (`zoneOf`).
 */
export function splitByDay(
  positions: OpenPosition[],
  zoneOf: (locationId: number) => string,
): { spread: OpenPosition[]; racing: OpenPosition[] } {
  const dayOf = (p: OpenPosition) =>
    `${p.locationId}:${new Date(p.startsAt).toLocaleDateString("en-CA", { timeZone: zoneOf(p.locationId) })}`;
  const days = [...new Set(positions.map(dayOf))];
  const spreadDays = new Set(days.filter((_, i) => i % 2 === 0));
  return {
    spread: positions.filter((p) => spreadDays.has(dayOf(p))),
    racing: positions.filter((p) => !spreadDays.has(dayOf(p))),
  };
}

/**
 * Requests that should all book: each open position at most as often as it has room, each time by an employee
 * who has no other request at an overlapping time. What this load measures is booking, not refusing.
 */
export function spreadBodies(positions: OpenPosition[]): AssignBody[] {
  const chosen = new Map<number, { from: number; to: number }[]>();
  const bodies: AssignBody[] = [];
  for (const p of positions) {
    const from = new Date(p.startsAt).getTime();
    const to = new Date(p.endsAt).getTime();
    let room = p.remaining;
    for (const employeeId of p.employeeIds) {
      if (room === 0) break;
      const mine = chosen.get(employeeId) ?? [];
      if (mine.some((t) => t.from < to && from < t.to)) continue;
      chosen.set(employeeId, [...mine, { from, to }]);
      bodies.push({ employee_id: employeeId, shift_id: p.shiftId, area_role_id: p.areaRoleId, slot_id: p.slotId });
      room--;
    }
  }
  return shuffled(bodies);
}

export type WriteLoad = {
  requests: number;
  statuses: Record<string, number>;
  /** Requests answered 200: a position booked. */
  assignments: number;
  /** Requests answered 409: refused (taken meanwhile, overlapping, already in the slot). */
  refused: number;
  seconds: number;
  /** Positions booked per second. */
  perSecond: number;
  refusedPerSecond: number;
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
  const refused = statuses["409"] ?? 0;
  return {
    requests: times.length,
    statuses,
    assignments,
    refused,
    seconds,
    perSecond: assignments / seconds,
    refusedPerSecond: refused / seconds,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
  };
}
