import { envelope } from "@brigade/contract/api";
import type { Message } from "@brigade/contract/i18n/template";
import type { z } from "zod";

/**
 * The contract's envelope for a route whose message is a message value (a template's `said(...)`, such as
 * "3 positions can be filled."). The schema is the contract's own, `message: string`, so validation of the answer
 * and the OpenAPI are unchanged: the locale hook (plugins/locale.ts) renders the value in the caller's language
 * before the schema serializes it. Only the handler's type changes, to say that it returns a message value.
 */
export const saidEnvelope = <T extends z.ZodType>(payload: T) =>
  envelope(payload) as unknown as z.ZodObject<{ message: z.ZodOptional<z.ZodType<Message>>; payload: T }>;
