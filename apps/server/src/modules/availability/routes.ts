import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  ALL_DAY,
  availabilityBody,
  availabilityPayload,
  availabilityQuery,
  AVAILABILITY_MESSAGES as M,
  MAX_AVAILABILITY_RULES,
  MAX_TEAM_AVAILABILITY_EMPLOYEES,
  teamAvailabilityPayload,
  teamAvailabilityQuery,
} from "@brigade/contract/availability";
import { MAX_PERIOD_DAYS } from "@brigade/contract/timelines";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { AvailabilityService } from "./service";

const tags = ["Availability"];
const members = { access: "authenticated" as const };
const managers = { access: "manager" as const };
const whose =
  "Without employee_id, the caller's own (404 when the caller has no employee record in the business). A team " +
  "member may name only themselves (another id: 403); owners and managers any employee of the business (another " +
  "business's employee, or none: 404).";
const pattern =
  "rules are { weekday (1 = Monday .. 7 = Sunday), from, to (HH:mm), kind (available, preferred, prefer_not, " +
  "unavailable) }, sorted by weekday, then from. prefer_not is a soft avoid: they can work then but would rather " +
  "not. A window belongs to the weekday it starts on: a to at or before from ends on the " +
  `next day (22:00-02:00), and ${ALL_DAY.from}-${ALL_DAY.to} is the whole day. Times are wall-clock times, read in ` +
  "the time zone of the location of the shift they are compared with.";

/** Weekly availability patterns; mounted under /api/employee. */
export function availabilityRoutes(service: AvailabilityService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/availability",
      {
        config: members,
        schema: {
          tags,
          summary: "An employee's weekly availability pattern",
          description: `${whose} ${pattern}`,
          querystring: availabilityQuery,
          response: { 200: envelope(availabilityPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.show(authOf(request), request.query.employee_id) }),
    );

    r.put(
      "/availability",
      {
        config: members,
        schema: {
          tags,
          summary: "Replace an employee's weekly availability pattern (an empty list clears it)",
          description:
            `${whose} ${pattern} The whole pattern is replaced in one transaction. At most ` +
            `${MAX_AVAILABILITY_RULES} windows; windows of one weekday may not overlap (422 "${M.overlap}" on the ` +
            "later one; a window past midnight is not compared with the next weekday's).",
          body: availabilityBody,
          response: { 200: envelope(availabilityPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ message: M.updated, payload: await service.replace(authOf(request), request.body) }),
    );

    r.get(
      "/availability/team",
      {
        config: managers,
        schema: {
          tags,
          summary: "The patterns and approved time off of several employees, for the employee timeline (managers)",
          description:
            `employee_id: 1 to ${MAX_TEAM_AVAILABILITY_EMPLOYEES} ids, comma-separated or repeated; ids that are ` +
            "not employees of the business are left out of the answer. from and to (DD-MM-YYYY, required, at " +
            `most ${MAX_PERIOD_DAYS} days): time_off holds each employee's Approved time off whose days overlap ` +
            `them. data follows the order of the ids asked. ${pattern}`,
          querystring: teamAvailabilityQuery,
          response: { 200: envelope(teamAvailabilityPayload), 422: validationError },
        },
      },
      async (request) => ({ payload: { data: await service.team(authOf(request), request.query) } }),
    );
  };
}
