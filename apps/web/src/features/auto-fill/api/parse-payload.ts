import { MESSAGES } from "@brigade/contract/messages";
import type { z } from "zod";
import { translated } from "../../../i18n/messages";
import { ApiError } from "../../../lib/api-client";

/** Reads an answer through the contract's schema: an answer of another shape is the server's fault, said plainly. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(500, translated(MESSAGES.serverError));
  return parsed.data;
}
