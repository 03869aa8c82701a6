import { envelope } from "@brigade/contract/api";
import {
  approveJoinBody,
  employeeItem,
  teamMemberBody,
  teamMemberIndexQuery,
  teamMemberUpdateBody,
} from "@brigade/contract/employees";
import { idParams } from "@brigade/contract/fields";
import { MESSAGES } from "@brigade/contract/messages";
import { paginated } from "@brigade/contract/pagination";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { authOf } from "../../plugins/auth";
import type { EmployeesService } from "./service";

const tags = ["Team members"];
const managers = { access: "manager" as const };
const onePayload = { 200: envelope(employeeItem) };

export function employeeRoutes(service: EmployeesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/team-member/store",
      {
        config: managers,
        schema: {
          tags,
          summary: "Create a team member or manager with an initial password (only the owner may create a manager)",
          body: teamMemberBody,
          response: { 201: envelope(employeeItem) },
        },
      },
      async (request, reply) => {
        const payload = await service.create(authOf(request), request.body);
        return reply.code(201).send({ message: MESSAGES.teamMemberCreated, payload });
      },
    );

    r.get(
      "/team-member",
      {
        config: managers,
        schema: {
          tags,
          summary: "Team members of the business, by name; search matches name, e-mail or phone",
          description:
            "Optional filters: `employee_status`, `search` (name, e-mail or phone contains it), `ids` " +
            "(comma-separated employee ids, e.g. to show the names of ids chosen in a filter; another " +
            "business's ids match nothing). Paged with `page` and `length`.",
          querystring: teamMemberIndexQuery,
          response: { 200: envelope(z.object({ paginated: paginated(employeeItem) })) },
        },
      },
      async (request) => ({ payload: { paginated: await service.index(authOf(request), request.query) } }),
    );

    r.get(
      "/team-member/:id",
      { config: managers, schema: { tags, summary: "One team member", params: idParams, response: onePayload } },
      async (request) => ({ payload: await service.show(authOf(request), request.params.id) }),
    );

    r.put(
      "/team-member/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Edit a team member (not the password; only the owner may edit or appoint a manager)",
          params: idParams,
          body: teamMemberUpdateBody,
          response: onePayload,
        },
      },
      async (request) => ({
        message: MESSAGES.teamMemberUpdated,
        payload: await service.update(authOf(request), request.params.id, request.body),
      }),
    );

    r.post(
      "/team-member/:id/deactivate",
      {
        config: managers,
        schema: {
          tags,
          summary: "Deactivate a team member: status inactive, signed out everywhere, cannot log in",
          params: idParams,
          response: onePayload,
        },
      },
      async (request) => ({
        message: MESSAGES.teamMemberDeactivated,
        payload: await service.deactivate(authOf(request), request.params.id),
      }),
    );

    r.post(
      "/team-member/:id/activate",
      {
        config: managers,
        schema: {
          tags,
          summary: "Activate a deactivated team member again",
          params: idParams,
          response: onePayload,
        },
      },
      async (request) => ({
        message: MESSAGES.teamMemberActivated,
        payload: await service.activate(authOf(request), request.params.id),
      }),
    );

    r.post(
      "/team-member/:id/approve",
      {
        config: managers,
        schema: {
          tags,
          summary: "Approve a join request: the employee gets area roles and availability and can log in",
          description:
            "Only an employee `waiting_for_approval` can be approved (else 409). `area_role_ids` must be at " +
            "least one role of the caller's business (else 422).",
          params: idParams,
          body: approveJoinBody,
          response: onePayload,
        },
      },
      async (request) => ({
        message: MESSAGES.joinRequestApproved,
        payload: await service.approve(authOf(request), request.params.id, request.body),
      }),
    );

    r.post(
      "/team-member/:id/reject",
      {
        config: managers,
        schema: {
          tags,
          summary: "Reject a join request: status rejected; that person cannot log in",
          description: "Only an employee `waiting_for_approval` can be rejected (else 409).",
          params: idParams,
          response: onePayload,
        },
      },
      async (request) => ({
        message: MESSAGES.joinRequestRejected,
        payload: await service.reject(authOf(request), request.params.id),
      }),
    );
  };
}
