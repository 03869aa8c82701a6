import type { LoginBody, TokenPayload } from "@brigade/contract/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { meQueryKey } from "./me";

export function login(body: LoginBody) {
  return api.post<TokenPayload>("/auth/login", body, { redirectOnUnauthorized: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    meta: { errorToast: false, successToast: false },
    onSuccess: () => queryClient.removeQueries({ queryKey: meQueryKey }),
  });
}
