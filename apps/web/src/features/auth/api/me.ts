import type { MePayload } from "@brigade/contract/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const meQueryKey = ["auth", "me"] as const;

export async function fetchMe(signal?: AbortSignal): Promise<MePayload> {
  const { payload } = await api.get<MePayload>("/auth/me", undefined, signal);
  return payload;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQueryOptions());
