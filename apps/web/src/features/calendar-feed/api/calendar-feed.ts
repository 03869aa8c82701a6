import { calendarFeedPayload } from "@brigade/contract/calendar-feed";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const calendarFeedKey = ["calendar-feed"] as const;

/**
 * The caller's private subscription URL when this ask made it (the first), else null: the server keeps only its
 * hash, so it is shown once (GET /api/calendar/feed).
 */
export async function fetchCalendarFeed(signal?: AbortSignal) {
  const { payload } = await api.get("/calendar/feed", calendarFeedPayload, undefined, signal);
  return payload;
}

// The link changes only when its owner replaces it here, so it never goes stale on its own.
export const calendarFeedOptions = () =>
  queryOptions({ queryKey: calendarFeedKey, queryFn: ({ signal }) => fetchCalendarFeed(signal), staleTime: Infinity });

export const useCalendarFeed = () => useQuery(calendarFeedOptions());
