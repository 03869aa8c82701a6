import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import {
  applyForLeaveBody,
  MEMBER_MESSAGES as M,
  memberPeriodQuery,
  myShiftItem,
  openShiftItem,
  pickupBody,
  withdrawnPayload,
} from "@brigade/contract/member";
import { shiftBookingItem } from "@brigade/contract/shifts";
import { MAX_PERIOD_DAYS } from "@brigade/contract/timelines";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { MemberService } from "./service";

const tags = ["Team member"];
// Any signed-in member of the business; what they may touch is their own employee record's.
const members = { access: "authenticated" as const };
const period =
  "from and to are optional DD-MM-YYYY dates, whole days in each location's time zone (to included; at most " +
  `${MAX_PERIOD_DAYS} days). By default from is Monday of this week and to Sunday of next week, "this week" read ` +
  "in each location's own zone. A slot belongs to the day on which it starts in its location. A signed-in user " +
  "without an employee record in the business (an owner, usually) gets an empty list.";
const caller = "The caller is found through their employee record; a user without one gets 404.";

/** The team member's own schedule, open shifts and requests; mounted under /api. */
export function memberRoutes(service: MemberService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/employee/my-shifts",
      {
        config: members,
        schema: {
          tags,
          summary: "The caller's bookings in every status, earliest first",
          description: `${period} Pending, Rejected, Apply For Leave, Leave Rejected and Released bookings are listed too.`,
          querystring: memberPeriodQuery,
          response: { 200: envelope(z.array(myShiftItem)), 422: validationError },
        },
      },
      async (request) => ({ payload: await service.myShifts(authOf(request), request.query) }),
    );

    r.get(
      "/employee/open-shifts",
      {
        config: members,
        schema: {
          tags,
          summary: "Vacant (slot, area role) pairs the caller could ask for",
          description:
            `${period} Only the caller's own area roles, slots starting after now with an open position, that ` +
            "overlap no position the caller holds and that the caller has not already asked for (Pending). A slot " +
            "whose earlier pickup was Rejected may be asked for again. A position the pickup would refuse under the " +
            "self-service rules is not offered: one in the caller's Approved time off, one that would take them past " +
            "their weekly maximum or under the rest between days, or past the shifts per day (docs/who-fits.md).",
          querystring: memberPeriodQuery,
          response: { 200: envelope(z.array(openShiftItem)), 422: validationError },
        },
      },
      async (request) => ({ payload: await service.openShifts(authOf(request), request.query) }),
    );

    r.post(
      "/shift/employee/pickup",
      {
        config: members,
        schema: {
          tags,
          summary: "Ask for a position: a Pending booking of the caller, which takes no position until accepted",
          description:
            `${caller} 404 when the shift or slot is not the business's, the slot not of the shift, or the role not ` +
            "on the shift; 422 when the caller is not an active employee or lacks the role; 409 when the slot has " +
            "started, the caller already has a request or position in that slot, holds a position overlapping it, " +
            "or no position is left. Then the self-service rules, read on the wall clock of the slot's location, " +
            "each a 409 with its own message, in this order: Approved time off (`The employee has approved time off " +
            "at that time.`), the weekly maximum (the caller's own, else the business's: `This shift would take you " +
            "over your maximum of 40 hours this week.`), the rest between days (`This shift would leave you less than " +
            "10 hours of rest between days.`), the shifts per day (`This shift would give you more than 2 shifts in " +
            "one day.`); the numbers are the business's work rules. Many members may ask for the same position; the " +
            "manager decides.",
          body: pickupBody,
          response: { 201: envelope(shiftBookingItem), 404: errorBody, 409: errorBody, 422: validationError },
        },
      },
      async (request, reply) => {
        const payload = await service.pickup(authOf(request), request.body);
        return reply.status(201).send({ message: M.pickedUp, payload });
      },
    );

    r.post(
      "/shift/employee/apply-for-leave/:id",
      {
        config: members,
        schema: {
          tags,
          summary: "Ask to be released from the caller's own Accepted shift: it becomes Apply For Leave",
          description:
            `${caller} action_detail is the reason (required, at most 500 characters). 404 for a booking that is ` +
            "not the caller's; 409 when it is not Accepted or its slot has started. The position stays held until " +
            "a manager approves (Released) or refuses (Leave Rejected).",
          params: idParams,
          body: applyForLeaveBody,
          response: { 200: envelope(shiftBookingItem), 404: errorBody, 409: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: M.leaveApplied,
        payload: await service.applyForLeave(authOf(request), request.params.id, request.body.action_detail),
      }),
    );

    r.post(
      "/shift/employee/withdraw/:id",
      {
        config: members,
        schema: {
          tags,
          summary: "Withdraw the caller's own Pending pickup request (beyond the contract)",
          description:
            `${caller} The request is deleted, together with its booking_events record, as if never made. 404 for a ` +
            "booking that is not the caller's; 409 once it is no longer Pending (a manager has decided).",
          params: idParams,
          response: { 200: envelope(withdrawnPayload), 404: errorBody, 409: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: M.withdrawn,
        payload: await service.withdraw(authOf(request), request.params.id),
      }),
    );
  };
}
