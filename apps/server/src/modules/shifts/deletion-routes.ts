import { envelope } from "@brigade/contract/api";
import { paginated } from "@brigade/contract/pagination";
import { shiftDeletionItem, shiftDeletionsQuery } from "@brigade/contract/shift-deletions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { ShiftService } from "./service";

/** The record of deleted shifts; mounted under /api. */
export function shiftDeletionRoutes(service: ShiftService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/shift/deletions",
      {
        config: { access: "manager" },
        schema: {
          tags: ["Shifts and bookings"],
          summary: "Deleted shifts, newest first: who deleted each, when, and the bookings it held with their history",
          querystring: shiftDeletionsQuery,
          response: { 200: envelope(z.object({ paginated: paginated(shiftDeletionItem) })) },
        },
      },
      async (request) => ({ payload: { paginated: await service.deletions(authOf(request), request.query) } }),
    );
  };
}
