import { employeeItem } from "@brigade/contract/employees";
import { paginatedPayload } from "@brigade/contract/pagination";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employeeKeys, type TeamMemberFilters } from "./employee-keys";

const teamMemberPage = paginatedPayload(employeeItem);

export async function fetchTeamMembers(filters: TeamMemberFilters, signal?: AbortSignal) {
  const { payload } = await api.get(
    "/employee/team-member",
    teamMemberPage,
    { ...filters, search: filters.search.trim() },
    signal,
  );
  return payload.paginated;
}

export const teamMembersQueryOptions = (filters: TeamMemberFilters) =>
  queryOptions({
    queryKey: employeeKeys.list(filters),
    queryFn: ({ signal }) => fetchTeamMembers(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useTeamMembers = (filters: TeamMemberFilters) => useQuery(teamMembersQueryOptions(filters));
