import { type CandidateFit, candidateFit, type FitFacts, selfServiceRefusalSaid } from "@brigade/contract/fit";
import type { Message } from "@brigade/contract/i18n/template";
import { timeOffDays } from "@brigade/contract/time-off";
import type { WorkRules } from "@brigade/contract/work-rules";
import { ruleOfWindow } from "../availability";
import { type FitSlot, heldWindow, timeOffDayRange } from "./facts";
import type { FitQueries } from "./repository";

// Who fits a slot, for a set of employees: the facts read once for all of them, then the contract's
// candidateFit per employee and slot. Used by the Assign modal's list, pickup and the member's open shifts.

export type Fits = {
  rules: WorkRules;
  /** The employee's facts (empty for an id that was not loaded). */
  factsOf: (employeeId: number) => FitFacts;
  fit: (employeeId: number, slot: FitSlot) => CandidateFit;
  /** Why the employee may not take the slot themselves (time off, maximum, rest, shifts per day), or null. */
  refusal: (employeeId: number, slot: FitSlot) => Message | null;
};

type Results<T extends readonly [] | readonly (() => unknown)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

async function readAll<T extends readonly [] | readonly (() => unknown)[]>(
  reads: T,
  oneByOne: boolean,
): Promise<Results<T>> {
  if (!oneByOne) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}

const DAY = 86_400_000;
// A slot's week and the day either side lie within 9 days of its start, whatever the clock changes.
const NEAR = 9 * DAY;

const noFacts: FitFacts = { rules: [], timeOff: [], held: [], maxWeekHours: null };

function groupBy<T extends { employeeId: number }, U>(rows: readonly T[], map: (row: T) => U): Map<number, U[]> {
  const groups = new Map<number, U[]>();
  for (const row of rows) {
    const group = groups.get(row.employeeId);
    if (group) group.push(map(row));
    else groups.set(row.employeeId, [map(row)]);
  }
  return groups;
}

/**
 * Reads the facts of the employees around the slots (a few queries for all of them, on the pool or a
 * transaction: repository.ts loadFits): availability, approved time off, held positions and own maximum, and
 * the business's rules. `oneByOne` on a transaction's single connection.
 */
export async function fitsFrom(
  q: FitQueries,
  oneByOne: boolean,
  businessId: number,
  employeeIds: readonly number[],
  slots: readonly FitSlot[],
): Promise<Fits> {
  const ids = slots.length ? [...new Set(employeeIds)] : [];
  // On the pool the five reads run side by side on separate connections; a transaction has one connection,
  // where reads sent at once only queue (and pg warns of it), so there they go one after another.
  const [rules, windows, timeOff, held, maxima] = await readAll(
    [
      () => q.workRules(businessId),
      () => q.availability(businessId, ids),
      () => (ids.length ? q.timeOff(businessId, ids, timeOffDayRange(slots)) : []),
      () => (ids.length ? q.held(businessId, ids, heldWindow(slots)) : []),
      () => q.maxWeekHours(businessId, ids),
    ],
    oneByOne,
  );

  const rulesOf = groupBy(windows, ruleOfWindow);
  const timeOffOf = groupBy(timeOff, timeOffDays);
  const heldOf = groupBy(held, (h) => ({ from: h.from, to: h.to }));
  const maxOf = new Map(maxima.map((m) => [m.employeeId, m.maxWeekHours]));
  const facts = new Map<number, FitFacts>(
    ids.map((id) => [
      id,
      {
        rules: rulesOf.get(id) ?? [],
        timeOff: timeOffOf.get(id) ?? [],
        held: heldOf.get(id) ?? [],
        maxWeekHours: maxOf.get(id) ?? null,
      },
    ]),
  );
  const factsOf = (employeeId: number) => facts.get(employeeId) ?? noFacts;

  function fit(employeeId: number, slot: FitSlot): CandidateFit {
    const own = factsOf(employeeId);
    // Only the positions near the slot can count (its week, the days either side): the rest is skipped cheaply.
    const start = slot.from.getTime();
    const held = own.held.filter((h) => Math.abs(h.from.getTime() - start) <= NEAR);
    return candidateFit(slot, slot.timeZone, { ...own, held }, rules);
  }

  return {
    rules,
    factsOf,
    fit,
    refusal: (employeeId, slot) =>
      selfServiceRefusalSaid(fit(employeeId, slot), rules, factsOf(employeeId).maxWeekHours),
  };
}
