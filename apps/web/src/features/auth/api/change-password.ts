import type { ChangePasswordBody } from "@brigade/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";

export function changePassword(body: ChangePasswordBody) {
  return api.post("/auth/change-password", noPayload, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
