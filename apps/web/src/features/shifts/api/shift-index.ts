import type { ShiftItem } from "@brigade/contract/shifts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { shiftKeys } from "./shift-keys";

/** The filters of GET /api/shift/index; lists of ids are sent comma-separated. */
export type ShiftQuery = {
  from?: string;
  to?: string;
  name?: string;
  shift_status?: string;
  location_id?: string;
  area_id?: string;
  area_role_id?: string;
  employee_id?: string;
  availability?: string;
};

/** Every shift matching the filters (pagination=0: a plain array in payload.paginated). */
export async function fetchShifts(query: ShiftQuery, signal?: AbortSignal): Promise<ShiftItem[]> {
  const { payload } = await api.get<{ paginated: ShiftItem[] }>("/shift/index", { ...query, pagination: 0 }, signal);
  return payload.paginated;
}

export const shiftsQueryOptions = (query: ShiftQuery) =>
  queryOptions({
    queryKey: shiftKeys.list(query),
    queryFn: ({ signal }) => fetchShifts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useShifts = (query: ShiftQuery, enabled = true) => useQuery({ ...shiftsQueryOptions(query), enabled });
