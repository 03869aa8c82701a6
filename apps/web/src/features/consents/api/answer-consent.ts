import { consentItem } from "@brigade/contract/fair-workweek/consents";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type MyConsents, withAnswer } from "../lib/consent-view";
import { consentKeys } from "./consent-keys";

/** The employee's own answer to a short rest (POST /api/compliance/consents/{id}/answer): final, once. */
export const answerConsent = ({ id, accept }: { id: number; accept: boolean }) =>
  api.post(`/compliance/consents/${id}/answer`, consentItem, { accept });

/**
 * Answers one request; the server's message is the toast (lib/query-client.ts). The answer is written into the list
 * on screen, where the card stays and shows it (focus stays on it); the list is read again when next shown, when the
 * answered request moves down among the answered ones. A refusal (already answered, by e-mail say) reads it again now.
 */
export function useAnswerConsent(employeeId: number) {
  const queryClient = useQueryClient();
  const queryKey = consentKeys.mine(employeeId);
  return useMutation({
    mutationFn: answerConsent,
    onSuccess: ({ payload }) => {
      queryClient.setQueryData<MyConsents>(queryKey, (data) => (data ? withAnswer(data, payload) : data));
      return queryClient.invalidateQueries({ queryKey, refetchType: "none" });
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
