import { envelope, messageOnly } from "@brigade/contract/api";
import {
  authOptionsPayload,
  forgotPasswordBody,
  PASSWORD_RESET_MESSAGES,
  resetPasswordBody,
} from "@brigade/contract/password-reset";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { PasswordResetService } from "./reset-service";

const tags = ["Auth and tenancy"];

/** Forgot password and its link (mounted under /api/auth); public, and rate limited like login. */
export function passwordResetRoutes(service: PasswordResetService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/options",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "What the sign-in pages may offer: password_reset is true when this server sends e-mail",
          response: { 200: envelope(authOptionsPayload) },
        },
      },
      async () => ({ payload: { password_reset: service.available() } }),
    );

    r.post(
      "/forgot-password",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "E-mail a single-use link to reset the password (1 hour); the same answer for any address",
          description: "409 when this server does not send e-mail (SMTP_URL is not set).",
          body: forgotPasswordBody,
          response: { 200: messageOnly },
        },
      },
      async (request) => {
        await service.requestLink(request.body.email);
        return { message: PASSWORD_RESET_MESSAGES.linkSent };
      },
    );

    r.post(
      "/reset-password",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "Set a new password with the token of a reset link; every session of the account ends",
          description: `422 "${PASSWORD_RESET_MESSAGES.invalidLink}" for a token that is unknown, used or expired.`,
          body: resetPasswordBody,
          response: { 200: messageOnly },
        },
      },
      async (request) => {
        await service.resetPassword(request.body);
        return { message: PASSWORD_RESET_MESSAGES.passwordReset };
      },
    );
  };
}
