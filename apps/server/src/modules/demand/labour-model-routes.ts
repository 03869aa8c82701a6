import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { LABOUR_MODEL_MESSAGES, labourModelBody, labourModelPayload } from "@brigade/contract/labour-model";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { LabourModelService } from "./labour-model-service";

const tags = ["Demand"];
const WHO = "Owners and managers; a team member gets 403, another business's location 404.";

/** A location's labour model; mounted under /api/locations. */
export function labourModelRoutes(service: LabourModelService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/:id/labour-model",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "A location's labour model: per role, the people its demand calls for",
          description: `The rules by area and role name, and the location's labour target (null without one). ${WHO}`,
          params: idParams,
          response: { 200: envelope(labourModelPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.read(authOf(request), request.params.id) }),
    );

    r.put(
      "/:id/labour-model",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Replace a location's labour model",
          description:
            "One rule per role of the location's work areas (at most 50): driver sales (one person per `per` of " +
            "sales an hour, e.g. 150.00), transactions (one per `per` transactions an hour) or fixed (`count` " +
            "people whenever open); or steps [{ from, people }] (the highest reached) instead of per; min and " +
            "max people while open; before_open_min and after_close_min (quarters) with min people for set-up " +
            "and close-down. An empty list removes them all. labour_target_percent (optional): labour cost as a share " +
            "of sales the location aims at (above 0, at most 100, two decimals), shown against labour % of sales; " +
            `null removes it, leaving it out keeps it. ${WHO}`,
          params: idParams,
          body: labourModelBody,
          response: { 200: envelope(labourModelPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: LABOUR_MODEL_MESSAGES.saved,
        payload: await service.replace(authOf(request), request.params.id, request.body),
      }),
    );
  };
}
