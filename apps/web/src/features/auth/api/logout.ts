import { useMutation } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";

export function logout() {
  return api.post("/auth/logout", noPayload, undefined, { redirectOnUnauthorized: false });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
