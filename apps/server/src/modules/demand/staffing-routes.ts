import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { MAX_STAFFING_DAYS, staffingPayload, staffingQuery } from "@brigade/contract/staffing";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { StaffingService } from "./staffing-service";

/** The staffing read; mounted under /api/locations. */
export function staffingRoutes(service: StaffingService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/:id/staffing",
      {
        config: { access: "manager" },
        schema: {
          tags: ["Demand"],
          summary: "Required against scheduled, per role and 15 minutes",
          description:
            `The days from to to (DD-MM-YYYY, both included, at most ${MAX_STAFFING_DAYS}; this week by default) on ` +
            "the location's clock, as one list of quarters (starts) and, per role with a labour rule or a " +
            "scheduled position, one figure per quarter: required (the labour model applied to the forecast, " +
            "managers' totals included, while open by the opening hours or, without them, wherever the forecast " +
            "sees business; min for set-up and close-down), scheduled (positions of slots spanning the quarter, " +
            "held or open) and held; per day the person-hours required, scheduled, over and under. Without 4 " +
            "weeks of history (forecast: null) a sales or transactions rule asks for its min. Owners and " +
            "managers; a team member gets 403, another business's location 404.",
          params: idParams,
          querystring: staffingQuery,
          response: { 200: envelope(staffingPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.read(authOf(request), request.params.id, request.query) }),
    );
  };
}
