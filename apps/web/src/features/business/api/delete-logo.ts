import type { BusinessPayload } from "@brigade/contract/business";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { businessKeys } from "./get-business";

export function deleteLogo() {
  return api.delete<BusinessPayload>("/business/logo");
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
