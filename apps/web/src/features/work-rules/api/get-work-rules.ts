import type { WorkRules } from "@brigade/contract/work-rules";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { workRulesKeys } from "./work-rules-keys";

export async function fetchWorkRules(signal?: AbortSignal): Promise<WorkRules> {
  return (await api.get<WorkRules>("/business/work-rules", undefined, signal)).payload;
}

export const workRulesQueryOptions = () =>
  queryOptions({ queryKey: workRulesKeys.all, queryFn: ({ signal }) => fetchWorkRules(signal) });

/** The business's work rules (GET /api/business/work-rules; owners and managers). */
export const useWorkRules = (enabled = true) => useQuery({ ...workRulesQueryOptions(), enabled });
