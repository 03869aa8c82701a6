import { dateIn, startOfDayIn, weekContaining } from "@brigade/contract/local-time";
import type { DayRange } from "./repository";

// Which stretch of time around a set of slots the facts must cover. Pure, so the loader stays a list of
// queries (the stored rows become the contract's shapes where each table is kept: availability, time-off).

/** A slot as fit reads it: its instants and the zone of its location, whose wall clock every rule is read on. */
export type FitSlot = { from: Date; to: Date; timeZone: string };

const earliest = (dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));
const latest = (dates: Date[]) => new Date(Math.max(...dates.map((d) => d.getTime())));

/**
 * The held positions that matter to the slots: those starting from the local day before each slot's week
 * (rest before its Monday) to the day after it (rest after its Sunday).
 */
export function heldWindow(slots: readonly FitSlot[]): { from: Date; to: Date } {
  const spans = slots.map((slot) => {
    const week = weekContaining(slot.from, slot.timeZone);
    return {
      from: startOfDayIn(dateIn(week.from, slot.timeZone).subtract({ days: 1 }), slot.timeZone),
      to: startOfDayIn(dateIn(week.to, slot.timeZone).add({ days: 1 }), slot.timeZone),
    };
  });
  return { from: earliest(spans.map((s) => s.from)), to: latest(spans.map((s) => s.to)) };
}

/** The local days the slots touch, a day either side: time off is asked for broadly and the contract decides. */
export function timeOffDayRange(slots: readonly FitSlot[]): DayRange {
  const days = slots.flatMap((slot) => [
    dateIn(slot.from, slot.timeZone).subtract({ days: 1 }).toString(),
    dateIn(slot.to, slot.timeZone).add({ days: 1 }).toString(),
  ]);
  // 'YYYY-MM-DD' sorts as the dates do.
  days.sort();
  return { from: days[0] ?? "", to: days[days.length - 1] ?? "" };
}
