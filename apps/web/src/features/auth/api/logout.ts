import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function logout() {
  return api.post<null>("/auth/logout", undefined, { redirectOnUnauthorized: false });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
