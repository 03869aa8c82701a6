import { paginatedPayload } from "@brigade/contract/pagination";
import { type TimeOffQueryInput, timeOffItem } from "@brigade/contract/time-off";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { timeOffDecisionKeys } from "./time-off-decision-keys";

const timeOffPage = paginatedPayload(timeOffItem);

/** One page of the business's time-off requests (GET /api/employee/time-off); Pending ones earliest first. */
export async function fetchTimeOffPage(query: TimeOffQueryInput, signal?: AbortSignal) {
  const { payload } = await api.get(
    "/employee/time-off",
    timeOffPage,
    query as Record<string, string | number | undefined>,
    signal,
  );
  return payload.paginated;
}

export const useTimeOffListing = (query: TimeOffQueryInput) =>
  useQuery({
    queryKey: timeOffDecisionKeys.listing(query),
    queryFn: ({ signal }) => fetchTimeOffPage(query, signal),
    placeholderData: keepPreviousData,
  });
