import { type EmployeeItem, employeeItem } from "@brigade/contract/employees";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { employeeKeys } from "./employee-keys";

export async function fetchTeamMember(id: number, signal?: AbortSignal): Promise<EmployeeItem> {
  const { payload } = await api.get(`/employee/team-member/${id}`, employeeItem, undefined, signal);
  return payload;
}

export const teamMemberQueryOptions = (id: number) =>
  queryOptions({ queryKey: employeeKeys.detail(id), queryFn: ({ signal }) => fetchTeamMember(id, signal) });

export const useTeamMember = (id: number | null) =>
  useQuery({ ...teamMemberQueryOptions(id ?? 0), enabled: id !== null });
