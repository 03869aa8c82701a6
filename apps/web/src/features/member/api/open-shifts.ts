import { openShiftItem } from "@brigade/contract/member";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { JUST_ASKED_MS } from "../../../lib/query-client";
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
    // Positions fill as others are assigned: ask again whenever the page comes back into view, unless the answer is
    // a moment old (the employee home's loader has just asked: app/route-prefetch.ts).
    staleTime: JUST_ASKED_MS,
  });

export const useOpenShifts = () => useQuery(openShiftsQueryOptions());
