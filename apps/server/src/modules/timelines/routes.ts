import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { paginated } from "@brigade/contract/pagination";
import {
  MAX_PERIOD_DAYS,
  timelinePayload,
  timelineQuery,
  vacantEmployeeItem,
  vacantEmployeesQuery,
} from "@brigade/contract/timelines";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { plainJson } from "../../lib/plain-json";
import { authOf } from "../../plugins/auth";
import type { TimelineService } from "./service";

const tags = ["Shifts and bookings"];
const managers = { access: "manager" as const };
const period =
  `from and to are required DD-MM-YYYY dates, whole days in each location's time zone (to included; at most ` +
  `${MAX_PERIOD_DAYS} days); a slot belongs to the day on which it starts in its location.`;

/** The calendar screen's employee timeline and vacant-employee week; mounted under /api. */
export function timelineRoutes(service: TimelineService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/shift-timeline",
      {
        config: { ...managers, large: true },
        ...plainJson,
        schema: {
          tags,
          summary: "Each employee's scheduled (position-holding) bookings in a period, keyed by employee",
          description:
            `${period} Only Accepted, Apply For Leave and Leave Rejected bookings are listed: the timeline shows ` +
            "who works when, and pickup requests or released positions are not scheduled work. payload.data maps an " +
            "employee to their entries, earliest first, keys in name order. The key is the employee's name; namesakes are " +
            "never merged: of the business's employees sharing a name the first created keeps the name and the others " +
            "are keyed `Name (email)`, whatever the filters. Each entry also carries employee_id. name and location_id filter the shift; area_id, area_role_id, employee_id and " +
            "availability filter the booking. location_id, area_id, area_role_id and employee_id take one id, several " +
            "comma-separated ids, or showAll; another business's ids match nothing. shift_id of another business is " +
            "a 404. group_by accepts only employee, the one grouping.",
          querystring: timelineQuery,
          response: { 200: envelope(timelinePayload), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.timeline(authOf(request).businessId, request.query) }),
    );

    r.get(
      "/shift/employee/get-vacant-employees",
      {
        config: managers,
        schema: {
          tags,
          summary: "A page of active employees, each with the vacant positions per day they could take",
          description:
            `${period} Active employees ordered by name then id, searchAbleName matching part of the name. days maps ` +
            "a date (YYYY-MM-DD, in the shift's location's zone) to the (slot, area role) pairs with an open position " +
            "in a role the employee has, overlapping no position the employee holds and not already requested by " +
            "them (Pending). location_id keeps one location's positions; another business's location is a 404.",
          querystring: vacantEmployeesQuery,
          response: { 200: envelope(paginated(vacantEmployeeItem)), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.vacantEmployees(authOf(request).businessId, request.query) }),
    );
  };
}
