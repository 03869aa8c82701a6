import { type ScheduleWeeksPayload, scheduleWeeksPayload } from "@brigade/contract/publish";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { publishKeys, type WeeksQuery } from "./publish-keys";

/** Each week's publishing state at a location (GET /api/schedule/weeks; owners and managers). */
export async function fetchScheduleWeeks(query: WeeksQuery, signal?: AbortSignal): Promise<ScheduleWeeksPayload> {
  return (await api.get("/schedule/weeks", scheduleWeeksPayload, query, signal)).payload;
}

export const scheduleWeeksQueryOptions = (query: WeeksQuery) =>
  queryOptions({
    queryKey: publishKeys.weeks(query),
    queryFn: ({ signal }) => fetchScheduleWeeks(query, signal),
    // Read again whenever the calendar opens: the work rule draft_weeks may have changed on its own page.
    staleTime: 0,
  });

export const useScheduleWeeks = (query: WeeksQuery) => useQuery(scheduleWeeksQueryOptions(query));
