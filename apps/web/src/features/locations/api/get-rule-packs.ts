import { useQuery } from "@tanstack/react-query";
import { rulePacksQueryOptions } from "../../../lib/rule-packs-query";

// The read itself is shared (lib/rule-packs-query.ts): a change to a posted position reads the same packs.
export { fetchRulePacks, rulePacksQueryOptions } from "../../../lib/rule-packs-query";

export const useRulePacks = () => useQuery(rulePacksQueryOptions());
