import type { ShiftNameItem } from "@brigade/contract/shift-names";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const shiftNameKeys = { all: ["shift-names"] as const };

/** The whole list (pagination=0 makes `paginated` a plain array). */
export async function fetchShiftNames(signal?: AbortSignal): Promise<ShiftNameItem[]> {
  const { payload } = await api.get<{ paginated: ShiftNameItem[] }>("/shift/name/index", { pagination: 0 }, signal);
  return payload.paginated;
}

export const shiftNamesQueryOptions = () =>
  queryOptions({ queryKey: shiftNameKeys.all, queryFn: ({ signal }) => fetchShiftNames(signal) });

export const useShiftNames = () => useQuery(shiftNamesQueryOptions());
