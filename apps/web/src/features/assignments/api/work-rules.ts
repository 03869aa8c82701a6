import type { WorkRules } from "@brigade/contract/work-rules";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { assignmentKeys } from "./assignment-keys";

/** The business's work rules (GET /api/business/work-rules): the rest rule the short-rest question names. */
export async function fetchWorkRules(signal?: AbortSignal): Promise<WorkRules> {
  const { payload } = await api.get<WorkRules>("/business/work-rules", undefined, signal);
  return payload;
}

export const workRulesQueryOptions = () =>
  queryOptions({
    queryKey: assignmentKeys.workRules,
    queryFn: ({ signal }) => fetchWorkRules(signal),
    // Rules change rarely; a minute old is fresh enough for a question's wording.
    staleTime: 60_000,
  });
