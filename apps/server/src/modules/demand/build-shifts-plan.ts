import { dayPartName } from "@brigade/contract/build-shifts";
import { rateOn, type WageVersion } from "@brigade/contract/labour-hours";
import type { Locale } from "@brigade/contract/locales";
import { Temporal } from "temporal-polyfill";
import type { CoverShift } from "./shift-cover";

// The arithmetic of build-shifts around its integer program (shift-cover.ts): which starts and lengths are
// allowed, shifts of several roles at the same times made one, their names, the coverage, and the cost.

const QUARTER_MS = 15 * 60_000;

const localTime = (at: number, zone: string) => Temporal.Instant.fromEpochMilliseconds(at).toZonedDateTimeISO(zone);

/** The lengths (in quarters) from min to max hours in steps of the start grid, and the max itself. */
export function lengthsOf(minHours: number, maxHours: number, everyMin: number): number[] {
  const first = Math.round(minHours * 4);
  const last = Math.round(maxHours * 4);
  const step = everyMin / 15;
  const lengths: number[] = [];
  for (let length = first; length <= last; length += step) lengths.push(length);
  if (lengths[lengths.length - 1] !== last) lengths.push(last);
  return lengths;
}

/** Whether a shift may start at each quarter: from now on, at a local time on the grid (every 15, 30 or 60 min). */
export const startGrid = (starts: readonly number[], zone: string, everyMin: number, now: number): boolean[] =>
  starts.map((at) => {
    if (at < now) return false;
    const local = localTime(at, zone);
    return (local.hour * 60 + local.minute) % everyMin === 0;
  });

export type PlannedShift = { start: number; length: number; roles: { areaRoleId: number; count: number }[] };

/** The roles' positions as shifts: positions of several roles with the same start and length make one shift. */
export function shiftsOf(byRole: ReadonlyMap<number, readonly CoverShift[]>): PlannedShift[] {
  const shifts = new Map<string, PlannedShift>();
  for (const [areaRoleId, positions] of byRole) {
    for (const p of positions) {
      const key = `${p.start}:${p.length}`;
      const shift = shifts.get(key) ?? { start: p.start, length: p.length, roles: [] };
      shift.roles.push({ areaRoleId, count: p.count });
      shifts.set(key, shift);
    }
  }
  return [...shifts.values()].sort((a, b) => a.start - b.start || a.length - b.length);
}

export type UsualTimes = { name: string; from: string | null; to: string | null };

const minutesOf = (clock: string) => {
  const [h = "0", m = "0"] = clock.split(":");
  return Number(h) * 60 + Number(m);
};

/**
 * A built shift's name: the business's shift name whose usual times (on the location's clock, an end at or before
 * the start on the next day) overlap the shift most, when they overlap at least half of it; else its day part.
 */
export function nameOf(from: number, to: number, zone: string, names: readonly UsualTimes[], locale: Locale): string {
  const start = localTime(from, zone);
  const begin = start.hour * 60 + start.minute;
  const end = begin + (to - from) / 60_000;
  let best: { name: string; overlap: number } | undefined;
  for (const usual of names) {
    if (!usual.from || !usual.to) continue;
    const usualFrom = minutesOf(usual.from);
    let usualTo = minutesOf(usual.to);
    if (usualTo <= usualFrom) usualTo += 24 * 60;
    // The name's window on the shift's day, the day before (a late night running past midnight) and the day after.
    for (const shift of [-24 * 60, 0, 24 * 60]) {
      const overlap = Math.min(end, usualTo + shift) - Math.max(begin, usualFrom + shift);
      if (overlap > 0 && (!best || overlap > best.overlap)) best = { name: usual.name, overlap };
    }
  }
  return best && best.overlap * 2 >= end - begin ? best.name : dayPartName(start.hour, locale);
}

/** A role's person-hours over the quarters from `first` on: required, covered, above it and under it. */
export function coverageOf(required: readonly number[], scheduled: readonly number[], first: number) {
  let req = 0;
  let covered = 0;
  let over = 0;
  for (let i = first; i < required.length; i++) {
    const r = required[i] ?? 0;
    const s = scheduled[i] ?? 0;
    req += r;
    covered += Math.min(r, s);
    over += Math.max(0, s - r);
  }
  const hours = (quarters: number) => quarters / 4;
  return {
    required_hours: hours(req),
    covered_hours: hours(covered),
    over_hours: hours(over),
    under_hours: hours(req - covered),
  };
}

/** People per quarter the planned positions of a role add. */
export function proposedOn(positions: readonly CoverShift[], quarters: number): number[] {
  const added = new Array<number>(quarters).fill(0);
  for (const p of positions) {
    for (let q = p.start; q < Math.min(quarters, p.start + p.length); q++) added[q] = (added[q] ?? 0) + p.count;
  }
  return added;
}

/** A role's hourly rate for an open position: the median of its active holders' rates that day (null: none). */
export function medianRate(
  holders: readonly number[],
  wages: ReadonlyMap<number, WageVersion[]>,
  day: string,
  areaRoleId: number,
) {
  const rates = holders
    .map((id) => rateOn(wages.get(id) ?? [], day, areaRoleId))
    .filter((rate): rate is number => rate !== null)
    .sort((a, b) => a - b);
  if (rates.length === 0) return null;
  const middle = Math.floor(rates.length / 2);
  return rates.length % 2 ? (rates[middle] ?? 0) : Math.round(((rates[middle - 1] ?? 0) + (rates[middle] ?? 0)) / 2);
}

export const endOf = (starts: readonly number[], shift: { start: number; length: number }) =>
  (starts[shift.start] ?? 0) + shift.length * QUARTER_MS;
