import type { MyShiftItem } from "@brigade/contract/member";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { memberKeys } from "./member-keys";

/** The caller's bookings of this week and next, every status (GET /api/employee/my-shifts, the server's default period). */
export async function fetchMyShifts(signal?: AbortSignal) {
  const { payload } = await api.get<MyShiftItem[]>("/employee/my-shifts", undefined, signal);
  return payload;
}

export const myShiftsQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.myShifts(), queryFn: ({ signal }) => fetchMyShifts(signal) });

export const useMyShifts = () => useQuery(myShiftsQueryOptions());
