import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  ASSIGN_MESSAGES,
  countsStatsQuery,
  eligibleEmployeeItem,
  eligibleEmployeesQuery,
  MAX_FIT_ORDERED_CANDIDATES,
  selectShiftBody,
} from "@brigade/contract/assignments";
import { DRY_RUN, dryRunQuery } from "@brigade/contract/fair-workweek/change-note";
import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { paginated } from "@brigade/contract/pagination";
import { shiftBookingItem } from "@brigade/contract/shifts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { ChangePreviewer } from "../bookings";
import type { AssignmentService } from "./service";

const tags = ["Shifts and bookings"];
const managers = { access: "manager" as const };

/** Assigning employees to shift positions: the assignment, the week's hours and who can take a slot; under /api. */
export function assignmentRoutes(service: AssignmentService, preview: ChangePreviewer) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/shift/employee/select-shift",
      {
        config: managers,
        schema: {
          tags,
          summary: "Assign an employee to a slot of a shift for a role: an Accepted booking that takes one position",
          description:
            "status may only be Accepted (the default). 404 when the shift, the slot (of that shift), the role (on that " +
            "shift) or the employee is not the caller's business's; 422 when the employee is not active or lacks the " +
            "role; 409 when no position is left, when the employee already holds a position overlapping the slot, or " +
            "already has a request or position in that slot. 409 `The employee has approved time off at that time.` " +
            "when the slot overlaps the employee's Approved time off, read on the wall clock of the slot's location " +
            "(part-day time off covers only its hours). Unavailability, short rest, shifts per day and the weekly " +
            "maximum are not refused here: the Assign modal shows them (the list's `fit`) and asks to confirm. The " +
            "position is taken atomically in the same transaction, so concurrent assignments never take more positions " +
            "than there are; the transaction holds the employee row FOR SHARE, so a time-off approval for that period " +
            "either comes first (and this is refused) or lists this booking as its conflict. A past shift may still be " +
            "assigned (recording who worked). On a posted shift the change log has the new position " +
            `(change_reason and exempt_reason are what the manager says of it). ${DRY_RUN}`,
          body: selectShiftBody,
          querystring: dryRunQuery,
          response: {
            200: z.union([envelope(shiftBookingItem), envelope(changePreview)]),
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => {
        const caller = authOf(request);
        if (request.query.dry_run)
          return { payload: await preview(caller, await service.previewSelectShift(caller, request.body)) };
        return { message: ASSIGN_MESSAGES.assigned, payload: await service.selectShift(caller, request.body) };
      },
    );

    r.get(
      "/counts-stats/index",
      {
        config: managers,
        schema: {
          tags,
          summary: "Hours the employee holds in the week of the shift (the Assign Shift modal's over-time check)",
          description:
            "payload is a number of hours, possibly fractional: the slot lengths of the employee's Accepted, Apply For " +
            "Leave and Leave Rejected bookings that start in the week (Monday 00:00 to the next Monday 00:00 in the " +
            "shift's location's time zone) containing the shift's start. A booking crossing the week's end counts " +
            "whole in the week it starts. Bookings at other locations count too, placed by that same week.",
          querystring: countsStatsQuery,
          response: { 200: envelope(z.number()), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.heldHours(authOf(request), request.query) }),
    );

    r.get(
      "/employee/team-member/area-role",
      {
        config: managers,
        schema: {
          tags,
          summary:
            "Active employees who could take the slot for the role, each with how the slot fits them, best first",
          description:
            "Everyone active with the role who holds nothing overlapping the slot; employees with a pending pickup " +
            "request in this slot are left out too, since the assignment would be refused. Each item has `fit`: " +
            "`week_hours` (hours of positions held in the slot's local week, Monday start, before this slot), " +
            "`availability` (preferred, available, unknown, prefer_not or unavailable, from their weekly pattern), " +
            "`time_off` (the slot overlaps their Approved time off: they stay listed but cannot be assigned), " +
            "`rest_ok` (the business's rest between days is kept), `over_max` (the slot takes them past their weekly " +
            "maximum, their own or the business's) and `day_shifts_ok` (the slot's local day stays within the shifts " +
            "per day); all read on the wall clock of the slot's location. Order: no time off, rest kept and not over " +
            "the maximum first; then preferred, available, unknown, prefer_not, unavailable; then fewest week_hours; " +
            "then name, then id. " +
            `When more than ${MAX_FIT_ORDERED_CANDIDATES} employees match (narrow them with search), they are ordered ` +
            "by name, then id only, each page's items still with their fit. length defaults to 6; search matches " +
            "name or e-mail. The slot must be of location_id (422 otherwise) and the role on the slot's shift (404).",
          querystring: eligibleEmployeesQuery,
          response: {
            200: envelope(z.object({ paginated: paginated(eligibleEmployeeItem) })),
            404: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => ({
        payload: { paginated: await service.eligibleEmployees(authOf(request), request.query) },
      }),
    );
  };
}
