import { type LoginBody, tokenPayload } from "@brigade/contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deleteApiCache } from "../../../pwa/api-cache";
import { meQueryKey } from "./me";

export function login(body: LoginBody) {
  return api.post("/auth/login", tokenPayload, body, { redirectOnUnauthorized: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorToast: false, successToast: false },
    // A new session: nothing of the previous one stays, neither loaded nor cached for offline use.
    onSuccess: async () => {
      await deleteApiCache();
      queryClient.removeQueries({ queryKey: meQueryKey });
    },
  });
}
