import type { ScheduleChangeItem } from "@brigade/contract/fair-workweek/changes";
import type { Locale } from "@brigade/contract/locales";
import { formatAmount, parseCents } from "@brigade/contract/money";
import type { TFunction } from "i18next";

// A change to a posted position in words (fair-workweek.md, "Posting and the change log"): the change log's rows and
// the pay shown before a change is confirmed read the same. Pure: the language comes as `t` and `locale`.

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

/** The pay in the business's money; "—" for a caller who does not see it, "No rate" when owed but unpriced. */
export function payText(pay: Pay, currency: string, t: T, locale: Locale): string {
  if (pay === null) return t("none");
  if (pay.amount === null) return t("noRate");
  return formatAmount(pay.amount, currency, locale);
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

/**
 * The predictability pay of many changes at once (the auto-fill and copy-week previews) in a sentence: "Predictability
 * pay: $25.00 for 2 changes" ("—" for a caller who does not see money), or that it changes no posted position; and
 * what the sentence leaves out (rows owed but unpriced, pay hidden from this caller).
 */
export function previewPayText(
  preview: { changes: Pick<ScheduleChangeItem, "pay">[]; pay_total: string | null },
  currency: string,
  t: T,
  locale: Locale,
): { line: string; notes: string[] } {
  const count = preview.changes.length;
  if (count === 0) return { line: t("previewPay.none"), notes: [] };
  const amount = preview.pay_total === null ? t("none") : formatAmount(preview.pay_total, currency, locale);
  const notes: string[] = [];
  const { unpriced } = payTotal(preview.changes);
  if (unpriced > 0) notes.push(t("total.unpriced", { count: unpriced }));
  if (preview.pay_total === null) notes.push(t("total.hidden"));
  return { line: t("previewPay.line", { count, amount }), notes };
}
