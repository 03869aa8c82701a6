import { envelope, messageOnly, validationError } from "@brigade/contract/api";
import {
  changePasswordBody,
  joinBody,
  joinPayload,
  LOCALE_MESSAGES,
  localeBody,
  loginBody,
  mePayload,
  registerBody,
  tokenPayload,
} from "@brigade/contract/auth";
import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { authOf, clearSessionCookies, setSessionCookies } from "../../plugins/auth";
import type { AuthService } from "./service";

const tags = ["Auth and tenancy"];

export function authRoutes(service: AuthService, config: Config) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      "/register",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "Register a business and its owner",
          body: registerBody,
          response: { 201: envelope(tokenPayload) },
        },
      },
      async (request, reply) => {
        const result = await service.register(request.body);
        setSessionCookies(reply, result.token, config);
        return reply.code(201).send({ message: MESSAGES.registered, payload: result });
      },
    );

    r.post(
      "/login",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "Log in; sets the session cookie and returns a bearer token",
          body: loginBody,
          response: { 200: envelope(tokenPayload) },
        },
      },
      async (request, reply) => {
        const result = await service.login(request.body, request.ip);
        setSessionCookies(reply, result.token, config);
        return { message: MESSAGES.loggedIn, payload: result };
      },
    );

    r.post(
      "/join",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "Ask to join a business with its join code; waits for approval",
          body: joinBody,
          response: { 201: envelope(joinPayload) },
        },
      },
      async (request, reply) => {
        const payload = await service.join(request.body);
        return reply.code(201).send({ message: MESSAGES.joinRequested, payload });
      },
    );

    r.post(
      "/logout",
      { schema: { tags, summary: "End this session", response: { 200: messageOnly } } },
      async (request, reply) => {
        await service.logout(authOf(request).sessionId);
        clearSessionCookies(reply);
        return { message: MESSAGES.loggedOut };
      },
    );

    r.get(
      "/me",
      {
        schema: {
          tags,
          summary: "The signed-in user, business and employee record",
          response: { 200: envelope(mePayload) },
        },
      },
      async (request) => {
        const auth = authOf(request);
        return { payload: await service.me(auth.userId, auth.businessId) };
      },
    );

    r.post(
      "/change-password",
      {
        schema: {
          tags,
          summary: "Change the caller's password; other sessions end",
          body: changePasswordBody,
          response: { 200: messageOnly },
        },
      },
      async (request) => {
        await service.changePassword(authOf(request), request.body, request.ip);
        return { message: MESSAGES.passwordChanged };
      },
    );

    r.put(
      "/locale",
      {
        schema: {
          tags,
          summary: "Save the caller's language",
          description:
            "locale is en, es or fr, or null to follow the browser. Every role may set its own. The API's messages " +
            "and the notification list follow Accept-Language first, then this; e-mails (notifications, password " +
            `reset) always use it, English when null. A wrong value answers 422 ("${LOCALE_MESSAGES.locale}").`,
          body: localeBody,
          response: { 200: messageOnly, 422: validationError },
        },
      },
      async (request) => {
        await service.setLocale(authOf(request), request.body);
        return { message: LOCALE_MESSAGES.saved };
      },
    );
  };
}
