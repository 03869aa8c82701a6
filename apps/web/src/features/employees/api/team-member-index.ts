import type { EmployeeItem } from "@brigade/contract/employees";
import type { Paginated } from "@brigade/contract/pagination";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employeeKeys, type TeamMemberFilters } from "./employee-keys";

export async function fetchTeamMembers(filters: TeamMemberFilters, signal?: AbortSignal) {
  const { payload } = await api.get<{ paginated: Paginated<EmployeeItem> }>(
    "/employee/team-member",
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
