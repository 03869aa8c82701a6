import { type CalendarAnswer, calendarAnswer } from "@brigade/contract/calendar";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ShiftQuery } from "./shift-index";
import { shiftKeys } from "./shift-keys";

/** The sidebar filters plus the period, which the feed requires (at most MAX_CALENDAR_DAYS long). */
export type CalendarFeedQuery = ShiftQuery & { from: string; to: string };

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
