import { businessPayload } from "@brigade/contract/business";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { businessKeys } from "./get-business";

export function deleteLogo() {
  return api.delete("/business/logo", businessPayload);
}

export function useDeleteLogo(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: ({ payload }) => {
      queryClient.setQueryData(businessKeys.all, payload);
      onChanged?.();
    },
  });
}
