import { envelope, errorBody, messageOnly, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import {
  areaBody,
  areaItem,
  areaRoleBody,
  areaRoleRecord,
  areaRoleUpdateBody,
  areaUpdateBody,
} from "@brigade/contract/locations";
import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { AreaService } from "./area-service";

const tags = ["Setting up a business"];
const managers = { access: "manager" as const };
const refusals = { 404: errorBody, 422: validationError };

/** Work areas and their roles; mounted under /api/restaurant. */
export function areaRoutes(service: AreaService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/area/store",
      {
        config: managers,
        schema: {
          tags,
          summary: "Add a work area to a location",
          body: areaBody,
          response: { 201: envelope(areaItem), ...refusals },
        },
      },
      async (request, reply) => {
        const payload = await service.storeArea(authOf(request).businessId, request.body);
        return reply.code(201).send({ message: MESSAGES.areaCreated, payload });
      },
    );

    r.put(
      "/area/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Rename a work area",
          params: idParams,
          body: areaUpdateBody,
          response: { 200: envelope(areaItem), ...refusals },
        },
      },
      async (request) => {
        const payload = await service.updateArea(authOf(request).businessId, request.params.id, request.body);
        return { message: MESSAGES.areaUpdated, payload };
      },
    );

    r.delete(
      "/area/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Delete a work area; 409 while it has roles",
          params: idParams,
          response: { 200: messageOnly, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        await service.destroyArea(authOf(request).businessId, request.params.id);
        return { message: MESSAGES.areaDeleted };
      },
    );

    r.post(
      "/area/role/store",
      {
        config: managers,
        schema: {
          tags,
          summary: "Add a role to a work area",
          body: areaRoleBody,
          response: { 201: envelope(areaRoleRecord), ...refusals },
        },
      },
      async (request, reply) => {
        const payload = await service.storeRole(authOf(request).businessId, request.body);
        return reply.code(201).send({ message: MESSAGES.roleCreated, payload });
      },
    );

    r.put(
      "/area/role/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Rename a role",
          params: idParams,
          body: areaRoleUpdateBody,
          response: { 200: envelope(areaRoleRecord), ...refusals },
        },
      },
      async (request) => {
        const payload = await service.updateRole(authOf(request).businessId, request.params.id, request.body);
        return { message: MESSAGES.roleUpdated, payload };
      },
    );

    r.delete(
      "/area/role/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Delete a role; 409 while team members or shifts use it",
          params: idParams,
          response: { 200: messageOnly, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        await service.destroyRole(authOf(request).businessId, request.params.id);
        return { message: MESSAGES.roleDeleted };
      },
    );
  };
}
