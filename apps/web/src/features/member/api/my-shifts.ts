import { myShiftItem } from "@brigade/contract/member";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { memberKeys } from "./member-keys";

const myShifts = z.array(myShiftItem);

/** The caller's bookings of this week and next, every status (GET /api/employee/my-shifts, the server's default period). */
export async function fetchMyShifts(signal?: AbortSignal) {
  const { payload } = await api.get("/employee/my-shifts", myShifts, undefined, signal);
  return payload;
}

export const myShiftsQueryOptions = () =>
  queryOptions({ queryKey: memberKeys.myShifts(), queryFn: ({ signal }) => fetchMyShifts(signal) });

export const useMyShifts = () => useQuery(myShiftsQueryOptions());
