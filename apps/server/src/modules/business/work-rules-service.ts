import type { WorkRules } from "@brigade/contract/work-rules";
import type { WorkRulesRepository } from "./work-rules-repository";

type Caller = { businessId: number };

/** The business's work rules: read by owners and managers, changed by the owner (routes check roles). */
export function makeWorkRulesService(repo: WorkRulesRepository) {
  return {
    show: (caller: Caller): Promise<WorkRules> => repo.read(caller.businessId),

    /** Changes the rules the body names; the others stay. */
    async update(caller: Caller, rules: Partial<WorkRules>): Promise<WorkRules> {
      return (await repo.write(caller.businessId, rules)) ?? repo.read(caller.businessId);
    },
  };
}
export type WorkRulesService = ReturnType<typeof makeWorkRulesService>;
