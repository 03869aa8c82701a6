import type { ScheduleChangeItem } from "@brigade/contract/fair-workweek/changes";
import { LABOUR_MESSAGES, MAX_LABOUR_DAYS } from "@brigade/contract/labour-cost";
import { mondayOf } from "@brigade/contract/local-time";
import type { Locale } from "@brigade/contract/locales";
import { formatMoney, parseCents } from "@brigade/contract/money";
import { periodDays, TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import type { TFunction } from "i18next";
import type { Temporal } from "temporal-polyfill";

// The change log's rows in words (fair-workweek.md, "Posting and the change log"). Pure: the language comes as `t`
// and `locale`, so the same row reads the same on the page and in the tests.

type T = TFunction<"changeLog">;
type Pay = ScheduleChangeItem["pay"];

/** From this much notice on, notice reads in days ("3 days") rather than hours ("47.5 hours"). */
export const DAYS_FROM_HOURS = 48;

/** A figure cut (not rounded) to one decimal: 23.99 hours of notice never reads as the 24 it fell short of. */
const oneDecimal = (value: number) => Math.floor(value * 10 + 1e-9) / 10;

/** The notice a change gave: "5.5 hours", "1 hour", "3 days" from 48 hours on, or after the shift had begun. */
export function noticeText(hours: number, t: T, locale: Locale): string {
  if (hours < 0) return t("notice.late");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (hours >= DAYS_FROM_HOURS) {
    const days = oneDecimal(hours / 24);
    return t("notice.days", { count: days, value: number.format(days) });
  }
  const shown = oneDecimal(hours);
  return t("notice.hours", { count: shown, value: number.format(shown) });
}

/** What changed for the employee: "Added" or "Cut", and their hours on the shift before and after. */
export function changeText(
  item: Pick<ScheduleChangeItem, "kind" | "hours_before" | "hours_after">,
  t: T,
  locale: Locale,
): { kind: string; hours: string } {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    kind: t(`kind.${item.kind}`),
    hours: t("hours", { before: number.format(item.hours_before), after: number.format(item.hours_after) }),
  };
}

/** The exemption claimed for a change (translated) and the reason written for it, either or both; "—" for none. */
export function reasonText(item: Pick<ScheduleChangeItem, "reason" | "exempt_reason">, t: T): string {
  const parts = [item.exempt_reason ? t(`exempt.${item.exempt_reason}`) : null, item.reason?.trim() || null];
  const given = parts.filter((part): part is string => part !== null);
  return given.length ? given.join(" · ") : t("none");
}

/**
 * Why the change costs what it does, in words: "No rules for this location", "Outside the 14-day window", "Exempt:
 * employee's request". `noticeDays` is the notice window of the change's rule pack, when known. "—" when the caller
 * does not see pay.
 */
export function basisText(
  item: Pick<ScheduleChangeItem, "pay" | "exempt_reason">,
  noticeDays: number | null,
  t: T,
): string {
  const basis = item.pay?.basis;
  if (!basis) return t("none");
  if (basis === "outside_notice" && noticeDays !== null) return t("basis.outsideDays", { days: noticeDays });
  if (basis === "exempt" && item.exempt_reason) return t(`exemptBasis.${item.exempt_reason}`);
  return t(`basis.${basis}`);
}

/** The pay in the business's money; "—" for a caller who does not see it, "No rate" when owed but unpriced. */
export function payText(pay: Pay, currency: string, t: T, locale: Locale): string {
  if (pay === null) return t("none");
  if (pay.amount === null) return t("noRate");
  return formatMoney(parseCents(pay.amount) ?? 0, currency, locale);
}

/**
 * The pay of the rows given, in cents; how many of them owe pay no rate prices; and whether the caller sees pay at
 * all (false when every row's pay is hidden, or there are no rows).
 */
export function payTotal(items: Pick<ScheduleChangeItem, "pay">[]): {
  cents: number;
  unpriced: number;
  shown: boolean;
} {
  let cents = 0;
  let unpriced = 0;
  let shown = false;
  for (const { pay } of items) {
    if (pay === null) continue;
    shown = true;
    if (pay.amount === null) unpriced += 1;
    else cents += parseCents(pay.amount) ?? 0;
  }
  return { cents, unpriced, shown };
}

export type Period = { from: Temporal.PlainDate; to: Temporal.PlainDate };

/** The week (Monday to Sunday) that holds `day`. */
export const weekOf = (day: Temporal.PlainDate): Period => {
  const from = mondayOf(day);
  return { from, to: from.add({ days: 6 }) };
};

/** At most this many days a read: the log's limit (the labour cost's). */
export const MAX_CHANGE_DAYS = MAX_LABOUR_DAYS;

/** The contract's message (its English) for a period the server would refuse, or null for one it reads. */
export function periodProblem({ from, to }: Period): string | null {
  const days = periodDays(from, to);
  if (days < 1) return TIMELINE_MESSAGES.toBeforeFrom;
  if (days > MAX_CHANGE_DAYS) return LABOUR_MESSAGES.periodTooLong;
  return null;
}
