import { type WorkRules, workRulesPayload } from "@brigade/contract/work-rules";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./api-client";

// The business's work rules, read by the settings page and by the Assign modal's short-rest question: one
// read and one cache key, so saving the rules refreshes both at once.

export const workRulesKeys = { all: ["work-rules"] as const };

/** GET /api/business/work-rules (owners and managers). */
export async function fetchWorkRules(signal?: AbortSignal): Promise<WorkRules> {
  return (await api.get("/business/work-rules", workRulesPayload, undefined, signal)).payload;
}

export const workRulesQueryOptions = () =>
  queryOptions({ queryKey: workRulesKeys.all, queryFn: ({ signal }) => fetchWorkRules(signal) });
