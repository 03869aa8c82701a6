import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { MAX_LABOUR_DAYS } from "@brigade/contract/labour-cost";
import { punchItem } from "@brigade/contract/time-clock";
import {
  approvalBody,
  approvalPayload,
  exportQuery,
  TIMESHEET_MESSAGES as M,
  punchAddBody,
  punchEditBody,
  punchEditItem,
  TIMESHEET_EXPORT_COLUMNS,
  timesheetPayload,
  timesheetQuery,
} from "@brigade/contract/timesheets";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { plainJson } from "../../lib/plain-json";
import { sendFile } from "../../lib/send-file";
import { authOf } from "../../plugins/auth";
import type { PunchEditService } from "./punch-edits-repository";
import type { TimesheetService } from "./service";

const tags = ["Timesheets"];
const PERIOD = `from and to are days (DD-MM-YYYY, the location's zone, at most ${MAX_LABOUR_DAYS} days).`;
const HOURS =
  "A punch counts on the local day of its clock-in; paid_hours are worked time minus unpaid breaks (a break shorter " +
  "than paid_break_minutes is paid); overtime is counted as GET /api/labour/cost counts it, over the employee's " +
  "whole local week at every location. An open punch counts until now.";
const LOCK = `An approved day refuses any change of its punches: 409 ("${M.approved}"), until the owner reopens it.`;

/** Timesheets, under /api/timesheets; punch edits, under /api/clock. */
export function timesheetRoutes(service: TimesheetService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "",
      {
        // A month of a busy location is half a megabyte: checking it against the schema took longer than its SQL.
        ...plainJson,
        schema: {
          tags,
          summary: "A location's timesheet: scheduled against paid hours per employee and day",
          description:
            `${PERIOD} ${HOURS} Owners and managers see everyone with a position or a punch there (or employee_id ` +
            "only); a team member gets their own, whatever they ask. cost and currency only for those who see money " +
            "(owners; managers when managers_see_wages is on; a team member their own). status is approved when " +
            "every day with time is approved. Flags join the punches' flags and the attendance a manager should " +
            "see (late, no_show, missed_clock_out). 404 for another business's location.",
          querystring: timesheetQuery,
          response: { 200: envelope(timesheetPayload), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ payload: await service.read(authOf(request), request.query) }),
    );
    r.get(
      "/export",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "The timesheet as a file for payroll: one row per punch",
          description:
            `${PERIOD} format csv (default; UTF-8 with a byte-order mark, comma, CRLF), xls, xml or json. Columns: ` +
            `${TIMESHEET_EXPORT_COLUMNS.join(", ")}; times in the location's zone with their UTC offset ` +
            '("2027-02-01 09:00 -05:00"); Rate and Cost only for those who see money. A team member gets 403.',
          querystring: exportQuery,
          response: { 200: z.string(), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request, reply) => {
        return sendFile(reply, await service.export(authOf(request), request.query));
      },
    );
    r.post(
      "/approve",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Approve a period of a location's timesheet: its days are locked",
          description:
            `${PERIOD} employee_ids, or everyone with a position or punch there in the period. A manager's own ` +
            `hours are left for someone else to approve. ${LOCK} Open punches in the period refuse it: 409 ` +
            `("${M.openPunches}").`,
          body: approvalBody,
          response: { 200: envelope(approvalPayload), 404: errorBody, 409: errorBody, 422: validationError },
        },
      },
      async (request) => ({ message: M.approvedDone, payload: await service.approve(authOf(request), request.body) }),
    );
    r.post(
      "/reopen",
      {
        config: { access: "owner" },
        schema: {
          tags,
          summary: "Reopen an approved period (the owner)",
          description: `${PERIOD} The same body as approve; its days can be edited again.`,
          body: approvalBody,
          response: { 200: envelope(approvalPayload), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ message: M.reopened, payload: await service.reopen(authOf(request), request.body) }),
    );
  };
}

export function punchEditRoutes(service: PunchEditService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const own = `Never one's own: 403 ("${M.ownTime}").`;
    r.patch(
      "/punch/:id",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Fix a punch, with a reason (owners and managers)",
          description:
            `Changes in_at, out_at and/or breaks (the whole list); reason is required and kept with the punch ` +
            `before and after. ${own} ${LOCK} Clock-out after clock-in, nothing in the future, breaks inside the ` +
            `punch and apart (422); a time that overlaps another punch of the employee: 409 ("${M.overlapsPunch}"). ` +
            "The punch is flagged edited.",
          params: idParams,
          body: punchEditBody,
          response: { 200: envelope(punchItem), 403: errorBody, 404: errorBody, 409: errorBody, 422: validationError },
        },
      },
      async (request) => ({
        message: M.edited,
        payload: await service.edit(authOf(request), request.params.id, request.body),
      }),
    );
    r.post(
      "/punch",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Add a missing punch for a booking, with a reason (owners and managers): 201",
          description:
            `For a position-holding booking (else 409 "${M.bookingNotHolding}"), at its location, with the same ` +
            `checks as an edit. ${own} ${LOCK}`,
          body: punchAddBody,
          response: { 201: envelope(punchItem), 403: errorBody, 404: errorBody, 409: errorBody, 422: validationError },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ message: M.added, payload: await service.add(authOf(request), request.body) }),
    );
    r.get(
      "/punch/:id/history",
      {
        schema: {
          tags,
          summary: "Every change of a punch: who, when, before, after and why, newest first",
          description: "Owners and managers; a team member their own punch's (another's is 404).",
          params: idParams,
          response: { 200: envelope(z.array(punchEditItem)), 404: errorBody },
        },
      },
      async (request) => ({ payload: await service.history(authOf(request), request.params.id) }),
    );
  };
}
