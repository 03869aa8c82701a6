import type { RegisterBody, TokenPayload } from "@brigade/contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { meQueryKey } from "./me";

export function register(body: RegisterBody) {
  return api.post<TokenPayload>("/auth/register", body, { redirectOnUnauthorized: false });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    meta: { errorToast: false },
    onSuccess: () => queryClient.removeQueries({ queryKey: meQueryKey }),
  });
}
