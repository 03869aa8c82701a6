import { type ShiftNameItem, shiftNameItem } from "@brigade/contract/shift-names";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { api } from "../../../lib/api-client";

export const shiftNameKeys = { all: ["shift-names"] as const };
const shiftNameList = z.object({ paginated: z.array(shiftNameItem) });

/** The whole list (pagination=0 makes `paginated` a plain array). */
export async function fetchShiftNames(signal?: AbortSignal): Promise<ShiftNameItem[]> {
  const { payload } = await api.get("/shift/name/index", shiftNameList, { pagination: 0 }, signal);
  return payload.paginated;
}

export const shiftNamesQueryOptions = () =>
  queryOptions({ queryKey: shiftNameKeys.all, queryFn: ({ signal }) => fetchShiftNames(signal) });

export const useShiftNames = () => useQuery(shiftNamesQueryOptions());
