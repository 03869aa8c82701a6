import { mondayOf } from "@brigade/contract/local-time";
import type { StaffingRole } from "@brigade/contract/staffing";
import { Temporal } from "temporal-polyfill";

// The staffing read's figures as the panel shows them, always on the location's clock (its zone, never the browser's).

/** The days the calendar shows, as the staffing read asks for them: the day of the day view, or the week's. */
export type ShownPeriod = { grain: "day" | "week"; from: Temporal.PlainDate; to: Temporal.PlainDate };

/** A day view spans 23 to 25 hours on its clock; anything longer is read as its week, Monday to Sunday. */
const LONGEST_DAY_MS = 25 * 3_600_000;

/**
 * The period of what the calendar shows: its range (instants, the end excluded) and its first day (`date`,
 * "YYYY-MM-DD" on the location's clock). A day view is that day; a week (the week or list view) its Monday to Sunday.
 */
export function shownPeriod(range: { from: string; to: string; date: string }): ShownPeriod {
  const first = Temporal.PlainDate.from(range.date);
  if (Date.parse(range.to) - Date.parse(range.from) <= LONGEST_DAY_MS) return { grain: "day", from: first, to: first };
  const monday = mondayOf(first);
  return { grain: "week", from: monday, to: monday.add({ days: 6 }) };
}

/**
 * One point of a chart: a stretch of the location's clock (an hour, or a quarter), with its people averaged over the
 * quarters it holds. `short` and `over` are the people missing or above the requirement, quarter by quarter, also
 * averaged: over an hour, they are its person-hours under and over.
 */
export type Bucket = {
  /** The stretch's first instant (UTC ISO): a key that stays apart for the hour an autumn change repeats. */
  start: string;
  day: Temporal.PlainDate;
  hour: number;
  minute: number;
  required: number;
  scheduled: number;
  short: number;
  over: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * A role's quarters (one figure per `starts`) gathered per hour (60) or kept per quarter (15) of the location's clock.
 * A day of a spring change has 23 hours, one of an autumn change 25 (its repeated hour twice, in order).
 */
export function buckets(starts: readonly string[], role: StaffingRole, timeZone: string, minutes: 15 | 60): Bucket[] {
  const out: (Bucket & { quarters: number })[] = [];
  let current: (Bucket & { quarters: number }) | undefined;
  starts.forEach((start, i) => {
    const local = Temporal.Instant.from(start).toZonedDateTimeISO(timeZone);
    const head = minutes === 60 ? local.with({ minute: 0 }) : local;
    const key = head.toInstant().toString();
    if (current?.start !== key) {
      current = {
        start: key,
        day: head.toPlainDate(),
        hour: head.hour,
        minute: head.minute,
        required: 0,
        scheduled: 0,
        short: 0,
        over: 0,
        quarters: 0,
      };
      out.push(current);
    }
    const required = role.required[i] ?? 0;
    const scheduled = role.scheduled[i] ?? 0;
    current.required += required;
    current.scheduled += scheduled;
    current.short += Math.max(0, required - scheduled);
    current.over += Math.max(0, scheduled - required);
    current.quarters += 1;
  });
  // An hour's people are its quarters' average (a quarter of the hour without people weighs in as none).
  const per = minutes / 15;
  return out.map(({ quarters: _quarters, ...b }) => ({
    ...b,
    required: round2(b.required / per),
    scheduled: round2(b.scheduled / per),
    short: round2(b.short / per),
    over: round2(b.over / per),
  }));
}

/** A stretch of each day on the location's clock, in minutes from its midnight (both ends included), or none. */
export type DayWindow = { first: number; last: number } | null;

const minuteOfDay = (b: Bucket) => b.hour * 60 + b.minute;

/**
 * The stretch of the day the charts show: from the earliest time of day anything is required or scheduled, on any day
 * and for any role given, to the latest; so a week's charts are its opening hours, not its nights, and every role's
 * chart has the same axis. None when nothing is there.
 */
export function dayWindow(all: readonly (readonly Bucket[])[]): DayWindow {
  const active = all.flat().filter((b) => b.required > 0 || b.scheduled > 0);
  if (active.length === 0) return null;
  return { first: Math.min(...active.map(minuteOfDay)), last: Math.max(...active.map(minuteOfDay)) };
}

/** The stretches within the window, each day of the period. */
export const within = (all: readonly Bucket[], window: DayWindow): Bucket[] =>
  window ? all.filter((b) => minuteOfDay(b) >= window.first && minuteOfDay(b) <= window.last) : [];

/** One role's stretches within its own window. */
export const activeWindow = (all: readonly Bucket[]): Bucket[] => within(all, dayWindow([all]));

/** Person-hours over the period: required, scheduled, and under and over the requirement (the server's days summed). */
export type Totals = { required: number; scheduled: number; under: number; over: number };

export function roleTotals(role: StaffingRole): Totals {
  const sum = (pick: (d: StaffingRole["days"][number]) => number) => round2(role.days.reduce((a, d) => a + pick(d), 0));
  return {
    required: sum((d) => d.required_hours),
    scheduled: sum((d) => d.scheduled_hours),
    under: sum((d) => d.under_hours),
    over: sum((d) => d.over_hours),
  };
}

export function periodTotals(roles: readonly StaffingRole[]): Totals {
  const each = roles.map(roleTotals);
  const sum = (pick: (t: Totals) => number) => round2(each.reduce((a, t) => a + pick(t), 0));
  return {
    required: sum((t) => t.required),
    scheduled: sum((t) => t.scheduled),
    under: sum((t) => t.under),
    over: sum((t) => t.over),
  };
}

/** Whether any role requires anyone in the period: without a labour rule, every position scheduled counts as over. */
export const anyRequired = (roles: readonly StaffingRole[]): boolean =>
  roles.some((role) => role.required.some((people) => people > 0));
