import { envelope, errorBody, messageOnly, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { MESSAGES } from "@brigade/contract/messages";
import { paginated } from "@brigade/contract/pagination";
import { shiftNameBody, shiftNameIndexQuery, shiftNameItem } from "@brigade/contract/shift-names";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageUrl } from "../../lib/page-url";
import { authOf } from "../../plugins/auth";
import type { ShiftNameService } from "./service";

const tags = ["Setting up a business"];
const managers = { access: "manager" as const };

/** The shift names list; mounted under /api/shift/name. */
export function shiftNameRoutes(service: ShiftNameService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/store",
      {
        config: managers,
        schema: {
          tags,
          summary: "Add a shift name",
          body: shiftNameBody,
          response: { 201: envelope(shiftNameItem), 422: validationError },
        },
      },
      async (request, reply) => {
        const payload = await service.store(authOf(request).businessId, request.body);
        return reply.code(201).send({ message: MESSAGES.shiftNameCreated, payload });
      },
    );

    r.get(
      "/index",
      {
        // Anyone signed in: a team member's calendar filters by Day Part too (spec section 2, sidebar filters).
        config: { access: "authenticated" },
        schema: {
          tags,
          summary:
            "Shift names (any signed-in user); pagination=0 gives every name as a plain array in payload.paginated",
          querystring: shiftNameIndexQuery,
          response: {
            200: envelope(z.object({ paginated: z.union([paginated(shiftNameItem), z.array(shiftNameItem)]) })),
          },
        },
      },
      async (request) => {
        const { pagination, page, length } = request.query;
        const url = pageUrl("/api/shift/name/index", { length });
        const all = pagination === "0";
        return {
          payload: { paginated: await service.index(authOf(request).businessId, all ? null : { page, length }, url) },
        };
      },
    );

    r.put(
      "/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Rename a shift name",
          params: idParams,
          body: shiftNameBody,
          response: { 200: envelope(shiftNameItem), 404: errorBody, 422: validationError },
        },
      },
      async (request) => {
        const payload = await service.update(authOf(request).businessId, request.params.id, request.body);
        return { message: MESSAGES.shiftNameUpdated, payload };
      },
    );

    r.delete(
      "/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Remove a shift name from the list (shifts keep their own copy)",
          params: idParams,
          response: { 200: messageOnly, 404: errorBody },
        },
      },
      async (request) => {
        await service.destroy(authOf(request).businessId, request.params.id);
        return { message: MESSAGES.shiftNameDeleted };
      },
    );
  };
}
