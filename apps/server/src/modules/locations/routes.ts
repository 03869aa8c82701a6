import { envelope, errorBody, messageOnly, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import {
  areaItem,
  areaRoleIndexQuery,
  locationBody,
  locationDetail,
  locationIndexQuery,
} from "@brigade/contract/locations";
import { MESSAGES } from "@brigade/contract/messages";
import { paginated } from "@brigade/contract/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageUrl } from "../../lib/page-url";
import { authOf } from "../../plugins/auth";
import type { LocationService } from "./service";

const tags = ["Setting up a business"];
const managers = { access: "manager" as const };
const refusals = { 404: errorBody, 422: validationError };

/** Locations and the area-role listing; mounted under /api/restaurant. */
export function locationRoutes(service: LocationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/location/store",
      {
        config: managers,
        schema: {
          tags,
          summary: "Create a location",
          body: locationBody,
          response: { 201: envelope(locationDetail), 422: validationError },
        },
      },
      async (request, reply) => {
        const payload = await service.store(authOf(request).businessId, request.body);
        return reply.code(201).send({ message: MESSAGES.locationCreated, payload });
      },
    );

    r.get(
      "/location/index",
      {
        config: managers,
        schema: {
          tags,
          summary: "Locations with their work areas and roles; paginated unless paginated=false",
          querystring: locationIndexQuery,
          response: {
            200: envelope(z.union([z.object({ paginated: paginated(locationDetail) }), z.array(locationDetail)])),
          },
        },
      },
      async (request) => {
        const { paginated: wantsPages, page, length } = request.query;
        const url = pageUrl("/api/restaurant/location/index", { length });
        const result = await service.index(
          authOf(request).businessId,
          wantsPages === "false" ? null : { page, length },
          url,
        );
        return { payload: Array.isArray(result) ? result : { paginated: result } };
      },
    );

    r.get(
      "/location/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "One location, shaped as in the index",
          params: idParams,
          response: { 200: envelope(locationDetail), 404: errorBody },
        },
      },
      async (request) => ({ payload: await service.show(authOf(request).businessId, request.params.id) }),
    );

    r.put(
      "/location/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Edit a location",
          params: idParams,
          body: locationBody,
          response: { 200: envelope(locationDetail), ...refusals },
        },
      },
      async (request) => {
        const payload = await service.update(authOf(request).businessId, request.params.id, request.body);
        return { message: MESSAGES.locationUpdated, payload };
      },
    );

    r.delete(
      "/location/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Delete a location; 409 while it has work areas or shifts",
          params: idParams,
          response: { 200: messageOnly, 404: errorBody, 409: errorBody },
        },
      },
      async (request) => {
        await service.destroy(authOf(request).businessId, request.params.id);
        return { message: MESSAGES.locationDeleted };
      },
    );

    r.get(
      "/area/role/index",
      {
        config: managers,
        schema: {
          tags,
          summary: "Work areas (optionally of one location), each with its roles, paginated",
          description:
            "Optional filters, all combinable: `location_id` (404 when not the business's), `search` (area " +
            "name contains it, case-insensitive), `area_id` (comma-separated area ids), `role_search` (only " +
            "roles whose name contains it; areas without one are left out), `role_id` (comma-separated role " +
            "ids; areas without one are left out). Ids of another business match nothing. Paged by area " +
            "with `page` and `length`; each area carries all its (matching) roles.",
          querystring: areaRoleIndexQuery,
          response: { 200: envelope(z.object({ paginated: paginated(areaItem) })), 404: errorBody },
        },
      },
      async (request) => {
        const { location_id, search, area_id, role_search, role_id, length } = request.query;
        const url = pageUrl("/api/restaurant/area/role/index", {
          location_id,
          search,
          area_id: area_id?.join(","),
          role_search,
          role_id: role_id?.join(","),
          length,
        });
        return { payload: { paginated: await service.roleIndex(authOf(request).businessId, request.query, url) } };
      },
    );
  };
}
