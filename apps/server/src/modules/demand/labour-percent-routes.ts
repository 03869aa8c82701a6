import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { labourPercentPayload, labourPercentQuery, MAX_LABOUR_PERCENT_DAYS } from "@brigade/contract/labour-percent";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { LabourPercentService } from "./labour-percent-service";

/** Labour against sales; mounted under /api/locations. */
export function labourPercentRoutes(service: LabourPercentService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/:id/labour-percent",
      {
        config: { access: "manager" },
        schema: {
          tags: ["Demand"],
          summary: "Labour cost as a share of sales, per day and for the period, against the location's target",
          description:
            `The days from to to (DD-MM-YYYY, both included, at most ${MAX_LABOUR_PERCENT_DAYS}; this week by ` +
            "default) on the location's clock: per day, the scheduled labour cost (as GET /api/labour/cost prices " +
            "it: rates in force, overtime, Premium bonuses) over the forecast sales (managers' totals included), and " +
            "for days before today the actual labour cost (timesheets) over the actual sales; percentages to one " +
            "decimal, null without sales. forecast_sales is null without 4 weeks of history or for a history of " +
            "transactions only. total: the period's scheduled cost over its forecast, and the past days' actual " +
            "cost over their sales. target_percent: the location's labour target (labour-model's " +
            "labour_target_percent). For those who see money: owners, and managers when managers_see_wages is " +
            "on (else 403, as labour cost); a team member gets 403, another business's location 404.",
          params: idParams,
          querystring: labourPercentQuery,
          response: { 200: envelope(labourPercentPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.read(authOf(request), request.params.id, request.query) }),
    );
  };
}
