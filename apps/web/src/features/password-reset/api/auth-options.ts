import { type AuthOptionsPayload, authOptionsPayload } from "@brigade/contract/password-reset";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export async function fetchAuthOptions(signal?: AbortSignal): Promise<AuthOptionsPayload> {
  const { payload } = await api.get("/auth/options", authOptionsPayload, undefined, signal);
  return payload;
}

/** Whether this server can send a reset link (it sends e-mail): it does not change while the server runs. */
export const authOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "options"],
    queryFn: ({ signal }) => fetchAuthOptions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAuthOptions = () => useQuery(authOptionsQueryOptions());
