import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { MESSAGES } from "@brigade/contract/messages";
import {
  MAX_OPENINGS,
  OPENING_HOURS_MESSAGES,
  openingHoursBody,
  openingHoursPayload,
} from "@brigade/contract/opening-hours";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { authOf } from "../../plugins/auth";
import type { OpeningHoursRepository } from "./opening-hours-repository";
import type { SalesRepository } from "./sales-repository";

const tags = ["Demand"];
const RULE =
  "Each opening is a weekday and its open and close times (HH:mm on the location's clock); a close at or before " +
  "the open is on the next day (17:00 to 02:00), an open equal to the close is the whole day. A weekday may have up " +
  `to three openings (${MAX_OPENINGS} a week), none of them overlapping, the week going round; a weekday without ` +
  "one is closed.";
const WHO = "Owners and managers; a team member gets 403. 404 for a location of another business.";

/** A location's opening hours; mounted under /api/locations. */
export function openingHoursRoutes(hours: OpeningHoursRepository, places: Pick<SalesRepository, "location">) {
  async function place(businessId: number, locationId: number) {
    if (!(await places.location(businessId, locationId))) throw AppError.notFound(MESSAGES.locationNotFound);
  }

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/:id/opening-hours",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "A location's opening hours",
          description: `${RULE} Monday first, each day's openings in order. ${WHO}`,
          params: idParams,
          response: { 200: envelope(openingHoursPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => {
        const { businessId } = authOf(request);
        await place(businessId, request.params.id);
        return { payload: { days: await hours.read(businessId, request.params.id) } };
      },
    );

    r.put(
      "/:id/opening-hours",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Set a location's opening hours (replaces them all)",
          description: `${RULE} Answers the hours as GET does. ${WHO}`,
          params: idParams,
          body: openingHoursBody,
          response: { 200: envelope(openingHoursPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => {
        const { businessId } = authOf(request);
        await place(businessId, request.params.id);
        await hours.replace(businessId, request.params.id, request.body.days);
        return {
          message: OPENING_HOURS_MESSAGES.saved,
          payload: { days: await hours.read(businessId, request.params.id) },
        };
      },
    );
  };
}
