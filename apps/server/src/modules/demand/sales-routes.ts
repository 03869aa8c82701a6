import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import {
  MAX_SALES_DAYS,
  MAX_SALES_PUT,
  SALES_MESSAGES,
  salesPayload,
  salesPutBody,
  salesPutResult,
  salesQuery,
} from "@brigade/contract/sales";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { SalesService } from "./sales-service";

const tags = ["Demand"];
const WHO = "Owners and managers; a team member gets 403. 404 for a location of another business.";

/** 10,000 intervals written out in full (milliseconds, both fields) come to about 1 MB, the app's usual limit. */
const PUT_BODY_LIMIT = 2 * 1024 * 1024;

/** A location's sales history; mounted under /api/locations. */
export function salesRoutes(service: SalesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.put(
      "/:id/sales",
      {
        config: { access: "manager" },
        bodyLimit: PUT_BODY_LIMIT,
        schema: {
          tags,
          summary: "Write sales history from a till (15-minute intervals)",
          description:
            `Up to ${MAX_SALES_PUT} intervals, each its start (an ISO-8601 instant on a 15-minute boundary), its ` +
            "sales (a decimal string in the business's currency), its transactions (a whole number), or both. An " +
            "interval that is already there is replaced whole, so the same call twice changes nothing (replaced " +
            `counts them). All intervals are written or none. ${WHO}`,
          params: idParams,
          body: salesPutBody,
          response: { 200: envelope(salesPutResult), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: SALES_MESSAGES.saved,
        payload: await service.put(authOf(request), request.params.id, request.body),
      }),
    );

    r.get(
      "/:id/sales",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "What a location sold, per 15 minutes, hour or day",
          description:
            `The days from to to (DD-MM-YYYY, both included, at most ${MAX_SALES_DAYS} days) on the location's ` +
            "clock; without from, this week's Monday, without to, six days after from. interval (15m, 1h or 1d; 1h by default) groups the history by quarter, hour or day of that " +
            "clock: a day across a DST change has 23 or 25 hours. Only intervals with history are listed, earliest " +
            "first, each with the sum of its sales (absent where only transactions were recorded) and transactions. " +
            WHO,
          params: idParams,
          querystring: salesQuery,
          response: { 200: envelope(salesPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.read(authOf(request), request.params.id, request.query) }),
    );
  };
}
