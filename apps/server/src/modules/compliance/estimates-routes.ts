import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  estimateBody,
  estimateFlag,
  estimateList,
  estimateWeekQuery,
  MAX_ESTIMATE_VERSIONS,
} from "@brigade/contract/fair-workweek/estimates";
import { FAIR_WORKWEEK_MESSAGES as M } from "@brigade/contract/fair-workweek/messages";
import { idParams } from "@brigade/contract/fields";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { EstimateService } from "./estimates-service";

const tags = ["Fair workweek"];

/** Good-faith estimates (fair-workweek.md, "Good-faith estimate"); mounted under /api. */
export function estimateRoutes(service: EstimateService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/employee/:id/estimate",
      {
        config: { access: "authenticated" },
        schema: {
          tags,
          summary: "An employee's good-faith estimates of weekly hours, newest first",
          description:
            `At most ${MAX_ESTIMATE_VERSIONS} versions, each in force from its day (DD-MM-YYYY) until the next. ` +
            "Owners and managers read anyone's; a team member their own (403 for anyone else's). 404 for another " +
            "business's employee.",
          params: idParams,
          response: { 200: envelope(estimateList), 403: errorBody, 404: errorBody },
        },
      },
      async (request) => ({ payload: await service.read(authOf(request), request.params.id) }),
    );

    r.put(
      "/employee/:id/estimate",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Add a good-faith estimate from a day on (owners and managers)",
          description:
            "weekly_hours_min and weekly_hours_max (0 to 168, in quarter hours; the most at least the fewest), the " +
            "days the employee can expect (weekdays, each once; optional) and a note, in force from effective_from " +
            "(DD-MM-YYYY); a version on the same day replaces it. Answers every version. 404 for another business's " +
            "employee.",
          params: idParams,
          body: estimateBody,
          response: { 200: envelope(estimateList), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: M.estimateSaved,
        payload: await service.save(authOf(request), request.params.id, request.body),
      }),
    );

    r.get(
      "/compliance/estimates/week",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Who is scheduled outside their good-faith estimate in a week at a location",
          description:
            "week is any day of it (DD-MM-YYYY, the location's zone; weeks start on Monday). Each employee with a " +
            "position at the location that week whose positions that week, at every location, add up to fewer hours " +
            "than the estimate in force on its Monday, or more; those without an estimate are left out. Empty where " +
            "the location's rule pack asks for no estimate. 404 for another business's location.",
          querystring: estimateWeekQuery,
          response: { 200: envelope(z.array(estimateFlag)), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.week(authOf(request), request.query) }),
    );
  };
}
