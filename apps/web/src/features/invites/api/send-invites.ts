import { createdInvitesPayload, type InviteBody } from "@brigade/contract/invites";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { inviteKeys } from "./invite-index";

export function sendInvites(body: InviteBody) {
  return api.post("/employee/invites", createdInvitesPayload, body);
}

export function useSendInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvites,
    // The form marks each refused row itself; the links replace the form.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
