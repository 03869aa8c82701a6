import { type CalendarAnswer, calendarAnswer } from "@brigade/contract/calendar";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ShiftQuery } from "./shift-index";
import { shiftKeys } from "./shift-keys";

/**
 * The sidebar filters plus the period, which the feed requires (at most MAX_CALENDAR_DAYS long); `crew` for views
 * that draw who works each shift and what is open (see `crewFor`).
 */
export type CalendarFeedQuery = ShiftQuery & { from: string; to: string; crew?: "1" };

/** Week, day and list views draw who works and what is open; the month view, the largest read, does not ask. */
export const crewFor = (view: string): { crew?: "1" } => (view === "dayGridMonth" ? {} : { crew: "1" });

/**
 * What the calendar draws of each shift of the period, and the zone of each location (GET /api/shift/calendar);
 * for a team member, only their own roles' shifts, and those roles.
 */
export async function fetchCalendarFeed(query: CalendarFeedQuery, signal?: AbortSignal): Promise<CalendarAnswer> {
  const { payload } = await api.get("/shift/calendar", calendarAnswer, query, signal);
  return payload;
}

export const calendarFeedQueryOptions = (query: CalendarFeedQuery) =>
  queryOptions({
    queryKey: shiftKeys.calendar(query),
    queryFn: ({ signal }) => fetchCalendarFeed(query, signal),
    // The previous period stays drawn while the next one loads, instead of an empty calendar.
    placeholderData: keepPreviousData,
  });

export const useCalendarFeed = (query: CalendarFeedQuery | null) =>
  useQuery({
    ...calendarFeedQueryOptions(query ?? { from: "", to: "" }),
    enabled: query !== null,
  });
