import { paginated } from "@brigade/contract/pagination";
import { vacantEmployeeItem } from "@brigade/contract/timelines";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { timelineKeys } from "./timeline-keys";

// This list's payload is the paginator itself, not under `paginated`.
const vacantEmployeePage = paginated(vacantEmployeeItem);

/** GET /api/shift/employee/get-vacant-employees: the week (DD-MM-YYYY), a name search, a page. */
export type VacantEmployeesQuery = {
  from: string;
  to: string;
  searchAbleName?: string;
  location_id?: string;
  page: number;
  length: number;
};

export async function fetchVacantEmployees(query: VacantEmployeesQuery, signal?: AbortSignal) {
  const { payload } = await api.get("/shift/employee/get-vacant-employees", vacantEmployeePage, query, signal);
  return payload;
}

export const vacantEmployeesQueryOptions = (query: VacantEmployeesQuery) =>
  queryOptions({
    queryKey: timelineKeys.vacantEmployees(query),
    queryFn: ({ signal }) => fetchVacantEmployees(query, signal),
    placeholderData: keepPreviousData,
  });

export const useVacantEmployees = (query: VacantEmployeesQuery) => useQuery(vacantEmployeesQueryOptions(query));
