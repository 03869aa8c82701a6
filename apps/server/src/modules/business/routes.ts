import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { businessPayload, JOIN_CODE_MESSAGES, LOGO_MAX_BYTES, updateBusinessBody } from "@brigade/contract/business";
import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { authOf } from "../../plugins/auth";
import type { BusinessService } from "./service";

const tags = ["Business profile"];
const owner = { access: "owner" as const };

/** The `logo` file of a multipart body, or null when there is none; the body's limits answer 422, never 500. */
async function readLogo(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file();
    if (!part) return null;
    if (part.fieldname !== "logo") {
      part.file.resume();
      return null;
    }
    return await part.toBuffer();
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw AppError.field("logo", MESSAGES.logoTooLarge);
    if (statusCode && statusCode >= 400 && statusCode < 500) throw error;
    // Busboy's errors for a malformed body carry no status; they are the client's, not ours.
    request.log.info({ err: error }, "unreadable multipart body");
    throw AppError.field("logo", MESSAGES.uploadUnreadable);
  }
}

/** The business profile; mounted under /api/business. */
export function businessRoutes(service: BusinessService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "",
      { schema: { tags, summary: "The caller's business", response: { 200: envelope(businessPayload) } } },
      async (request) => {
        const auth = authOf(request);
        return { payload: await service.show(auth.businessId, auth.role) };
      },
    );

    r.post(
      "/join-code",
      {
        config: owner,
        schema: {
          tags,
          summary: "Make a new join code; the old code and its links stop working (owner only)",
          response: { 200: envelope(businessPayload) },
        },
      },
      async (request) => {
        const payload = await service.regenerateJoinCode(authOf(request).businessId);
        return { message: JOIN_CODE_MESSAGES.regenerated, payload };
      },
    );

    r.put(
      "",
      {
        config: owner,
        schema: {
          tags,
          summary: "Rename the business, and set the currency of its amounts (owner only)",
          description:
            "currency is an ISO 4217 code (USD by default); absent, it stays as it is. Amounts already stored keep " +
            "their numbers: changing the currency converts nothing.",
          body: updateBusinessBody,
          response: { 200: envelope(businessPayload), 422: validationError },
        },
      },
      async (request) => {
        const payload = await service.rename(authOf(request).businessId, request.body.name, request.body.currency);
        return { message: MESSAGES.businessUpdated, payload };
      },
    );

    r.post(
      "/logo",
      {
        config: owner,
        schema: {
          tags,
          summary: "Upload the business logo (owner only)",
          description: `multipart/form-data with the image in the file field \`logo\`: PNG, JPEG, GIF or WebP (checked by content), at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`,
          consumes: ["multipart/form-data"],
          response: { 200: envelope(businessPayload), 422: validationError },
        },
      },
      async (request) => {
        const payload = await service.uploadLogo(authOf(request).businessId, await readLogo(request));
        return { message: MESSAGES.logoUpdated, payload };
      },
    );

    r.delete(
      "/logo",
      {
        config: owner,
        schema: {
          tags,
          summary: "Remove the business logo; the default image shows again (owner only)",
          response: { 200: envelope(businessPayload), 404: errorBody },
        },
      },
      async (request) => {
        const payload = await service.removeLogo(authOf(request).businessId);
        return { message: MESSAGES.logoRemoved, payload };
      },
    );
  };
}
