import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { MAX_WAGE_VERSIONS, WAGE_MESSAGES, wageBody, wageList } from "@brigade/contract/wages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { WageService } from "./service";

const tags = ["Wages"];
const RULE =
  "A version is in force from its effective_from (a local day, DD-MM-YYYY) until the next version's day; the rate " +
  "of a position is the version in force on the position's local day, its role's rate where role_rates has one, " +
  "else hourly_rate. Amounts are strings with two decimals in the business's currency.";

/** An employee's wage versions; mounted under /api/employee. */
export function wageRoutes(service: WageService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/:id/wage",
      {
        schema: {
          tags,
          summary: "An employee's wage versions, newest first",
          description:
            `${RULE} Owners; managers when the work rule managers_see_wages is on; an employee their own. Anyone ` +
            `else gets 403 ("${WAGE_MESSAGES.seeWages}"). 404 for an employee of another business. At most ` +
            `${MAX_WAGE_VERSIONS} versions.`,
          params: idParams,
          response: { 200: envelope(wageList), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.show(authOf(request), request.params.id) }),
    );

    r.put(
      "/:id/wage",
      {
        config: { access: "owner" },
        schema: {
          tags,
          summary: "Add a wage version from a day on (the owner only)",
          description:
            `${RULE} A version of a day that already has one replaces it; any other day adds a version and ` +
            "leaves the others as they are, so a later effective_from never changes what earlier days cost. A manager " +
            "or team member gets 403. " +
            "role_rates name area roles of the business (422 otherwise). Answers every version, as GET does.",
          params: idParams,
          body: wageBody,
          response: { 200: envelope(wageList), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: WAGE_MESSAGES.saved,
        payload: await service.set(authOf(request), request.params.id, request.body),
      }),
    );
  };
}
