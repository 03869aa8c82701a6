import { envelope, errorBody, messageOnly, validationError } from "@brigade/contract/api";
import { tokenPayload } from "@brigade/contract/auth";
import { idParams } from "@brigade/contract/fields";
import {
  acceptInviteBody,
  createdInvitesPayload,
  INVITE_DAYS,
  INVITE_MESSAGES,
  invitationPayload,
  inviteBody,
  inviteListPayload,
  inviteTokenParams,
  MAX_INVITES_PER_REQUEST,
  MAX_PENDING_LISTED,
} from "@brigade/contract/invites";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { authOf, setSessionCookies } from "../../plugins/auth";
import type { InvitesService } from "./service";

const tags = ["Team members"];
const managers = { access: "manager" as const };

/** Inviting staff (mounted under /api/employee): the owner and managers. */
export function inviteRoutes(service: InvitesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/invites",
      {
        config: managers,
        schema: {
          tags,
          summary: `Invite up to ${MAX_INVITES_PER_REQUEST} people by e-mail; each gets a single-use link (${INVITE_DAYS} days)`,
          description:
            "Each invite: `email`, optional `name`, `role` (team_member, the default, or manager: only the owner " +
            "invites managers, else 403) and optional `area_role_ids` (the business's positions). Inviting an " +
            "address again replaces its waiting invitation. An address that already has an account, or a position " +
            "that is not the business's, refuses the whole request (422, errors keyed `invites.N.email`). Each " +
            "answer carries its `link`; when the server sends e-mail (`mailed`) the link is also mailed, in the " +
            "inviter's saved language.",
          body: inviteBody,
          response: { 201: envelope(createdInvitesPayload), 422: validationError },
        },
      },
      async (request, reply) => {
        const payload = await service.invite(authOf(request), request.body);
        return reply.code(201).send({ message: INVITE_MESSAGES.created, payload });
      },
    );

    r.get(
      "/invites",
      {
        config: managers,
        schema: {
          tags,
          summary: `The business's waiting invitations, newest first (at most ${MAX_PENDING_LISTED}); expired ones say so`,
          description: "`mail_on`: this server sends e-mail, so new invitations are mailed as well as shown.",
          response: { 200: envelope(inviteListPayload) },
        },
      },
      async (request) => ({ payload: await service.list(authOf(request)) }),
    );

    r.delete(
      "/invites/:id",
      {
        config: managers,
        schema: {
          tags,
          summary: "Withdraw a waiting invitation: its link stops working",
          params: idParams,
          response: { 200: messageOnly, 404: errorBody },
        },
      },
      async (request) => {
        await service.withdraw(authOf(request), request.params.id);
        return { message: INVITE_MESSAGES.withdrawn };
      },
    );
  };
}

/** The invitation link's calls (mounted under /api/invites): public, the token is the key; rate limited like login. */
export function invitePublicRoutes(service: InvitesService, config: Config) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/:token",
      {
        config: { access: "public" },
        schema: {
          tags: ["Auth and tenancy"],
          summary: "What an invitation link shows before the newcomer chooses a password",
          description: `404 "${INVITE_MESSAGES.invalidLink}" for a token that is unknown, used, withdrawn or expired.`,
          params: inviteTokenParams,
          response: { 200: envelope(invitationPayload), 404: errorBody },
        },
      },
      async (request) => ({ payload: await service.show(request.params.token) }),
    );

    r.post(
      "/:token/accept",
      {
        config: { access: "public" },
        schema: {
          tags: ["Auth and tenancy"],
          summary: "Accept an invitation: creates the account, active at once, and signs in as login does",
          description:
            "The link works once: a second accept answers 404 like an expired link. The account gets the " +
            "invitation's e-mail, role and positions; the password follows registration's rules.",
          params: inviteTokenParams,
          body: acceptInviteBody,
          response: { 201: envelope(tokenPayload), 404: errorBody, 409: errorBody, 422: validationError },
        },
      },
      async (request, reply) => {
        const result = await service.accept(request.params.token, request.body);
        setSessionCookies(reply, result.token, config);
        return reply.code(201).send({ message: INVITE_MESSAGES.accepted, payload: result });
      },
    );
  };
}
