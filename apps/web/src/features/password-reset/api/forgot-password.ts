import type { ForgotPasswordBody } from "@brigade/contract/password-reset";
import { useMutation } from "@tanstack/react-query";
import { api, noPayload } from "../../../lib/api-client";

export function forgotPassword(body: ForgotPasswordBody) {
  return api.post("/auth/forgot-password", noPayload, body, { redirectOnUnauthorized: false });
}

export const useForgotPassword = () =>
  useMutation({
    mutationFn: forgotPassword,
    // The page shows the answer in place of the form, and a refusal above it.
    meta: { errorToast: false, successToast: false },
  });
