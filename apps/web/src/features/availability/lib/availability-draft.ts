import {
  ALL_DAY,
  AVAILABILITY_MESSAGES,
  type AvailabilityKind,
  type AvailabilityRule,
  availabilityBody,
  overlappingRuleIndexes,
} from "@brigade/contract/availability";
import { CLOCK_TIME, clockMinutes, MINUTES_PER_DAY, windowMinutes } from "@brigade/contract/availability-time";
import { i18next } from "../../../i18n";
import { translated } from "../../../i18n/messages";
import { formatClock } from "../../../lib/formats";

// The editor's working copy of a weekly pattern: rows the person edits, turned into the PUT's rules and
// checked with the contract's own rules before anything is sent.

export type DraftWindow = {
  /** Stable while the row lives, so React keeps each row's inputs and errors apart. */
  key: string;
  weekday: number;
  kind: AvailabilityKind;
  allDay: boolean;
  /** "HH:mm", or "" while the time field is cleared. */
  from: string;
  to: string;
};

/** Errors of the rows, by row key: a field's own message, or the window's (an overlap). */
export type DraftErrors = Record<string, { from?: string; to?: string; window?: string }>;

let nextKey = 0;
const newKey = () => `w${++nextKey}`;

const WEEKDAY_KEYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** "Monday" for 1 to "Sunday" for 7, in the app's language. */
export function weekdayName(weekday: number): string {
  const key = WEEKDAY_KEYS[weekday - 1];
  return key
    ? i18next.t(`member:availability.weekdays.${key}`)
    : i18next.t("member:availability.otherDay", { number: weekday });
}

export const isAllDay = (rule: { from: string; to: string }) => rule.from === ALL_DAY.from && rule.to === ALL_DAY.to;

export function draftOf(rules: readonly AvailabilityRule[]): DraftWindow[] {
  return rules.map((rule) => ({ key: newKey(), ...rule, allDay: isAllDay(rule) }));
}

export const ruleOf = (row: DraftWindow): AvailabilityRule => ({
  weekday: row.weekday,
  kind: row.kind,
  ...(row.allDay ? ALL_DAY : { from: row.from, to: row.to }),
});

const hhmm = (minutes: number) => {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/**
 * A new window for a weekday: 09:00-17:00 on an empty day; otherwise four hours from where the day's latest
 * window ends, which is usually what comes next (a lunch shift, then the evening).
 */
export function newWindow(weekday: number, rows: readonly DraftWindow[]): DraftWindow {
  const ends = rows
    .filter((row) => row.weekday === weekday && !row.allDay && CLOCK_TIME.test(row.from) && CLOCK_TIME.test(row.to))
    .map((row) => windowMinutes(row).end);
  if (ends.length === 0)
    return { key: newKey(), weekday, kind: "available", allDay: false, from: "09:00", to: "17:00" };
  const start = Math.max(...ends);
  return { key: newKey(), weekday, kind: "available", allDay: false, from: hhmm(start), to: hhmm(start + 240) };
}

/** "09:00 AM–05:00 PM", "10:00 PM–02:00 AM (next day)" (24-hour in Spanish and French) or "All day": how a window is read aloud and on screen. */
export function windowLabel(rule: { from: string; to: string; allDay?: boolean }, separator = " – "): string {
  if (rule.allDay ?? isAllDay(rule)) return i18next.t("member:availability.allDay");
  if (!CLOCK_TIME.test(rule.from) || !CLOCK_TIME.test(rule.to))
    return `${rule.from || "--:--"}${separator}${rule.to || "--:--"}`;
  const nextDay = clockMinutes(rule.to) <= clockMinutes(rule.from);
  const clock = (hhmm: string) => formatClock(Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
  const window = `${clock(rule.from)}${separator}${clock(rule.to)}`;
  return nextDay ? i18next.t("member:availability.nextDay", { window }) : window;
}

/** Rows in the order they are sent and errors come back in (rules.N is the Nth row of this list). */
export const rulesOf = (rows: readonly DraftWindow[]): AvailabilityRule[] => rows.map(ruleOf);

/**
 * What the server would refuse, found before sending: a time that is not HH:mm, and windows of one weekday
 * that overlap (marked on the later row, as the contract does). Null when the pattern may be sent.
 */
export function draftErrors(rows: readonly DraftWindow[]): DraftErrors | null {
  const errors: DraftErrors = {};
  const rules = rulesOf(rows);
  const parsed = availabilityBody.safeParse({ rules });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const row = typeof index === "number" ? rows[index] : undefined;
      if (!row) continue;
      const slot = field === "from" || field === "to" ? field : "window";
      errors[row.key] = { [slot]: translated(issue.message), ...errors[row.key] };
    }
  }
  // The overlap check needs every time to be readable; rows with a bad time are already marked.
  const readable = rows.filter((row) => !errors[row.key]);
  for (const index of overlappingRuleIndexes(rulesOf(readable))) {
    const row = readable[index];
    if (row) errors[row.key] = { window: translated(AVAILABILITY_MESSAGES.overlap) };
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A 422's field errors (`rules.3`, `rules.3.from`) put back on the rows that were sent. */
export function serverErrors(sent: readonly DraftWindow[], fieldErrors: Record<string, string[]>): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const match = /^rules\.(\d+)(?:\.(\w+))?$/.exec(path);
    const row = match ? sent[Number(match[1])] : undefined;
    const message = messages[0];
    if (!row || !message) continue;
    const slot = match?.[2] === "from" || match?.[2] === "to" ? match[2] : "window";
    errors[row.key] = { ...errors[row.key], [slot]: message };
  }
  return errors;
}

/** The same pattern whatever the order its windows were listed in: for telling whether anything changed. */
export function samePattern(a: readonly AvailabilityRule[], b: readonly AvailabilityRule[]): boolean {
  const canonical = (rules: readonly AvailabilityRule[]) =>
    rules
      .map((r) => `${r.weekday} ${r.from} ${r.to} ${r.kind}`)
      .sort()
      .join("|");
  return canonical(a) === canonical(b);
}
