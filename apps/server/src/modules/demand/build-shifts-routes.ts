import { errorBody, validationError } from "@brigade/contract/api";
import {
  buildShiftsBody,
  buildShiftsPayload,
  buildShiftsSummarySaid,
  BUILD_SHIFTS_MESSAGES as M,
  MAX_BUILD_DAYS,
  MAX_BUILD_SHIFTS,
} from "@brigade/contract/build-shifts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { saidEnvelope } from "../../lib/said-envelope";
import { authOf } from "../../plugins/auth";
import { localeOf } from "../../plugins/locale";
import type { BuildShiftsService } from "./build-shifts-service";

/** Building a location's shifts from demand; mounted under /api. */
export function buildShiftsRoutes(service: BuildShiftsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      "/schedule/build-shifts",
      {
        config: { access: "manager" },
        schema: {
          tags: ["Demand"],
          summary: "Build a location's shifts from demand: open positions covering what the staffing read requires",
          description:
            `The days from to to (DD-MM-YYYY, both included, at most ${MAX_BUILD_DAYS}) on the location's clock. For ` +
            "each role with a labour rule, the people still needed in each quarter from now on (required, as the " +
            "staffing read gives it, less the positions already scheduled, held or open) are covered by open " +
            "positions with the fewest position-hours above the need: an integer program over shifts starting " +
            "every start_every_min (15, 30 or 60; default 30) minutes of the local clock and lasting min_hours to " +
            "max_hours (1 to 12 in quarters; defaults 3 and 8) in steps of that grid, solved per role and stretch " +
            "of demand (a stretch ends where no shift can reach across a gap). Positions of several roles at the " +
            "same times are one shift. A shift is named after the business's shift name whose usual times overlap " +
            "at least half of it the most, else after its day part in the caller's language. Existing shifts " +
            "count as coverage and are never changed, so building twice makes nothing the second time. The " +
            "answer lists the shifts (starts_at, ends_at, local day, from and to, hours, role counts, shift_id once " +
            "made), coverage per role from now on (required, covered, over and under person-hours after the " +
            "build, and the proposal's own hours), and, for callers who see money, the proposal's cost with each " +
            "open position at its role's median rate among its active holders (unpriced_positions when a role " +
            "has none; no overtime, as no one holds them yet) and labour_percent of the period's forecast sales " +
            "from now on. dry_run (default false) writes nothing; otherwise the shifts are created in one " +
            "transaction, as drafts when draft weeks are on, and auto-fill can fill them. 409 without a labour " +
            `model ("${M.noLabourModel}"); 422 when every quarter of the period is past ("${M.periodOver}") or ` +
            `the build would make more than ${MAX_BUILD_SHIFTS.toLocaleString("en-US")} shifts. Owners and ` +
            "managers; a team member gets 403, another business's location 404.",
          body: buildShiftsBody,
          response: {
            200: saidEnvelope(buildShiftsPayload),
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => {
        const payload = await service.build({ ...authOf(request), locale: localeOf(request) }, request.body);
        return { message: buildShiftsSummarySaid(payload), payload };
      },
    );
  };
}
