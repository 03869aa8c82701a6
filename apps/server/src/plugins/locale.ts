import { translateMessage } from "@brigade/contract/i18n/translate";
import { DEFAULT_LOCALE, type Locale, pickLocale } from "@brigade/contract/locales";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * The caller's language: the first one Brigade speaks in Accept-Language (by its q weights), else the language
 * the signed-in user saved, else English.
 */
export function localeOf(request: FastifyRequest): Locale {
  return pickLocale(request.headers["accept-language"]) ?? request.auth?.locale ?? DEFAULT_LOCALE;
}

/** Adds a header to Vary once, whatever Vary already holds. */
function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader("vary");
  const values = String(current ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (values.includes("*") || values.some((v) => v.toLowerCase() === header.toLowerCase())) return;
  reply.header("vary", [...values, header].join(", "));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The answer with its `message` and every message of `errors` in the language; the rest as it is. */
function translated(payload: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const out = { ...payload };
  if (typeof out.message === "string") out.message = translateMessage(out.message, locale);
  if (isRecord(out.errors))
    out.errors = Object.fromEntries(
      Object.entries(out.errors).map(([field, messages]) => [
        field,
        Array.isArray(messages)
          ? messages.map((m) => (typeof m === "string" ? translateMessage(m, locale) : m))
          : messages,
      ]),
    );
  return out;
}

/**
 * Every JSON answer (success envelopes and errors alike) speaks the caller's language. Services keep sending the
 * contract's English; only the words reaching the client change, here, just before serializing.
 */
export function registerLocale(app: FastifyInstance): void {
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    const locale = localeOf(request);
    reply.header("content-language", locale);
    addVary(reply, "Accept-Language");
    return locale === DEFAULT_LOCALE || !isRecord(payload) ? payload : translated(payload, locale);
  });
}
