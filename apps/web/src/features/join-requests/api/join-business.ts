import { type JoinBody, joinPayload } from "@brigade/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The public join request: no session is opened, the person waits for a manager's approval. */
export function joinBusiness(body: JoinBody) {
  return api.post("/auth/join", joinPayload, body, { redirectOnUnauthorized: false });
}

export const useJoinBusiness = () =>
  useMutation({
    mutationFn: joinBusiness,
    // The page itself shows the confirmation and the errors.
    meta: { errorToast: false, successToast: false },
  });
