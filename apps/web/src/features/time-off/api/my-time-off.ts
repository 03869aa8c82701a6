import { paginatedPayload } from "@brigade/contract/pagination";
import { timeOffItem } from "@brigade/contract/time-off";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type TimeOffFilters, timeOffKeys } from "./time-off-keys";

const timeOffPage = paginatedPayload(timeOffItem);

/** A page of time-off requests (GET /api/employee/time-off); a team member only ever gets their own. */
export async function fetchTimeOff(filters: TimeOffFilters, signal?: AbortSignal) {
  const { payload } = await api.get("/employee/time-off", timeOffPage, filters, signal);
  return payload.paginated;
}

export const timeOffQueryOptions = (filters: TimeOffFilters) =>
  queryOptions({
    queryKey: timeOffKeys.list(filters),
    queryFn: ({ signal }) => fetchTimeOff(filters, signal),
    placeholderData: keepPreviousData,
  });

/** The caller's own requests, newest first (the server's order without a status filter). */
export const useMyTimeOff = (page: number, length = 10) => useQuery(timeOffQueryOptions({ page, length }));
