import { timelinePayload } from "@brigade/contract/timelines";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { timelineKeys } from "./timeline-keys";

/** GET /api/shift-timeline: from and to (DD-MM-YYYY) and the sidebar's filters, ids comma-separated. */
export type TimelineQuery = {
  from: string;
  to: string;
  name?: string;
  location_id?: string;
  area_id?: string;
  area_role_id?: string;
  employee_id?: string;
  availability?: string;
};

export async function fetchShiftTimeline(query: TimelineQuery, signal?: AbortSignal) {
  const { payload } = await api.get("/shift-timeline", timelinePayload, query, signal);
  return payload.data;
}

export const shiftTimelineQueryOptions = (query: TimelineQuery) =>
  queryOptions({
    queryKey: timelineKeys.timeline(query),
    // No placeholder: moving to another period clears the grid until that period has loaded.
    queryFn: ({ signal }) => fetchShiftTimeline(query, signal),
  });

export const useShiftTimeline = (query: TimelineQuery) => useQuery(shiftTimelineQueryOptions(query));
