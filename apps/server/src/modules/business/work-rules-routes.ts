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
const L = WORK_RULE_LIMITS;
const D = WORK_RULE_DEFAULTS;
const { max_week_hours: week, confirm_week_hours: confirm, min_rest_hours: rest, max_shifts_per_day: perDay } = L;

const RULES =
  `max_week_hours (${week.min}-${week.max}, quarter hours, default ${WORK_RULE_DEFAULTS.max_week_hours}): the most hours ` +
  "an employee works in a location's week (Monday start), unless their team-member record sets their own. " +
  `confirm_week_hours (${confirm.min}-${confirm.max}, quarter hours, default ${D.confirm_week_hours}): the spec's ` +
  "over-time confirmation: when the hours an employee holds in the week (GET /api/counts-stats/index) reach it, " +
  "or the slot would take them past it, the Assign modal asks the manager to confirm, naming this number; it " +
  "is never refused. " +
  `min_rest_hours (${rest.min}-${rest.max}, quarter hours, default ${WORK_RULE_DEFAULTS.min_rest_hours}): the least ` +
  "time between the end of a local day's last position and the start of the next day's first. " +
  `max_shifts_per_day (${perDay.min}-${perDay.max}, whole, default ${WORK_RULE_DEFAULTS.max_shifts_per_day}). ` +
  `draft_weeks (default ${WORK_RULE_DEFAULTS.draft_weeks}), swaps_need_approval (default ` +
  `${WORK_RULE_DEFAULTS.swaps_need_approval}). The rules are hard for auto-fill and self-service (pickup, swaps) ` +
  "and warnings for a manager who assigns by hand. The time clock and labour cost (time-and-cost.md): " +
  `overtime_week_hours (${L.overtime_week_hours.min}-${L.overtime_week_hours.max}, quarter hours, default ` +
  `${D.overtime_week_hours}): paid hours past it in the employee's local week are overtime; overtime_multiplier ` +
  `(a string from "1.00" to "3.00", default "${D.overtime_multiplier}"); early_clock_in_minutes ` +
  `(${L.early_clock_in_minutes.min}-${L.early_clock_in_minutes.max}, default ${D.early_clock_in_minutes}); ` +
  `late_grace_minutes (${L.late_grace_minutes.min}-${L.late_grace_minutes.max}, default ${D.late_grace_minutes}); ` +
  `no_show_minutes (${L.no_show_minutes.min}-${L.no_show_minutes.max}, default ${D.no_show_minutes}); ` +
  `auto_close_hours (${L.auto_close_hours.min}-${L.auto_close_hours.max}, default ${D.auto_close_hours}); ` +
  `allow_unscheduled_punches (default ${D.allow_unscheduled_punches}); paid_break_minutes ` +
  `(${L.paid_break_minutes.min}-${L.paid_break_minutes.max}, default ${D.paid_break_minutes}: a break shorter than ` +
  `this is paid); geofence_mode (off, flag or block, default ${D.geofence_mode}); managers_see_wages (default ` +
  `${D.managers_see_wages}).`;

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
          summary: "Change the business's work rules (owner only)",
          description:
            `The body holds only the rules it changes; the others stay as they are. ${RULES} A manager or team ` +
            "member gets 403; a value out of bounds, not in quarter hours, or of the wrong type is a 422 naming the " +
            "rule, and nothing changes.",
          body: workRulesBody,
          response: { 200: envelope(workRulesPayload), 403: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: WORK_RULE_MESSAGES.updated,
        payload: await service.update(authOf(request), request.body),
      }),
    );
  };
}
