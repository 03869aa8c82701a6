import type { Candidate, Candidates } from "./candidates";
import type { AutoFillInstance } from "./instance";
import type { Row } from "./solver-model";

// The hard rules of a part of auto-fill as rows over its candidate columns, shared by the fill and the quality models:
// the open positions of each slot and role; one position at a time per employee (a row per set of their candidates
// that overlap at one instant); no short rest between consecutive local days (a row per pair); the positions per
// day; each local week's hours, held ones included, under the maximum.

/** An employee of the part: their columns, by local week, and their weekly maximum. */
export type PartPerson = { employee: number; ks: number[]; weeks: Map<number, number[]>; max: number };

const HOUR = 3_600_000;
const BIG = 1e9;

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function hardRuleRows(
  instance: AutoFillInstance,
  found: Candidates,
  columns: readonly number[],
): { rows: Row[]; people: PartPerson[] } {
  const cand = (k: number): Candidate => {
    const c = found.list[columns[k] ?? -1];
    if (!c) throw new RangeError("column without candidate");
    return c;
  };
  const span = (k: number) => {
    const p = instance.positions[cand(k).position];
    if (!p) throw new RangeError("candidate without position");
    return p;
  };
  const n = columns.length;
  const rows: Row[] = [];

  const ofPosition = new Map<number, number[]>();
  const ofEmployee = new Map<number, number[]>();
  for (let k = 0; k < n; k++) {
    pushTo(ofPosition, cand(k).position, k);
    pushTo(ofEmployee, cand(k).employee, k);
  }
  for (const [position, ks] of ofPosition) {
    const left = instance.positions[position]?.open ?? 0;
    if (ks.length > left) rows.push({ indices: ks, values: ks.map(() => 1), lower: 0, upper: left });
  }

  const restMs = instance.rules.min_rest_hours * HOUR;
  const people: PartPerson[] = [];
  for (const [employee, ks] of ofEmployee) {
    const schedule = found.schedules[employee];
    if (!schedule) continue;
    // One position at a time: the maximal sets of candidates overlapping at an instant (interval cliques).
    const events = ks.flatMap((k) => [
      { at: span(k).from, start: true, k },
      { at: span(k).to, start: false, k },
    ]);
    events.sort((a, b) => a.at - b.at || Number(a.start) - Number(b.start));
    const active = new Set<number>();
    let lastWasStart = false;
    for (const event of events) {
      if (event.start) {
        active.add(event.k);
        lastWasStart = true;
        continue;
      }
      if (lastWasStart && active.size > 1) {
        const clique = [...active];
        rows.push({ indices: clique, values: clique.map(() => 1), lower: 0, upper: 1 });
      }
      active.delete(event.k);
      lastWasStart = false;
    }

    // Rest between consecutive local days, and positions per day.
    const byDay = new Map<number, number[]>();
    for (const k of ks) pushTo(byDay, cand(k).day, k);
    for (const [day, today] of byDay) {
      const cap = instance.rules.max_shifts_per_day - schedule.positionsOnDay(day);
      if (today.length > cap) rows.push({ indices: today, values: today.map(() => 1), lower: 0, upper: cap });
      if (restMs <= 0) continue;
      for (const a of today) {
        for (const b of byDay.get(day + 1) ?? []) {
          const gap = span(b).from - span(a).to;
          if (gap >= 0 && gap < restMs) rows.push({ indices: [a, b], values: [1, 1], lower: 0, upper: 1 });
        }
      }
    }

    // Each local week's hours, held ones included, under the maximum.
    const weeks = new Map<number, number[]>();
    for (const k of ks) pushTo(weeks, cand(k).week, k);
    for (const [week, inWeek] of weeks) {
      const room = schedule.maxWeekHours - schedule.hoursInWeek(week);
      const hours = inWeek.map((k) => cand(k).hours);
      if (hours.reduce((a, b) => a + b, 0) > room + 1e-9) {
        rows.push({ indices: inWeek, values: hours, lower: -BIG, upper: room });
      }
    }
    people.push({ employee, ks, weeks, max: schedule.maxWeekHours });
  }

  return { rows, people };
}
