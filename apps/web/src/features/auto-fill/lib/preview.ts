import type {
  AutoFillApplyItem,
  AutoFillAssignment,
  AutoFillSkip,
  AutoFillStats,
  AutoFillUnfilled,
} from "@brigade/contract/auto-fill";
import { Temporal } from "temporal-polyfill";
import { i18next, intlTag } from "../../../i18n";
import { clockIn } from "../../../lib/formats";
import { dayText } from "./day-text";

// How the preview reads: proposals by the location's local day, the stats in words, and what an apply skipped
// named from the preview the manager saw. The words are the planning catalogue's, read at call time.

/** One proposal's identity, as apply and its skips name it. */
export const assignmentKey = (a: AutoFillApplyItem) => `${a.slot_id}:${a.area_role_id}:${a.employee_id}`;

/** The item apply takes for a proposal. */
export const applyItemOf = ({ slot_id, area_role_id, employee_id }: AutoFillApplyItem): AutoFillApplyItem => ({
  slot_id,
  area_role_id,
  employee_id,
});

const localDate = (at: string, timeZone: string) =>
  Temporal.Instant.from(at).toZonedDateTimeISO(timeZone).toPlainDate();

/** "Monday 16 Mar 2026". */
export const dayLabel = (day: Temporal.PlainDate) => dayText(day, { long: true, year: true });

/** "09:00 AM – 05:00 PM" on the location's clock. */
export const timeRange = (item: { from: string; to: string }, timeZone: string) =>
  `${clockIn(item.from, timeZone)} – ${clockIn(item.to, timeZone)}`;

/** "Mon 16 Mar, 09:00 AM – 05:00 PM": a position outside a day group says its day too. */
export function dayAndTime(item: { from: string; to: string }, timeZone: string): string {
  return `${dayText(localDate(item.from, timeZone))}, ${timeRange(item, timeZone)}`;
}

export type DayGroup<T> = { day: string; label: string; items: T[] };

/** Items by the local day they start on, days in order (items keep their order within a day). */
export function groupByDay<T extends { from: string }>(items: readonly T[], timeZone: string): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const day = localDate(item.from, timeZone);
    const key = day.toString();
    const group = groups.get(key) ?? { day: key, label: dayLabel(day), items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/** "12 of 15 open positions filled". */
export const statsLine = (stats: Pick<AutoFillStats, "filled" | "open_positions">) =>
  i18next.t("planning:autoFill.preview.stats", { filled: stats.filled, count: stats.open_positions });

/**
 * When positions stay open and the solver proved no schedule fills more: "No schedule fills more than 12 of them."
 * Null when every position is filled, or without that proof (the notice then says why).
 */
export function maxFillText(stats: Pick<AutoFillStats, "filled" | "open_positions" | "max_fill">): string | null {
  if (stats.max_fill === null || stats.filled >= stats.open_positions) return null;
  return i18next.t("planning:autoFill.preview.maxFill", { count: stats.max_fill });
}

/**
 * How close to the best the solver proved it: "The proposal is proven best.", "The proposal is within 0.4 % of the
 * best possible.", or null with nothing solved.
 */
export function gapText(stats: Pick<AutoFillStats, "gap" | "solver">): string | null {
  if (stats.solver === "none") return null;
  if (stats.gap <= 0) return i18next.t("planning:autoFill.preview.provenBest");
  // Never "within 0 %": a gap too small to show in tenths still is one.
  const percent = Math.max(Math.round(stats.gap * 1000) / 10, 0.1);
  return i18next.t("planning:autoFill.preview.withinGap", {
    percent: percent.toLocaleString(intlTag("en-US"), { maximumFractionDigits: 1 }),
  });
}

/** "2 open". */
export const openText = (unfilled: Pick<AutoFillUnfilled, "missing">) =>
  i18next.t("planning:autoFill.preview.open", { count: unfilled.missing });

/** A skipped proposal or a booking Undo kept, named from the preview: "Ana Ruiz · Line Cook · Dinner · Mon 16 Mar, 05:00 PM – 11:00 PM: …". */
export function skippedText(skip: AutoFillSkip, proposals: readonly AutoFillAssignment[], timeZone: string): string {
  const key = assignmentKey(skip);
  const seen = proposals.find((a) => assignmentKey(a) === key);
  const who = seen
    ? `${seen.employee_name} · ${seen.area_role_name} · ${seen.shift_name} · ${dayAndTime(seen, timeZone)}`
    : i18next.t("planning:autoFill.result.unknownProposal", { employee: skip.employee_id, slot: skip.slot_id });
  return `${who}: ${skip.reason}`;
}

/** "Release the 3 bookings auto-fill just made?" */
export const undoQuestion = (n: number) => i18next.t("planning:autoFill.result.undoQuestion", { count: n });
