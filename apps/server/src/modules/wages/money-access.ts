import type { UserRole } from "@brigade/contract/enums";
import { WAGE_MESSAGES } from "@brigade/contract/wages";
import type { WorkRules } from "@brigade/contract/work-rules";
import { AppError } from "../../lib/app-error";

// Who sees money (time-and-cost.md, "Wages"): owners always; managers when the work rule managers_see_wages is
// on; a team member only their own rate and their own hours' cost (each route checks "own" itself).

type Caller = { role: UserRole };

/** Whether the caller sees everyone's money in the business. */
export const seesMoney = (caller: Caller, rules: Pick<WorkRules, "managers_see_wages">): boolean =>
  caller.role === "owner" || (caller.role === "manager" && rules.managers_see_wages);

/** The 403 of a wage or cost route for a caller who may not see money. */
export function requireMoney(caller: Caller, rules: Pick<WorkRules, "managers_see_wages">): void {
  if (!seesMoney(caller, rules)) throw AppError.forbidden(WAGE_MESSAGES.seeWages);
}
