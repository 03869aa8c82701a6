import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { statsCounts, statsCountsQuery } from "@brigade/contract/dashboard-stats";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { StatsService } from "./stats-service";

/** The dashboard's statistic cards; mounted under /api. */
export function statsRoutes(service: StatsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/dashboard/stats-counts",
      {
        config: { access: "manager" as const },
        schema: {
          tags: ["Dashboard"],
          summary: "The statistic cards of a location",
          description:
            "Managers and owners. This week is Monday 00:00 to the next Monday 00:00 and this month the calendar " +
            "month, both in the location's time zone; a shift belongs to the period in which it starts. " +
            "total_locations, registered_users (active employees) and wait_for_approval count the whole business. " +
            "open_shifts_count_for_month + released_shifts_count_in_month is the open positions (remaining summed " +
            "over the slots) of the month's shifts, the second term being the Released bookings among them; " +
            "open_shifts_count + released_and_rejected_in_week likewise for the week with Released plus Rejected. " +
            "Per position, the second term counts at most its open places, so a released place filled again is " +
            "not vacant. 404 for an unknown location or another business's.",
          querystring: statsCountsQuery,
          response: { 200: envelope(statsCounts), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.statsCounts(authOf(request), request.query) }),
    );
  };
}
