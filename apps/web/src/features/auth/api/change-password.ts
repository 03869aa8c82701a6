import type { ChangePasswordBody } from "@brigade/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function changePassword(body: ChangePasswordBody) {
  return api.post<null>("/auth/change-password", body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
