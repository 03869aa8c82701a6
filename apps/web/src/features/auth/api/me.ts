import { type MePayload, mePayload } from "@brigade/contract/auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, apiRequest } from "../../../lib/api-client";

export const meQueryKey = ["auth", "me"] as const;

export async function fetchMe(signal?: AbortSignal): Promise<MePayload> {
  const { payload } = await api.get("/auth/me", mePayload, undefined, signal);
  return payload;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal), staleTime: 5 * 60_000 });

export const useMe = () => useQuery(meQueryOptions());

/** The session if there is one, else null: for public pages, where a 401 is the normal answer. */
export async function fetchMeIfSignedIn(signal?: AbortSignal): Promise<MePayload | null> {
  try {
    const { payload } = await apiRequest("/auth/me", mePayload, { signal, redirectOnUnauthorized: false });
    return payload;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
