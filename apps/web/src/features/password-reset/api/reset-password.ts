import type { ResetPasswordBody } from "@brigade/contract/password-reset";
import { useMutation } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";

export function resetPassword(body: ResetPasswordBody) {
  return api.post("/auth/reset-password", noPayload, body, { redirectOnUnauthorized: false });
}

export const useResetPassword = () =>
  useMutation({
    mutationFn: resetPassword,
    // The login page shows the success; a refusal shows on the form.
    meta: { errorToast: false, successToast: false },
  });
