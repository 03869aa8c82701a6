import { type WorkRulesBody, workRulesPayload } from "@brigade/contract/work-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { workRulesKeys } from "../../../lib/work-rules-query";

/** Replaces every rule (PUT /api/business/work-rules; the owner); the toast shows the server's message. */
export function useUpdateWorkRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkRulesBody) => api.put("/business/work-rules", workRulesPayload, body),
    onSuccess: ({ payload }) => client.setQueryData(workRulesKeys.all, payload),
  });
}
