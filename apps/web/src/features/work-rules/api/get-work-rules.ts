import { useQuery } from "@tanstack/react-query";
import { workRulesQueryOptions } from "../../../lib/work-rules-query";

/** The business's work rules (GET /api/business/work-rules; owners and managers). */
export const useWorkRules = (enabled = true) => useQuery({ ...workRulesQueryOptions(), enabled });
