import type { ForgotPasswordBody } from "@brigade/contract/password-reset";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function forgotPassword(body: ForgotPasswordBody) {
  return api.post<null>("/auth/forgot-password", body, { redirectOnUnauthorized: false });
}

export const useForgotPassword = () =>
  useMutation({
    mutationFn: forgotPassword,
    // The page shows the answer in place of the form, and a refusal above it.
    meta: { errorToast: false, successToast: false },
  });
