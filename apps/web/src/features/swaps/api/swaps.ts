import { swapsPayload } from "@brigade/contract/swaps";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { swapKeys } from "./swap-keys";

/** The caller's swap lists, and for owners and managers the ones awaiting approval (GET /api/shift/employee/swaps). */
export async function fetchSwaps(signal?: AbortSignal) {
  const { payload } = await api.get("/shift/employee/swaps", swapsPayload, undefined, signal);
  return payload;
}

export const swapsQueryOptions = () =>
  queryOptions({ queryKey: swapKeys.lists(), queryFn: ({ signal }) => fetchSwaps(signal) });

export const useSwaps = () => useQuery(swapsQueryOptions());
