import type { WorkRules } from "@brigade/contract/work-rules";
import type { WorkRulesRepository } from "./work-rules-repository";

type Caller = { businessId: number };

/** The business's work rules: read by owners and managers, replaced as a whole by the owner (routes check roles). */
export function makeWorkRulesService(repo: WorkRulesRepository) {
  return {
    show: (caller: Caller): Promise<WorkRules> => repo.read(caller.businessId),

    async replace(caller: Caller, rules: WorkRules): Promise<WorkRules> {
      return (await repo.write(caller.businessId, rules)) ?? repo.read(caller.businessId);
    },
  };
}
export type WorkRulesService = ReturnType<typeof makeWorkRulesService>;
