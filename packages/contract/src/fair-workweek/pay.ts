import { parseCents, roundDiv } from "../money";
import type { ExemptReason, PayRule, RulePack } from "./pack";

// What a change to a posted position, or a short rest between two shifts, costs under a rule pack
// (fair-workweek.md): the one definition, used by the change log, the previews and the golden tests.

/** added: hours added, or the shift moved with no hours lost; reduced: hours cut, or the shift cancelled. */
export const POSTED_CHANGE_KINDS = ["added", "reduced"] as const;
export type PostedChangeKind = (typeof POSTED_CHANGE_KINDS)[number];

/** One employee's side of a change the employer makes to a posted position. */
export type PostedChange = {
  kind: PostedChangeKind;
  /** The shift's times moved (not only lengthened or shortened). */
  moved: boolean;
  /** The employee's minutes on the changed shift before and after the change. */
  minutes_before: number;
  minutes_after: number;
  /** By how many minutes the start or end moved at most: a change this small may be exempt. */
  minutes_shifted: number;
  /** Hours from the change to the start of the shift it changes (its start before the change). */
  notice_hours: number;
  /** The employee's hourly rate in cents, null when they have none. */
  rate_cents: number | null;
  exempt_reason: ExemptReason | null;
};

/** Why a change costs what it does. */
export const PAY_BASES = [
  "no_rules",
  "outside_notice",
  "exempt",
  "small_change",
  "below_threshold",
  "not_owed",
  "amount",
  "hours",
  "lost_hours_share",
  "no_rate",
] as const;
export type PayBasis = (typeof PAY_BASES)[number];

/** The pay, in cents (null: owed but unpriced, the employee has no rate), and why. */
export type Pay = { cents: number | null; basis: PayBasis };

const SHARE_SCALE = 1000;

function priced(rule: PayRule, change: PostedChange): Pay {
  if ("amount" in rule) return { cents: parseCents(rule.amount) ?? 0, basis: "amount" };
  if (change.rate_cents === null) return { cents: null, basis: "no_rate" };
  if ("hours" in rule) {
    const short = rule.short_shift && change.minutes_before <= rule.short_shift.max_shift_hours * 60;
    const hours = short && rule.short_shift ? rule.short_shift.hours : rule.hours;
    return { cents: roundDiv(hours * 60 * change.rate_cents, 60), basis: "hours" };
  }
  const lostMinutes = Math.max(0, change.minutes_before - change.minutes_after);
  const lost = rule.max_hours === undefined ? lostMinutes : Math.min(lostMinutes, rule.max_hours * 60);
  const share = Math.round(rule.lost_hours_share * SHARE_SCALE);
  return { cents: roundDiv(share * lost * change.rate_cents, 60 * SHARE_SCALE), basis: "lost_hours_share" };
}

/** The predictability pay one change owes one employee under `pack` (null: the location has none). */
export function predictabilityPay(pack: RulePack | null, change: PostedChange): Pay {
  if (!pack) return { cents: 0, basis: "no_rules" };
  if (change.notice_hours >= pack.notice_days * 24) return { cents: 0, basis: "outside_notice" };
  if (change.exempt_reason && pack.exempt.some((e) => e.reason === change.exempt_reason)) {
    return { cents: 0, basis: "exempt" };
  }
  const small = pack.small_change_minutes;
  const lengthChange = Math.abs(change.minutes_after - change.minutes_before);
  if (
    small !== null &&
    pack.exempt.some((e) => e.reason === "small_change") &&
    lengthChange <= small &&
    change.minutes_shifted <= small
  ) {
    return { cents: 0, basis: "small_change" };
  }
  const threshold = pack.added_minutes_threshold;
  if (change.kind === "added" && !change.moved && threshold !== null && lengthChange <= threshold) {
    return { cents: 0, basis: "below_threshold" };
  }
  const notice = Math.max(0, change.notice_hours);
  const band = pack.pay.find((b) => notice >= b.min_notice_hours && notice < b.max_notice_hours);
  const rule = band?.[change.kind];
  if (!rule) return { cents: 0, basis: "not_owed" };
  return priced(rule, change);
}

/** Two shifts of one employee on consecutive local days: the first's end and the second's start and end (ms). */
export type RestPair = { first_end: number; second_start: number; second_end: number };

const HOUR_MS = 3_600_000;

/** The rest between the two shifts, in hours (negative if they overlap). */
export const restHours = (pair: RestPair): number => (pair.second_start - pair.first_end) / HOUR_MS;

/** Whether the pair leaves less rest than the pack allows without consent. */
export const isShortRest = (pack: RulePack | null, pair: RestPair): boolean =>
  pack?.rest != null && restHours(pair) < pack.rest.hours;

/**
 * The rest premium for a short rest: a fixed amount per instance, or the multiplier's part above the pay already due
 * (1.5: half the rate) for the minutes of the second shift inside the rest window, at the employee's rate.
 */
export function restPremium(pack: RulePack | null, pair: RestPair, rateCents: number | null): Pay {
  if (!pack?.rest || !isShortRest(pack, pair)) return { cents: 0, basis: "not_owed" };
  const { premium } = pack.rest;
  if ("amount" in premium) return { cents: parseCents(premium.amount) ?? 0, basis: "amount" };
  if (rateCents === null) return { cents: null, basis: "no_rate" };
  const windowEnd = pair.first_end + pack.rest.hours * HOUR_MS;
  const insideMinutes = Math.max(0, Math.min(pair.second_end, windowEnd) - pair.second_start) / 60_000;
  const extra = Math.round((Number(premium.multiplier) - 1) * SHARE_SCALE);
  return { cents: roundDiv(extra * insideMinutes * rateCents, 60 * SHARE_SCALE), basis: "hours" };
}
