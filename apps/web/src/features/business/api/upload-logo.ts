import { businessPayload } from "@brigade/contract/business";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { businessKeys } from "./get-business";

export function uploadLogo(file: File) {
  const body = new FormData();
  body.append("logo", file);
  return api.post("/business/logo", businessPayload, body);
}

export function useUploadLogo(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: ({ payload }) => {
      queryClient.setQueryData(businessKeys.all, payload);
      onChanged?.();
    },
  });
}
