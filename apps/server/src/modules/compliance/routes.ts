import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  CHANGE_EXPORT_COLUMNS,
  changesExportQuery,
  changesQuery,
  scheduleChangeItem,
} from "@brigade/contract/fair-workweek/changes";
import { consentAnswerBody, consentBody, consentItem, consentsQuery } from "@brigade/contract/fair-workweek/consents";
import { FAIR_WORKWEEK_MESSAGES } from "@brigade/contract/fair-workweek/messages";
import { rulePack } from "@brigade/contract/fair-workweek/pack";
import { RULE_PACKS } from "@brigade/contract/fair-workweek/packs";
import { idParams } from "@brigade/contract/fields";
import { paginated } from "@brigade/contract/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendFile } from "../../lib/send-file";
import { authOf } from "../../plugins/auth";
import type { ChangesService } from "./changes-service";
import type { ConsentService } from "./consents-service";

const tags = ["Fair workweek"];

/** The fair-workweek routes (fair-workweek.md); mounted under /api/compliance. */
export function complianceRoutes(changes: ChangesService, consents: ConsentService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/packs",
      {
        // Anyone signed in: the rules are the ordinances', and an employee may read their own rights.
        config: { access: "authenticated" },
        schema: {
          tags,
          summary: "The fair-workweek rule packs Brigade knows, with their figures",
          description:
            "Each pack is one jurisdiction's ordinance as data: notice, predictability pay by notice band, rest " +
            "between shifts, exemptions, the good-faith estimate and records, each figure with the section of the " +
            "ordinance it comes from. A location's jurisdiction is one of these ids. Brigade computes; it does not " +
            "give legal advice.",
          response: { 200: envelope(z.array(rulePack)), 401: errorBody },
        },
      },
      async () => ({ payload: [...RULE_PACKS] }),
    );

    r.get(
      "/changes",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "The change log: every change the employer made to a posted position, with its notice and pay",
          description:
            "One row per employee whose position on a posted shift (published) was given, taken, moved, shortened, " +
            "lengthened or cancelled, written in the change's own transaction, for shifts starting on the days " +
            "from to to (DD-MM-YYYY, the location's zone, at most 62 days), in the order they start; employee_id " +
            "keeps one person's. notice_hours runs from the change to shift_starts_at. pay is the predictability " +
            "pay under the location's rule pack then (basis no_rules without one, outside_notice before the " +
            "window, exempt for an allowed exemption such as employee_request), null for a manager who does not " +
            "see money. A team member gets 403, another business's location 404.",
          querystring: changesQuery,
          response: {
            200: envelope(z.object({ paginated: paginated(scheduleChangeItem) })),
            403: errorBody,
            404: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => ({ payload: { paginated: await changes.list(authOf(request), request.query) } }),
    );

    r.get(
      "/changes/export",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "The change log as a CSV file",
          description:
            "The rows GET /api/compliance/changes lists for the same filters, every page, as CSV (UTF-8 with a " +
            `byte-order mark, comma, CRLF). Columns: ${CHANGE_EXPORT_COLUMNS.join(", ")}; times in the location's ` +
            'zone with their UTC offset ("2027-02-01 09:00 -05:00"); Predictability Pay and Pay Basis only for ' +
            "those who see money. A team member gets 403, another business's location 404.",
          querystring: changesExportQuery,
          response: { 200: z.string(), 403: errorBody, 404: errorBody, 422: validationError },
        },
      },
      async (request, reply) => {
        return sendFile(reply, await changes.export(authOf(request), request.query));
      },
    );

    r.post(
      "/consents",
      {
        config: { access: "manager" },
        schema: {
          tags,
          summary: "Ask an employee to agree to the short rest an assignment would leave: 201",
          description:
            "Under a rule pack with a rest rule, an assignment that leaves less rest than the pack's hours between " +
            "positions on consecutive local days is refused (409) until the employee agrees. This asks them: they " +
            "are told in the app and by e-mail, with the rest and the premium it pays, and answer from their home. " +
            `409 "${FAIR_WORKWEEK_MESSAGES.noRestRule}" without such a rule, "${FAIR_WORKWEEK_MESSAGES.restEnough}" ` +
            `when the rest is enough, "${FAIR_WORKWEEK_MESSAGES.consentPending}" when a question is open or ` +
            "accepted. 404 for another business's employee, shift, slot or role. premium is null for a manager who " +
            "does not see money.",
          body: consentBody,
          response: {
            201: envelope(consentItem),
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request, reply) => {
        const payload = await consents.ask(authOf(request), request.body);
        return reply.code(201).send({ message: FAIR_WORKWEEK_MESSAGES.consentAsked, payload });
      },
    );

    r.get(
      "/consents",
      {
        config: { access: "authenticated" },
        schema: {
          tags,
          summary: "Consents to a short rest, newest first",
          description:
            "Owners and managers: the business's, or a location's or an employee's (location_id, employee_id), " +
            "optionally by status. A team member gets their own, whatever they ask, with their premium.",
          querystring: consentsQuery,
          response: {
            200: envelope(z.object({ paginated: paginated(consentItem) })),
            404: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => ({ payload: { paginated: await consents.list(authOf(request), request.query) } }),
    );

    r.post(
      "/consents/:id/answer",
      {
        config: { access: "authenticated" },
        schema: {
          tags,
          summary: "The employee's answer to a short rest: accept or decline",
          description:
            "Only the employee asked may answer (403 for anyone else), and only once (409). Accepted lets the " +
            "manager make that assignment; declined keeps refusing it. 404 for another business's request.",
          params: idParams,
          body: consentAnswerBody,
          response: {
            200: envelope(consentItem),
            403: errorBody,
            404: errorBody,
            409: errorBody,
            422: validationError,
          },
        },
      },
      async (request) => {
        const payload = await consents.answer(authOf(request), request.params.id, request.body.accept);
        const message =
          payload.status === "accepted"
            ? FAIR_WORKWEEK_MESSAGES.consentAccepted
            : FAIR_WORKWEEK_MESSAGES.consentDeclined;
        return { message, payload };
      },
    );
  };
}
