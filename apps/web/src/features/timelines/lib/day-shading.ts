import type { AvailabilityKind, TeamAvailabilityItem } from "@brigade/contract/availability";
import { clockMinutes, MINUTES_PER_DAY, windowMinutes } from "@brigade/contract/availability-time";
import { parseDayMonthYear } from "@brigade/contract/dates";
import { Temporal } from "temporal-polyfill";
import { i18next } from "../../../i18n";
import { formatClock } from "../../../lib/formats";

// The shading of an employee's day on the timeline: their weekly availability and approved time off. Both are
// wall-clock times (week-building.md, "Local time, one rule") and the timeline's columns are local days of its
// zone, so a window maps onto a column as written: Monday 00:00-12:00 shades Monday's first twelve hours.

export type ShadeKind = "time_off" | AvailabilityKind;

/**
 * Strongest first: where two overlap, the first is shown (time off outranks any window; prefer_not outranks
 * preferred and available, as in the contract's slotFit).
 */
export const SHADE_KINDS: readonly ShadeKind[] = ["time_off", "unavailable", "prefer_not", "preferred", "available"];

/** Part of one local day, [start, end) in minutes after its 00:00, and the words that say it. */
export type DayShade = { kind: ShadeKind; start: number; end: number; label: string };

export type ShadingFacts = Pick<TeamAvailabilityItem, "rules" | "time_off">;

/** A time of the day in the language's clock; the day's end (1440) is midnight, "12:00 AM" or "00:00", as shifts show it. */
const clock = (minutes: number) => formatClock(Math.floor(minutes / 60) % 24, minutes % 60);
const span = (start: number, end: number) =>
  start === 0 && end === MINUTES_PER_DAY ? i18next.t("rosters:shading.allDay") : `${clock(start)}–${clock(end)}`;

/** The words of a kind, as the legend and the Assign modal's badges say them (FIT_BADGES.timeOff, FIT_LABELS). */
export const shadeLabel = (kind: ShadeKind): string => i18next.t(`rosters:shading.kinds.${kind}`);

/** A kind over part of a day, e.g. "Unavailable 12:00 AM–12:00 PM" ("00:00–12:00" in Spanish and French). */
const spanLabel = (kind: ShadeKind, start: number, end: number) =>
  i18next.t("rosters:shading.withSpan", { label: shadeLabel(kind), span: span(start, end) });

function timeOffOn(facts: ShadingFacts, day: Temporal.PlainDate): DayShade[] {
  return facts.time_off.flatMap((t) => {
    const from = parseDayMonthYear(t.from_day);
    const to = parseDayMonthYear(t.to_day);
    if (t.status !== "Approved" || !from || !to) return [];
    if (Temporal.PlainDate.compare(day, from) < 0 || Temporal.PlainDate.compare(day, to) > 0) return [];
    if (t.from_time && t.to_time) {
      const start = clockMinutes(t.from_time);
      const end = clockMinutes(t.to_time);
      return [{ kind: "time_off", start, end, label: spanLabel("time_off", start, end) }];
    }
    return [{ kind: "time_off", start: 0, end: MINUTES_PER_DAY, label: shadeLabel("time_off") }];
  });
}

/** The windows of the day's weekday, and the ends of the day before's windows that run past midnight into it. */
function windowsOn(facts: ShadingFacts, day: Temporal.PlainDate): DayShade[] {
  const weekday = day.dayOfWeek;
  const dayBefore = day.subtract({ days: 1 }).dayOfWeek;
  return facts.rules.flatMap((rule) => {
    const { start, end } = windowMinutes(rule);
    const parts: [number, number][] = [];
    if (rule.weekday === weekday) parts.push([start, Math.min(end, MINUTES_PER_DAY)]);
    if (rule.weekday === dayBefore && end > MINUTES_PER_DAY) parts.push([0, end - MINUTES_PER_DAY]);
    return parts.map(([s, e]) => ({
      kind: rule.kind,
      start: s,
      end: e,
      label: spanLabel(rule.kind, s, e),
    }));
  });
}

/** Everything that shades `day` for one employee, in the order of the day (time off first at the same start). */
export function dayShades(facts: ShadingFacts, day: Temporal.PlainDate): DayShade[] {
  return [...timeOffOn(facts, day), ...windowsOn(facts, day)].sort(
    (a, b) => a.start - b.start || SHADE_KINDS.indexOf(a.kind) - SHADE_KINDS.indexOf(b.kind),
  );
}

const strongest = (shades: DayShade[]): DayShade | null =>
  shades.reduce<DayShade | null>(
    (best, s) => (best === null || SHADE_KINDS.indexOf(s.kind) < SHADE_KINDS.indexOf(best.kind) ? s : best),
    null,
  );

/** The shade of each hour column of a day (0 to 23): the strongest that touches the hour, or null. */
export const hourShades = (shades: DayShade[]): (DayShade | null)[] =>
  Array.from({ length: 24 }, (_, hour) =>
    strongest(shades.filter((s) => s.start < (hour + 1) * 60 && hour * 60 < s.end)),
  );

/** A stretch of a day [start, end) in minutes and the shade shown over it. */
export type DaySegment = { start: number; end: number; kind: ShadeKind };

/**
 * A day cell's shading from 00:00 to 24:00: the day cut where any shade begins or ends, each piece taking the
 * strongest shade over it (time off above any window), neighbours of the same kind joined, bare pieces left out.
 */
export function daySegments(shades: DayShade[]): DaySegment[] {
  const cuts = [...new Set(shades.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  const segments: DaySegment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i] as number;
    const end = cuts[i + 1] as number;
    const kind = strongest(shades.filter((s) => s.start < end && start < s.end))?.kind;
    if (!kind) continue;
    const last = segments.at(-1);
    if (last && last.kind === kind && last.end === start) last.end = end;
    else segments.push({ start, end, kind });
  }
  return segments;
}
