import { type RegisterBody, tokenPayload } from "@brigade/contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deleteApiCache } from "../../../pwa/api-cache";
import { meQueryKey } from "./me";

export function register(body: RegisterBody) {
  return api.post("/auth/register", tokenPayload, body, { redirectOnUnauthorized: false });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { errorToast: false },
    onSuccess: async () => {
      await deleteApiCache();
      queryClient.removeQueries({ queryKey: meQueryKey });
    },
  });
}
