import type { OpenShiftItem } from "@brigade/contract/member";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { memberKeys } from "./member-keys";

/** Vacant positions of the caller's roles they could pick up, this week and next (GET /api/employee/open-shifts). */
export async function fetchOpenShifts(signal?: AbortSignal) {
  const { payload } = await api.get<OpenShiftItem[]>("/employee/open-shifts", undefined, signal);
  return payload;
}

export const openShiftsQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.openShifts(),
    queryFn: ({ signal }) => fetchOpenShifts(signal),
    // Positions fill as others are assigned: ask again whenever the page comes back into view.
    staleTime: 0,
  });

export const useOpenShifts = () => useQuery(openShiftsQueryOptions());
