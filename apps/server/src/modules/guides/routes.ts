import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { guideItem, guideUpdateBody } from "@brigade/contract/guides";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { GuideService } from "./service";

const tags = ["Getting started"];
const managers = { access: "manager" as const };
const guideList = envelope(z.array(guideItem));

/** The getting-started checklist of owners and managers; mounted under /api. */
export function guideRoutes(service: GuideService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/guides",
      {
        config: managers,
        schema: {
          tags,
          summary:
            "The caller's five guides, created at 0 on first read; a guide whose thing the business already has " +
            "(a location, a work area role, a shift, a team member, a manager other than the caller) reads 1",
          response: { 200: guideList },
        },
      },
      async (request) => {
        const { businessId, userId } = authOf(request);
        return { payload: await service.current({ businessId, userId }) };
      },
    );

    r.post(
      "/guides/update",
      {
        config: managers,
        schema: {
          tags,
          summary: "Tick one of the caller's guides, by `key` or by `id` (key wins when both); returns the list",
          body: guideUpdateBody,
          response: { 200: guideList, 404: errorBody, 422: validationError },
        },
      },
      async (request) => {
        const { businessId, userId } = authOf(request);
        return { payload: await service.tick({ businessId, userId }, request.body) };
      },
    );
  };
}
