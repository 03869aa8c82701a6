import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  bookingEventItem,
  requestListingItem,
  requestListingQuery,
  shiftActionBody,
  shiftActionBulkBody,
  shiftActionBulkResult,
  shiftActionResult,
} from "@brigade/contract/decisions";
import { DRY_RUN, dryRunQuery } from "@brigade/contract/fair-workweek/change-note";
import { changePreview } from "@brigade/contract/fair-workweek/changes";
import { idParams } from "@brigade/contract/fields";
import { translateMessage } from "@brigade/contract/i18n/translate";
import { paginated } from "@brigade/contract/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { saidEnvelope } from "../../lib/said-envelope";
import { authOf } from "../../plugins/auth";
import { localeOf } from "../../plugins/locale";
import type { ChangePreviewer } from "../bookings";
import type { DecisionService } from "./service";

const tags = ["Shifts and bookings"];
const managers = { access: "manager" as const };

/** The manager's decisions on bookings, their history, and the requests listing; under /api. */
export function decisionRoutes(service: DecisionService, preview: ChangePreviewer) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/shift/employee/shift-action/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Accept or reject a pickup request, approve or reject a leave request",
          description:
            "Only `status` and the booking id decide. Pending becomes Accepted or Rejected; Apply For Leave becomes " +
            "Released (sent as Released, or as Accepted: an approve) or Leave Rejected (sent as Leave Rejected or " +
            "Rejected). Any other pair is a 409 naming the current status. employee_id, area_role_id, shift_id and " +
            "slot_id may be sent along (the booking's own values); a different value is a 422. action_detail is " +
            "recorded as the decision's note and does not change the booking's reason. Accepting takes a position " +
            "with the same atomic update as select-shift: 409 when the slot is full for the role or the employee now " +
            "holds an overlapping position, and 409 `The employee has approved time off at that time.` when the slot " +
            "falls in their Approved time off (read on the slot's location's clock; the other work rules are not " +
            "hard for a manager). Approving a leave gives the position back; Leave Rejected keeps it. Every " +
            "decision is recorded (who, when, from and to). One transaction: a refusal changes nothing. 404 for a " +
            "booking of another business. On a posted shift the change log has the position given or taken " +
            "(change_reason and exempt_reason are what the manager says of it; a pickup or a leave is the " +
            `employee's request). ${DRY_RUN}`,
          params: idParams,
          body: shiftActionBody,
          querystring: dryRunQuery,
          response: {
            200: z.union([envelope(shiftActionResult), envelope(changePreview)]),
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => {
        const caller = authOf(request);
        const { id } = request.params;
        if (request.query.dry_run)
          return { payload: await preview(caller, await service.previewDecide(caller, id, request.body)) };
        return service.decide(caller, id, request.body);
      },
    );

    r.post(
      "/shift/employee/shift-action/bulk",
      {
        config: managers,
        schema: {
          tags,
          summary: "Accept or reject several pickup or leave requests at once",
          description:
            "ids: 1 to 100 booking ids, each once; status: Accepted or Rejected (on a leave request: approve or " +
            "reject it). Each request is decided exactly as by POST /api/shift/employee/shift-action/{id}, one " +
            "after the other, each in its own transaction: a refusal leaves that request as it was and undoes no " +
            "other. Always 200 once the body is valid: payload is one result per id, in the order sent, " +
            "`{ id, ok: true, status }` (the new status) or `{ id, ok: false, message }` (what the single decision " +
            "would have answered; `Shift request not found.` for another business's id); message sums them up.",
          body: shiftActionBulkBody,
          response: { 200: saidEnvelope(shiftActionBulkResult), 422: validationError },
        },
      },
      async (request) => {
        const { message, payload } = await service.decideMany(authOf(request), request.body);
        // The per-request messages are inside the payload, where the locale hook does not look.
        const locale = localeOf(request);
        const results = payload.map((o) => (o.ok ? o : { ...o, message: translateMessage(o.message, locale) }));
        return { message, payload: results };
      },
    );

    r.get(
      "/shift/employee/booking/:id/events",
      {
        config: managers,
        schema: {
          tags,
          summary: "The recorded history of a booking: every status change, who made it and when",
          description:
            "Oldest first. from_status is null for the booking's creation (an assignment). actor is null once that " +
            "user no longer exists. 404 for a booking of another business.",
          params: idParams,
          response: { 200: envelope(z.array(bookingEventItem)), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.events(authOf(request), request.params.id) }),
    );

    r.get(
      "/shift/employee/bookings",
      {
        config: managers,
        schema: {
          tags,
          summary: "The business's bookings in one status, paged: the requests listing (/business-owner-shift-listing)",
          description:
            "status (required) is Accepted, Pending, Released or Apply For Leave. location_id narrows to one location " +
            "(404 when it is not the business's). sort is from (the slot's start, the default), employee (name) or " +
            "shift (name), order asc or desc; ties go by the slot's start, then the booking. day and date are the " +
            "slot's start in its location's time zone. when=upcoming lists only slots not started yet, when=past " +
            "only those started; left out, every booking in the status is listed. expired is true on a Pending " +
            "pickup whose slot has started (it can no longer be accepted), read at request time.",
          querystring: requestListingQuery,
          response: {
            200: envelope(z.object({ paginated: paginated(requestListingItem) })),
            404: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => ({ payload: { paginated: await service.requests(authOf(request), request.query) } }),
    );
  };
}
