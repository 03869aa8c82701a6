import { withdrawnPayload } from "@brigade/contract/member";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { memberKeys } from "./member-keys";

/** Withdraws the caller's own Pending pickup (POST /api/shift/employee/withdraw/{id}). */
export function withdrawPickup(id: number) {
  return api.post(`/shift/employee/withdraw/${id}`, withdrawnPayload);
}

export function useWithdrawPickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPickup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}
