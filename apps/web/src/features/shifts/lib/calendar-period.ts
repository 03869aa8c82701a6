import type { ShiftFilters } from "./shift-filters";
import { toServerDay } from "./shift-filters";

/** FullCalendar's view names, as the URL's `view` holds them (month when absent). */
export type CalendarView = "dayGridMonth" | "timeGridWeek" | "timeGridDay" | "listWeek";
export const CALENDAR_VIEWS: CalendarView[] = ["dayGridMonth", "timeGridWeek", "timeGridDay", "listWeek"];

export const readCalendarView = (value: string | null): CalendarView =>
  (CALENDAR_VIEWS as (string | null)[]).includes(value) ? (value as CalendarView) : "dayGridMonth";

/** The calendar's view written to the URL params (month is the default, so it is left out). */
export function withCalendarView(params: URLSearchParams, view: CalendarView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === "dayGridMonth") next.delete("view");
  else next.set("view", view);
  return next;
}

/** A day's "+N more" in month view: that day in day view, as if picked in the sidebar. */
export function withDayOpened(params: URLSearchParams, day: string): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("view", "timeGridDay");
  next.set("date", day);
  return next;
}

const DAY_MS = 86_400_000;
/**
 * The visible range, widened by two days each side: under Show All a shift is placed by its own location's
 * wall-clock time, which can fall inside the view while its instant falls outside the calendar zone's range.
 */
export const widened = (range: { from: string; to: string }) => ({
  from: new Date(Date.parse(range.from) - 2 * DAY_MS).toISOString(),
  to: new Date(Date.parse(range.to) + 2 * DAY_MS).toISOString(),
});

/** The feed's period: the sidebar's date range when chosen, else what the calendar shows (widened); null before that. */
export function feedPeriod(filters: ShiftFilters, shown: { from: string; to: string } | null) {
  if (filters.start && filters.end) return { from: toServerDay(filters.start), to: toServerDay(filters.end) };
  return shown ? widened(shown) : null;
}
