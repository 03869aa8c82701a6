import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import {
  BACKTEST_WEEKS,
  FORECAST_MESSAGES,
  forecastPayload,
  forecastQuery,
  MAX_FORECAST_AHEAD_DAYS,
  MAX_FORECAST_DAYS,
} from "@brigade/contract/forecast";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { ForecastService } from "./forecast-service";

const tags = ["Demand"];

/** A location's forecast; mounted under /api/locations. */
export function forecastRoutes(service: ForecastService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/:id/forecast",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "What a location will sell, per 15 minutes, hour or day, with an 80 % band",
          description:
            `The days from to to (DD-MM-YYYY, both included, at most ${MAX_FORECAST_DAYS}, starting at most ` +
            `${MAX_FORECAST_AHEAD_DAYS} days ahead; this week by default) on the location's clock, grouped by ` +
            "interval (15m, 1h or 1d; 1h by default). The method is the one of seasonal_naive (the same weekday " +
            "and time a week before), robust_average (the same weekday and time over six weeks, outliers trimmed, " +
            "times the trend) and weekday_shape (each day's total smoothed apart from its weekday's share and " +
            `curve) that did best over the location's last weeks (at most ${BACKTEST_WEEKS}: backtest, with the ` +
            "WAPEs of the method and of seasonal naive); low and high are the 10th and 90th percentiles of what " +
            "those weeks sold against their forecast. Public holidays of the location's country are kept out of " +
            "the averages and given the effect its past holidays had. A location with transactions only is " +
            `forecast in transactions (measure). 409 ("${FORECAST_MESSAGES.needHistory}") with less than 28 days ` +
            "of history before from. Owners and managers; a team member gets 403, another business's location 404.",
          params: idParams,
          querystring: forecastQuery,
          response: {
            200: envelope(forecastPayload),
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => ({ payload: await service.forecast(authOf(request), request.params.id, request.query) }),
    );
  };
}
