import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  WORK_RULE_DEFAULTS,
  WORK_RULE_LIMITS,
  WORK_RULE_MESSAGES,
  workRulesBody,
  workRulesPayload,
} from "@brigade/contract/work-rules";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { WorkRulesService } from "./work-rules-service";

const tags = ["Work rules"];
const { max_week_hours: week, min_rest_hours: rest, max_shifts_per_day: perDay } = WORK_RULE_LIMITS;

const RULES =
  `max_week_hours (${week.min}-${week.max}, quarter hours, default ${WORK_RULE_DEFAULTS.max_week_hours}): the most hours ` +
  "an employee works in a location's week (Monday start), unless their team-member record sets their own. " +
  `min_rest_hours (${rest.min}-${rest.max}, quarter hours, default ${WORK_RULE_DEFAULTS.min_rest_hours}): the least ` +
  "time between the end of a local day's last position and the start of the next day's first. " +
  `max_shifts_per_day (${perDay.min}-${perDay.max}, whole, default ${WORK_RULE_DEFAULTS.max_shifts_per_day}). ` +
  `draft_weeks (default ${WORK_RULE_DEFAULTS.draft_weeks}), swaps_need_approval (default ` +
  `${WORK_RULE_DEFAULTS.swaps_need_approval}). The rules are hard for auto-fill and self-service (pickup, swaps) ` +
  "and warnings for a manager who assigns by hand.";

/** The business's work rules; mounted under /api/business. */
export function workRulesRoutes(service: WorkRulesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/work-rules",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "The business's work rules (owners and managers)",
          description: `${RULES} A team member gets 403.`,
          response: { 200: envelope(workRulesPayload), 403: errorBody },
        },
      },
      async (request) => ({ payload: await service.show(authOf(request)) }),
    );

    r.put(
      "/work-rules",
      {
        config: { access: "owner" },
        schema: {
          tags,
          summary: "Replace the business's work rules (owner only)",
          description:
            `Every rule is required; the body replaces the old rules. ${RULES} A manager or team member gets 403; ` +
            "a value out of bounds, not in quarter hours, or of the wrong type is a 422 naming the rule.",
          body: workRulesBody,
          response: { 200: envelope(workRulesPayload), 403: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: WORK_RULE_MESSAGES.updated,
        payload: await service.replace(authOf(request), request.body),
      }),
    );
  };
}
