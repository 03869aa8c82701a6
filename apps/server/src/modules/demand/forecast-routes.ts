import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import {
  BACKTEST_WEEKS,
  FORECAST_MESSAGES,
  forecastDayParams,
  forecastOverride,
  forecastOverrideBody,
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
            "forecast in transactions (measure). With a year of history, each day is also scaled by last year's " +
            "same week against last year's 4 weeks before the forecast's history ends (within 0.5 and 2), where the " +
            "backtest finds that lowers the daily error: backtest.yearly says both errors and whether it is used. " +
            `409 ("${FORECAST_MESSAGES.needHistory}") with less than 28 days ` +
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

    r.put(
      "/:id/forecast/days/:day",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Set a day's forecast total (a manager's override), and why",
          description:
            `The day (DD-MM-YYYY, today to ${MAX_FORECAST_AHEAD_DAYS} days ahead on the location's clock) keeps the ` +
            "model's curve, scaled to the total: sales, or transactions for a location whose forecast is in those " +
            "(the other is a 422). Kept with who set it, when, the reason, and the model's total then " +
            "(forecast_before); setting it again replaces it. 409 without 4 weeks of history. Owners and managers; " +
            "a team member gets 403, another business's location 404.",
          params: forecastDayParams,
          body: forecastOverrideBody,
          response: {
            200: envelope(forecastOverride),
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => ({
        message: FORECAST_MESSAGES.overrideSaved,
        payload: await service.setOverride(authOf(request), request.params.id, request.params.day, request.body),
      }),
    );

    r.delete(
      "/:id/forecast/days/:day",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Give a day back to the model (remove its override)",
          description: `404 ("${FORECAST_MESSAGES.overrideNotFound}") when the day has none. Owners and managers.`,
          params: forecastDayParams,
          response: { 200: errorBody, 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => {
        await service.removeOverride(authOf(request), request.params.id, request.params.day);
        return { message: FORECAST_MESSAGES.overrideRemoved };
      },
    );
  };
}
