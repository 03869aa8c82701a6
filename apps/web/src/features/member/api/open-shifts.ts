import { openShiftItem } from "@brigade/contract/member";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { memberKeys } from "./member-keys";

const openShifts = z.array(openShiftItem);

/** Vacant positions of the caller's roles they could pick up, this week and next (GET /api/employee/open-shifts). */
export async function fetchOpenShifts(signal?: AbortSignal) {
  const { payload } = await api.get("/employee/open-shifts", openShifts, undefined, signal);
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
