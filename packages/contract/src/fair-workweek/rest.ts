import { dateIn } from "../local-time";
import type { RulePack } from "./pack";
import { packById } from "./packs";
import { type RestPair, restHours } from "./pay";

// Rest between shifts under a rule pack (fair-workweek.md, "Rest between shifts"): two positions on consecutive local
// days with less rest than the pack's hours between the end of one and the start of the next need the employee's
// consent. The one definition: the ledger's hard rule, auto-fill's limit and the consent request all use it.

export type Span = { from: Date; to: Date };

/**
 * The shortest rest, in hours, between the slot and the positions held on the local day before it (their end to the
 * slot's start) or after it (the slot's end to their start); null when none is held on either day. A position belongs
 * to the local day it starts on.
 */
export function shortestRest(slot: Span, held: readonly Span[], timeZone: string): number | null {
  const pair = shortestRestPair(slot, held, timeZone);
  return pair === null ? null : restHours(pair);
}

/** The pair of positions (the slot and a neighbour, in time order) that leaves the shortest rest, or null. */
export function shortestRestPair(slot: Span, held: readonly Span[], timeZone: string): RestPair | null {
  const day = dateIn(slot.from, timeZone);
  const offset = (h: Span) => day.until(dateIn(h.from, timeZone), { largestUnit: "days" }).days;
  let shortest: RestPair | null = null;
  for (const h of held) {
    const days = offset(h);
    const pair: RestPair | null =
      days === -1
        ? { first_end: h.to.getTime(), second_start: slot.from.getTime(), second_end: slot.to.getTime() }
        : days === 1
          ? { first_end: slot.to.getTime(), second_start: h.from.getTime(), second_end: h.to.getTime() }
          : null;
    if (pair && (shortest === null || restHours(pair) < restHours(shortest))) shortest = pair;
  }
  return shortest;
}

/**
 * The rest a location's pack asks between days (0 without one): auto-fill and copy week never make an assignment that
 * leaves less, as if the work rule min_rest_hours were at least this (they do not ask for consent).
 */
export const packRestHours = (jurisdiction: string | null | undefined): number =>
  (jurisdiction ? packById(jurisdiction)?.rest?.hours : undefined) ?? 0;

/** The rest (hours, rounded to the quarter hour below) that needs the employee's consent under the pack, or null. */
export function restNeedingConsent(
  pack: RulePack | null | undefined,
  slot: Span,
  held: readonly Span[],
  timeZone: string,
): number | null {
  if (!pack?.rest) return null;
  const rest = shortestRest(slot, held, timeZone);
  if (rest === null || rest >= pack.rest.hours) return null;
  return Math.max(0, Math.floor(rest * 4) / 4);
}
