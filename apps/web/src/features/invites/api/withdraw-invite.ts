import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";
import { inviteKeys } from "./invite-index";

export function withdrawInvite(id: number) {
  return api.delete(`/employee/invites/${id}`, noPayload);
}

export function useWithdrawInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvite,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
