import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { paginated } from "@brigade/contract/pagination";
import {
  TIME_OFF_MESSAGES as M,
  MAX_TIME_OFF_DAYS,
  MAX_TIME_OFF_FILTER_DAYS,
  timeOffBody,
  timeOffConflictsPayload,
  timeOffDecisionBody,
  timeOffDecisionPayload,
  timeOffItem,
  timeOffQuery,
} from "@brigade/contract/time-off";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { TimeOffService } from "./service";

const tags = ["Time off"];
// Any signed-in user of the business; what a team member may touch is their own employee record's.
const members = { access: "authenticated" as const };
const managers = { access: "manager" as const };
const days =
  "Days are local wall-clock days (DD-MM-YYYY, both included), read in the time zone of the location of each " +
  "shift they are compared with; from_time/to_time (HH:mm) make it part of one day.";
const conflictRule =
  "Conflicts are the requester's position-holding bookings (Accepted, Apply For Leave, Leave Rejected) whose slot " +
  "overlaps the time off, read in each booking's location zone; earliest first.";
const notFound = "404 for a request of another business (or none).";

/** Time-off requests and their decisions; mounted under /api/employee. */
export function timeOffRoutes(service: TimeOffService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/time-off",
      {
        config: members,
        schema: {
          tags,
          summary: "Ask for time off (the caller's own): 201, status Pending",
          description:
            `${days} 422 when to_day is before from_day, it covers more than ${MAX_TIME_OFF_DAYS} days, times are ` +
            "given for more than one day or only one of them, or to_time is not after from_time. 422 on to_day " +
            `("${M.ended}") when its last day has already ended everywhere on Earth (at UTC-12), so a request ` +
            "for today is accepted in every zone. A signed-in user without an employee record in the business " +
            "gets 404.",
          body: timeOffBody,
          response: { 201: envelope(timeOffItem), 404: errorBody, 422: validationError },
        },
      },
      async (request, reply) => {
        const payload = await service.request(authOf(request), request.body);
        return reply.code(201).send({ message: M.requested, payload });
      },
    );

    r.get(
      "/time-off",
      {
        config: members,
        schema: {
          tags,
          summary: "Time-off requests, paged: a team member's own, everyone's for owners and managers",
          description:
            "Filters: status; employee_id (owners and managers; ignored for a team member, who always gets their " +
            "own; another business's id matches nothing); from and to (DD-MM-YYYY) keep requests whose days " +
            `overlap [from, to] (at most ${MAX_TIME_OFF_FILTER_DAYS} days). Order: newest request first; with ` +
            "status=Pending, the earliest first day first (the queue to decide), then the oldest request. Paged " +
            "with page and length. A team member without an employee record gets 404.",
          querystring: timeOffQuery,
          response: {
            200: envelope(z.object({ paginated: paginated(timeOffItem) })),
            404: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => ({ payload: { paginated: await service.list(authOf(request), request.query) } }),
    );

    r.get(
      "/time-off/:id/conflicts",
      {
        config: members,
        schema: {
          tags,
          summary: "The bookings an approval of this time off would clash with, before deciding",
          description:
            `${conflictRule} released is false. Owners, managers and the requester; another team member gets ` +
            `403. ${notFound}`,
          params: idParams,
          response: { 200: envelope(timeOffConflictsPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        payload: { conflicts: await service.conflicts(authOf(request), request.params.id) },
      }),
    );

    r.post(
      "/time-off/:id/decision",
      {
        config: managers,
        schema: {
          tags,
          summary: "Approve or deny a pending time-off request (owners and managers, not the requester)",
          description:
            `status is Approved or Denied; note is kept as the decider's note. The requester deciding their own: ` +
            `403. Only Pending can be decided: 409 ("${M.onlyPending}"). The payload lists the conflicts ` +
            `(${conflictRule}). With status Approved and release_conflicts true they become Released in the same ` +
            "transaction, as a manager's unassign: the position opens again and the change is recorded with the " +
            "decider as actor; released is true on each. Otherwise nothing is released. The employee is locked " +
            `for the transaction, so an assignment into the same period waits for it. ${notFound}`,
          params: idParams,
          body: timeOffDecisionBody,
          response: {
            200: envelope(timeOffDecisionPayload),
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => {
        const payload = await service.decide(authOf(request), request.params.id, request.body);
        return { message: payload.time_off.status === "Approved" ? M.approved : M.denied, payload };
      },
    );

    r.post(
      "/time-off/:id/cancel",
      {
        config: members,
        schema: {
          tags,
          summary: "Cancel one's own pending or approved time off that is not over",
          description:
            `Only the requester: anyone else of the business gets 403 ("${M.cancelOnlyOwn}"). Only while Pending ` +
            `or Approved and its last day has not ended everywhere (UTC-12): else 409 ("${M.cancelOnlyOpen}"). ` +
            `Bookings released by the approval stay released. ${notFound}`,
          params: idParams,
          response: {
            200: envelope(timeOffItem),
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => ({
        message: M.cancelled,
        payload: await service.cancel(authOf(request), request.params.id),
      }),
    );
  };
}
