import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { forecastAccuracyPayload, forecastAccuracyQuery, MAX_ACCURACY_DAYS } from "@brigade/contract/forecast";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { AccuracyService } from "./accuracy-service";

/** The forecast-accuracy report; mounted under /api/reports. */
export function accuracyRoutes(service: AccuracyService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/forecast-accuracy",
      {
        config: { access: "manager" },
        schema: {
          tags: ["Demand"],
          summary: "How well a location's forecast did, day by day",
          description:
            `The days from to to (DD-MM-YYYY, at most ${MAX_ACCURACY_DAYS}; without to, the last day with ` +
            "history; without from, 4 weeks before to), each as forecast at the start of its week from the " +
            "history before that Monday (the method its backtest chose then), against what was sold: forecast, " +
            "actual and error (forecast - actual), null before 4 weeks of history or after the last day with " +
            "history; and the period's WAPE with seasonal naive's over the same days. Owners and managers; a team " +
            "member gets 403, another business's location 404.",
          querystring: forecastAccuracyQuery,
          response: { 200: envelope(forecastAccuracyPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.report(authOf(request), request.query) }),
    );
  };
}
