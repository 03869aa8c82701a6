import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  lockdateQuery,
  lockedVacantItem,
  managerItem,
  managerListQuery,
  panelPage,
  panelPayload,
  panelQuery,
  panelRequestItem,
  requestPanelQuery,
} from "@brigade/contract/dashboard-panels";
import { paginated } from "@brigade/contract/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { PanelsService } from "./panels-service";

const tags = ["Dashboard"];
const managers = { access: "manager" as const };
const errors = { 404: errorBody, 422: validationError };

/** The dashboard's panels, the owner's managers list and the vacant shifts after lock; under /api. */
export function panelsRoutes(service: PanelsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/dashboard/index",
      {
        config: managers,
        schema: {
          tags,
          summary: "One page of a dashboard panel of a location",
          description:
            "status: New_Shifts (shifts starting after now, newest created first), Shifts_Inprogress (from <= now < " +
            "to), Upcoming_Week (starting next week, Monday start, in the location's zone), Bonus_Shifts (Premium " +
            "shifts starting after now), all three by start; Pending (pickup requests) and Apply For Leave (leave " +
            "requests) are the location's bookings in that status, past ones included, by the slot's start. " +
            "page_size defaults to 3 (max 100); next_page_url is null on the last page. 404 for another business's location.",
          querystring: panelQuery,
          response: { 200: envelope(panelPayload), ...errors },
        },
      },
      async (request) => ({ payload: await service.panel(authOf(request), request.query) }),
    );

    r.get(
      "/shift/employee/index",
      {
        config: managers,
        schema: {
          tags,
          summary: "The dashboard's request panels: pickup (Pending) or leave (Apply For Leave) requests of a location",
          description:
            "The same rows as dashboard/index for these statuses, paged by length (default 3, max 100). Decide on a " +
            "row with POST /api/shift/employee/shift-action/{booking_id}.",
          querystring: requestPanelQuery,
          response: { 200: envelope(panelPage(panelRequestItem)), ...errors },
        },
      },
      async (request) => ({ payload: await service.requestPanel(authOf(request), request.query) }),
    );

    r.get(
      "/employee/manager/index",
      {
        config: { access: "owner" as const },
        schema: {
          tags,
          summary: "The business's managers (owner only)",
          description:
            "Active employees whose user is a manager, by name: name, phone, email; paged Laravel-style by length " +
            "(default 3) and page. location_id keeps managers holding a role in that location (404 when it is not " +
            "the business's). paginated is accepted and ignored: the list always pages. A manager gets 403.",
          querystring: managerListQuery,
          response: { 200: envelope(z.object({ paginated: paginated(managerItem) })), ...errors },
        },
      },
      async (request) => ({ payload: { paginated: await service.managers(authOf(request), request.query) } }),
    );

    r.get(
      "/shift/shifts-after-lockdate",
      {
        config: managers,
        schema: {
          tags,
          summary: "Vacant shifts after their lock date",
          description:
            "Shifts of the location not yet started, with open positions, whose lock has passed: a shift locks at " +
            "00:00 on the location's lock_day of the week (Monday start, in the location's zone) before the shift's " +
            "week. A location without a lock_day never locks. By start; interval is the start's DD-MM-YYYY date.",
          querystring: lockdateQuery,
          response: { 200: envelope(z.array(lockedVacantItem)), ...errors },
        },
      },
      async (request) => ({ payload: await service.lockedVacant(authOf(request), request.query.location_id) }),
    );
  };
}
