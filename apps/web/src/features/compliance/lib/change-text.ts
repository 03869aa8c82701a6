import type { ScheduleChangeItem } from "@brigade/contract/fair-workweek/changes";
import { LABOUR_MESSAGES, MAX_LABOUR_DAYS } from "@brigade/contract/labour-cost";
import { mondayOf } from "@brigade/contract/local-time";
import { periodDays, TIMELINE_MESSAGES } from "@brigade/contract/timelines";
import type { TFunction } from "i18next";
import type { Temporal } from "temporal-polyfill";

// The change log's rows in words (fair-workweek.md, "Posting and the change log"). Pure: the language comes as `t`
// and `locale`, so the same row reads the same on the page and in the tests. What the pay shown before a change is
// confirmed reads as well (notice, change, pay) lives in lib/change-text.ts, and is read from here too.

export { changeText, DAYS_FROM_HOURS, noticeText, payText, payTotal } from "../../../lib/change-text";

type T = TFunction<"changeLog">;

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
