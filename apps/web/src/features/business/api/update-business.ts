import { businessPayload, type UpdateBusinessBody } from "@brigade/contract/business";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { businessKeys } from "./get-business";

export function updateBusiness(body: UpdateBusinessBody) {
  return api.put("/business", businessPayload, body);
}

export function useUpdateBusiness(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: ({ payload }) => {
      queryClient.setQueryData(businessKeys.all, payload);
      onChanged?.();
    },
  });
}
