import { employeeItem } from "@brigade/contract/employees";
import { paginatedPayload } from "@brigade/contract/pagination";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type JoinRequestFilters, joinRequestKeys } from "./join-request-keys";

const joinRequestPage = paginatedPayload(employeeItem);

/** Join requests are the employees still waiting for approval. */
export async function fetchJoinRequests(filters: JoinRequestFilters, signal?: AbortSignal) {
  const { payload } = await api.get(
    "/employee/team-member",
    joinRequestPage,
    { ...filters, employee_status: "waiting_for_approval" },
    signal,
  );
  return payload.paginated;
}

export const joinRequestsQueryOptions = (filters: JoinRequestFilters) =>
  queryOptions({
    queryKey: joinRequestKeys.list(filters),
    queryFn: ({ signal }) => fetchJoinRequests(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useJoinRequests = (filters: JoinRequestFilters) => useQuery(joinRequestsQueryOptions(filters));
