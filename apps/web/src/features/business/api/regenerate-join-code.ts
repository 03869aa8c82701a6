import { businessPayload } from "@brigade/contract/business";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { businessKeys } from "./get-business";

/** A new join code for the business (owner only); the old code and link stop working. */
export function regenerateJoinCode() {
  return api.post("/business/join-code", businessPayload);
}

/** The toast shows the server's message (the mutation cache); the page shows the new code at once. */
export function useRegenerateJoinCode(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateJoinCode,
    onSuccess: ({ payload }) => {
      queryClient.setQueryData(businessKeys.all, payload);
      onChanged?.();
    },
  });
}
