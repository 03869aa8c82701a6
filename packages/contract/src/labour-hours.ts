import { roundDiv } from "./money";

// Hours, overtime and cost (time-and-cost.md): one definition for the server, the exports and the screens.
//
// - A position or punch counts on the local day its start falls on, in its location's zone (a shift across
//   midnight is its start day's), and in that day's local week (Monday start): local-time.ts's localDayAndWeek.
// - Paid time is real elapsed time (a night across a DST change is 7 or 9 hours), minus unpaid breaks.
// - Overtime: an employee's paid time in one local week, taken in start order, past the threshold. All their
//   locations count towards it; each item's overtime is paid at that item's own rate times the multiplier.
// - Cost is rounded to the cent once per item (half up); every total is a sum of items, so a period's total
//   is exactly the sum of its rows in an export.

const HOUR_S = 3600;

/** One position or punch to be costed. Days are ISO dates (YYYY-MM-DD) in the item's location's zone. */
export type LabourItem = {
  employeeId: number;
  /** The local day the item starts on. */
  day: string;
  /** The Monday of that day's week. */
  week: string;
  /** Start instant in ms: the order within a week. */
  startsAt: number;
  paidSeconds: number;
  /** Cents an hour, or null when the employee has no rate in force (the item's hours then cost nothing). */
  rateCents: number | null;
  /** The shift's Premium bonus, once per booking (0 for punches and non-Premium shifts). */
  bonusCents: number;
  /**
   * The rest premium the position earns, taken under the employee's consent to a short rest (fair-workweek.md):
   * once per booking, on its position and on its first punch; else 0.
   */
  restPremiumCents: number;
};

export type CostedItem<T extends LabourItem = LabourItem> = T & {
  regularSeconds: number;
  overtimeSeconds: number;
  /** Regular and overtime pay of the item, rounded to the cent (0 without a rate). */
  wageCents: number;
  /** The overtime part of wageCents (its premium over regular time included). */
  overtimeCents: number;
  /** wageCents plus the bonus and the rest premium. */
  costCents: number;
};

export type OvertimeRules = {
  /** Paid hours in a local week past which time is overtime. */
  overtimeWeekHours: number;
  /** The overtime multiplier in hundredths ("1.50" -> 150). */
  overtimeMultiplier: number;
};

/** Splits each item into regular and overtime time and prices it, in the input's order. */
export function costItems<T extends LabourItem>(items: readonly T[], rules: OvertimeRules): CostedItem<T>[] {
  const threshold = Math.round(rules.overtimeWeekHours * HOUR_S);
  const order = items.map((_, index) => index).sort((a, b) => compareItems(items[a] as T, items[b] as T) || a - b);
  const worked = new Map<string, number>();
  const out = new Array<CostedItem<T>>(items.length);
  for (const index of order) {
    const item = items[index] as T;
    const key = `${item.employeeId}|${item.week}`;
    const before = worked.get(key) ?? 0;
    const after = before + item.paidSeconds;
    worked.set(key, after);
    const overtimeSeconds = Math.min(item.paidSeconds, Math.max(0, after - threshold));
    const regularSeconds = item.paidSeconds - overtimeSeconds;
    const rate = item.rateCents ?? 0;
    // cents * seconds / 3600, the overtime part times multiplier / 100: one division, one rounding.
    const regularUnits = regularSeconds * rate * 100;
    const overtimeUnits = overtimeSeconds * rate * rules.overtimeMultiplier;
    const wageCents = roundDiv(regularUnits + overtimeUnits, HOUR_S * 100);
    const overtimeCents = wageCents - roundDiv(regularUnits, HOUR_S * 100);
    // Object.assign, not a spread: V8 copies a row of a dozen fields plus five new ones by spread some 15 times
    // slower (30 ms against 2 ms for a month of a location's staff).
    out[index] = Object.assign({}, item, {
      regularSeconds,
      overtimeSeconds,
      wageCents,
      overtimeCents,
      costCents: wageCents + item.bonusCents + item.restPremiumCents,
    });
  }
  return out;
}

const compareItems = (a: LabourItem, b: LabourItem) =>
  a.employeeId - b.employeeId || (a.week < b.week ? -1 : a.week > b.week ? 1 : 0) || a.startsAt - b.startsAt;

/** Seconds as hours with two decimals, as the payloads give them (27000 s -> 7.5). */
export const hoursOf = (seconds: number): number => Math.round(seconds / 36) / 100;

export type TimeRange = { startAt: number; endAt: number | null };

/**
 * Paid seconds of a punch: its time in minus its unpaid breaks. A break shorter than `paidBreakMinutes` is
 * paid. An open punch or break runs until `now`; a break is counted only inside its punch.
 */
export function paidSeconds(punch: TimeRange, breaks: readonly TimeRange[], paidBreakMinutes: number, now: number) {
  const end = punch.endAt ?? now;
  const worked = Math.max(0, end - punch.startAt);
  let unpaid = 0;
  for (const b of breaks) {
    const from = Math.max(b.startAt, punch.startAt);
    const to = Math.min(b.endAt ?? now, end);
    const length = Math.max(0, to - from);
    if (length >= paidBreakMinutes * 60_000) unpaid += length;
  }
  return Math.floor(Math.max(0, worked - unpaid) / 1000);
}

/** One version of an employee's wage: from a local day on, a base rate and rates per area role. */
export type WageVersion = {
  effectiveFrom: string;
  hourlyRateCents: number;
  roleRates: ReadonlyMap<number, number>;
};

/**
 * The rate of a position on a local day: the version in force that day (the latest that starts on or
 * before it), its role's rate where it has one, else its base rate; null before the first version.
 * `versions` is sorted by effectiveFrom, earliest first.
 */
export function rateOn(versions: readonly WageVersion[], day: string, areaRoleId: number | null): number | null {
  let found: WageVersion | undefined;
  for (const v of versions) {
    if (v.effectiveFrom > day) break;
    found = v;
  }
  if (!found) return null;
  return (areaRoleId !== null ? found.roleRates.get(areaRoleId) : undefined) ?? found.hourlyRateCents;
}

/** Sums of costed items: hours and cents, regular and overtime. */
export type LabourSums = {
  seconds: number;
  overtimeSeconds: number;
  costCents: number;
  overtimeCents: number;
  bonusCents: number;
  restPremiumCents: number;
  unpriced: number;
};

export const emptySums = (): LabourSums => ({
  seconds: 0,
  overtimeSeconds: 0,
  costCents: 0,
  overtimeCents: 0,
  bonusCents: 0,
  restPremiumCents: 0,
  unpriced: 0,
});

/** Adds an item into running sums (in place). */
export function addTo(sums: LabourSums, item: CostedItem): LabourSums {
  sums.seconds += item.paidSeconds;
  sums.overtimeSeconds += item.overtimeSeconds;
  sums.costCents += item.costCents;
  sums.overtimeCents += item.overtimeCents;
  sums.bonusCents += item.bonusCents;
  sums.restPremiumCents += item.restPremiumCents;
  if (item.rateCents === null) sums.unpriced += 1;
  return sums;
}
