import { tokenPayload } from "@brigade/contract/auth";
import { type AcceptInviteBody, invitationPayload } from "@brigade/contract/invites";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "../../../lib/api-client";
import { deleteApiCache } from "../../../pwa/api-cache";

const path = (token: string) => `/invites/${encodeURIComponent(token)}`;

/** What an invitation link shows: the business, the address and the role (public: no session needed). */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ["invitation", token],
    queryFn: async ({ signal }) =>
      (await apiRequest(path(token), invitationPayload, { signal, redirectOnUnauthorized: false })).payload,
    // A used or expired link stays so: asking again changes nothing.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Accepting opens a session, as logging in does: nothing of a previous session stays. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInviteBody) =>
      api.post(`${path(token)}/accept`, tokenPayload, body, { redirectOnUnauthorized: false }),
    meta: { errorToast: false, successToast: false },
    onSuccess: async () => {
      await deleteApiCache();
      queryClient.removeQueries({ queryKey: ["auth", "me"] });
    },
  });
}
