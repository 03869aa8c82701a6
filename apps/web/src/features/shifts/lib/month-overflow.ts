import { i18next, intlTag } from "../../../i18n";
import type { ShiftEventInput } from "./calendar-events";

// A month of a chain is a thousand shifts a day; a month cell shows five rows. FullCalendar sorts and lays out
// every event it is given before it hides the rest behind "+N more", which took seconds, so the month view is
// given per day only the shifts its cell shows, and a "+N more" of our own that opens the day.

/**
 * The "+N more" of one day: the shifts its cell does not show, opened in day view. `all`: the cell shows none of
 * them, only their count ("3 shifts"), as on a phone.
 */
export type DayOverflow = { day: string; hidden: number; all?: true };

/** The stand-in event for a day's "+N more", last in its cell (FullCalendar orders a day's events by start). */
export type OverflowEventInput = {
  id: string;
  title: string;
  start: string;
  end: string;
  editable: false;
  className: string;
  extendedProps: { overflow: DayOverflow };
};

export const OVERFLOW_CLASS = "brigade-day-overflow";

/** The order FullCalendar gives a day's events: start, then the longer first, then title. */
const byCalendarOrder = (a: ShiftEventInput, b: ShiftEventInput) =>
  a.start < b.start
    ? -1
    : a.start > b.start
      ? 1
      : a.end > b.end
        ? -1
        : a.end < b.end
          ? 1
          : a.title.localeCompare(b.title);

/**
 * Each day's events as its month cell shows them: all of them when they fit in `rows`, else the first
 * `rows - 1` and a "+N more" in the last row; with `rows` 0 (a phone, whose cells are too narrow for a title) only
 * the day's count. A day is the wall-clock date an event starts on (the calendar shows a night shift on the day it
 * starts: see nextDayThreshold).
 */
export function monthCells(events: ShiftEventInput[], rows: number): (ShiftEventInput | OverflowEventInput)[] {
  const days = new Map<string, ShiftEventInput[]>();
  for (const event of events) {
    const day = event.start.slice(0, 10);
    const list = days.get(day);
    if (list) list.push(event);
    else days.set(day, [event]);
  }
  const shown: (ShiftEventInput | OverflowEventInput)[] = [];
  for (const [day, list] of days) {
    if (list.length <= rows) {
      shown.push(...list);
      continue;
    }
    const kept = Math.max(rows - 1, 0);
    list.sort(byCalendarOrder);
    shown.push(...list.slice(0, kept));
    const hidden = list.length - kept;
    const overflow: DayOverflow = rows === 0 ? { day, hidden, all: true } : { day, hidden };
    shown.push({
      id: `overflow-${day}`,
      title: overflowTitle(overflow),
      start: `${day}T23:59:00`,
      end: `${day}T23:59:59`,
      editable: false,
      className: OVERFLOW_CLASS,
      extendedProps: { overflow },
    });
  }
  return shown;
}

/** "+N more", or "N shifts" for a day shown as its count, in the app's language (the count in its digits). */
export const overflowTitle = ({ hidden, all }: DayOverflow) =>
  all
    ? i18next.t("schedule:calendar.count", { count: hidden, formatted: hidden.toLocaleString(intlTag("en-US")) })
    : i18next.t("schedule:calendar.more", { hidden: hidden.toLocaleString(intlTag("en-US")) });

/** The day and count of a "+N more" stand-in, or null for a shift's event. */
export const overflowOf = (extendedProps: Record<string, unknown>): DayOverflow | null =>
  (extendedProps.overflow as DayOverflow | undefined) ?? null;
