import { Temporal } from "temporal-polyfill";
import { z } from "zod";
import { AVAILABILITY_FITS, type AvailabilityRule, compareFits, slotFit } from "./availability";
import { amount, type Message, template } from "./i18n/template";
import { dateIn, weekContaining } from "./local-time";
import { overlapsTimeOff, TIME_OFF_MESSAGES, type TimeOffDays } from "./time-off";
import type { WorkRules } from "./work-rules";

// Who fits a slot (week-building.md, "Who fits"): one pure function for the Assign modal's candidate list,
// the refusals of self-service, and auto-fill. Everything is read on the wall clock of the slot's location.

export const candidateFitSchema = z.object({
  /** Hours of positions held in the slot's local week (Monday start) before this slot. */
  week_hours: z.number(),
  availability: z.enum(AVAILABILITY_FITS),
  /** The slot overlaps the employee's approved time off: they cannot be given it. */
  time_off: z.boolean(),
  /** Taking the slot keeps the rest between days (min_rest_hours). */
  rest_ok: z.boolean(),
  /** Taking the slot passes the employee's weekly maximum (their own, else the business's). */
  over_max: z.boolean(),
  /** Taking the slot keeps the positions of its local day within max_shifts_per_day (not in the contract's list). */
  day_shifts_ok: z.boolean(),
});
export type CandidateFit = z.infer<typeof candidateFitSchema>;

export type HeldPosition = { from: Date; to: Date };

export type FitFacts = {
  /** The employee's weekly pattern. */
  rules: readonly AvailabilityRule[];
  /** Their approved time off (any that may touch the slot; others are ignored). */
  timeOff: readonly TimeOffDays[];
  /** Their other position-holding bookings: at least those of the slot's week and the days either side. */
  held: readonly HeldPosition[];
  /** Their own weekly maximum, or null for the business's. */
  maxWeekHours: number | null;
};

type FitRules = Pick<WorkRules, "max_week_hours" | "min_rest_hours" | "max_shifts_per_day">;

const HOUR = 3_600_000;
// Not assignments' hoursBetween: assignments.ts imports this file for its candidate item, and a cycle between
// the two would leave one of them undefined depending on which a program imports first.
const hoursOf = (p: HeldPosition) => (p.to.getTime() - p.from.getTime()) / HOUR;

/**
 * Rest between local days: the time from the end of a day's last position to the start of the next day's
 * first must be at least `minRestHours`. Positions belong to the day they start on. Only the two boundaries
 * the slot can change are checked (it may become its day's first or last), so a short rest elsewhere that a
 * manager already accepted does not count against this slot.
 */
function restKept(slot: HeldPosition, held: readonly HeldPosition[], timeZone: string, minRestHours: number): boolean {
  if (minRestHours <= 0) return true;
  const day = dateIn(slot.from, timeZone);
  const onDay = (offset: number) =>
    held.filter((h) => Temporal.PlainDate.compare(dateIn(h.from, timeZone), day.add({ days: offset })) === 0);
  const sameDay = onDay(0);
  const minGap = minRestHours * HOUR;
  const isFirst = sameDay.every((h) => h.from.getTime() >= slot.from.getTime());
  const isLast = sameDay.every((h) => h.to.getTime() <= slot.to.getTime());
  if (isFirst) {
    const lastEnd = Math.max(...onDay(-1).map((h) => h.to.getTime()));
    if (slot.from.getTime() - lastEnd < minGap) return false;
  }
  if (isLast) {
    const firstStart = Math.min(...onDay(1).map((h) => h.from.getTime()));
    if (firstStart - slot.to.getTime() < minGap) return false;
  }
  return true;
}

/** How the slot fits the employee, given what they hold, their pattern, time off and the work rules. */
export function candidateFit(slot: HeldPosition, timeZone: string, facts: FitFacts, rules: FitRules): CandidateFit {
  const others = facts.held;
  const week = weekContaining(slot.from, timeZone);
  const inWeek = others.filter((h) => h.from.getTime() >= week.from.getTime() && h.from.getTime() < week.to.getTime());
  const weekHours = inWeek.reduce((sum, h) => sum + hoursOf(h), 0);
  const max = facts.maxWeekHours ?? rules.max_week_hours;
  const day = dateIn(slot.from, timeZone);
  const dayCount = others.filter((h) => Temporal.PlainDate.compare(dateIn(h.from, timeZone), day) === 0).length;
  return {
    week_hours: Math.round(weekHours * 100) / 100,
    availability: slotFit(facts.rules, slot, timeZone),
    time_off: overlapsTimeOff(facts.timeOff, slot, timeZone),
    rest_ok: restKept(slot, others, timeZone, rules.min_rest_hours),
    over_max: weekHours + hoursOf(slot) > max + 1e-9,
    day_shifts_ok: dayCount + 1 <= rules.max_shifts_per_day,
  };
}

/** Whether nothing hard stands in the way (time off, rest, maximum): the candidates listed first. */
export const fitsHardRules = (fit: CandidateFit): boolean => !fit.time_off && fit.rest_ok && !fit.over_max;

/**
 * The candidate order of the contract: no time off, rest kept and not over the maximum first; then
 * preferred, available, unknown, prefer_not, unavailable; then fewest week hours; then name.
 */
export function compareCandidates(a: { fit: CandidateFit; name: string }, b: { fit: CandidateFit; name: string }) {
  return (
    Number(fitsHardRules(b.fit)) - Number(fitsHardRules(a.fit)) ||
    compareFits(a.fit.availability, b.fit.availability) ||
    a.fit.week_hours - b.fit.week_hours ||
    a.name.localeCompare(b.name)
  );
}

/** Why an employee may not ask for a slot themselves (pickup, swap), or null: the 409 of self-service. */
export const SELF_SERVICE_MESSAGES = {
  // The contract words this one for every way of taking a position, self-service included.
  timeOff: TIME_OFF_MESSAGES.hasTimeOff,
  overMax: template("This shift would take you over your maximum of {0} hours this week.", (max: number) => [
    amount(max),
  ]),
  rest: template("This shift would leave you less than {0} hours of rest between days.", (restHours: number) => [
    amount(restHours),
  ]),
  dayShifts: template<[max: number]>("This shift would give you more than {0} shifts in one day."),
} as const;

/** The refusal as a message value, which the server sends in the caller's language. */
export function selfServiceRefusalSaid(
  fit: CandidateFit,
  rules: FitRules,
  maxWeekHours: number | null,
): Message | null {
  if (fit.time_off) return SELF_SERVICE_MESSAGES.timeOff;
  if (fit.over_max) return SELF_SERVICE_MESSAGES.overMax.said(maxWeekHours ?? rules.max_week_hours);
  if (!fit.rest_ok) return SELF_SERVICE_MESSAGES.rest.said(rules.min_rest_hours);
  if (!fit.day_shifts_ok) return SELF_SERVICE_MESSAGES.dayShifts.said(rules.max_shifts_per_day);
  return null;
}

/** The refusal in English. */
export const selfServiceRefusal = (fit: CandidateFit, rules: FitRules, maxWeekHours: number | null): string | null =>
  selfServiceRefusalSaid(fit, rules, maxWeekHours)?.toString() ?? null;

/** Labels of the Assign modal's badges. */
export const FIT_BADGES = {
  timeOff: "Time off",
  restShort: "Short rest",
  overMax: "Over maximum",
  dayShifts: "Too many shifts that day",
  weekHours: template("{0} h this week", (h: number) => [amount(h)]),
} as const;

/** The confirmation before assigning someone unavailable or short of rest (like the 40 hours'). */
export const FIT_CONFIRMATION = {
  title: "Assign anyway?",
  unavailable: template<[name: string]>("{0} said they are unavailable at this time."),
  rest: template("{0} would have less than {1} hours of rest between days.", (name: string, restHours: number) => [
    name,
    amount(restHours),
  ]),
  confirm: "Assign anyway",
  cancel: "Cancel",
} as const;
