import { type Message, Said } from "@brigade/contract/i18n/template";
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

const isMessage = (value: unknown): value is Message => typeof value === "string" || value instanceof Said;

/** Whether an answer holds a message value, which has to be rendered even in English. */
const holdsValue = (payload: Record<string, unknown>): boolean =>
  payload.message instanceof Said ||
  (isRecord(payload.errors) &&
    Object.values(payload.errors).some(
      (messages) => Array.isArray(messages) && messages.some((m) => m instanceof Said),
    ));

/** The answer with its `message` and every message of `errors` in the language; the rest as it is. */
function translated(payload: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const out = { ...payload };
  if (isMessage(out.message)) out.message = translateMessage(out.message, locale);
  if (isRecord(out.errors))
    out.errors = Object.fromEntries(
      Object.entries(out.errors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map((m) => (isMessage(m) ? translateMessage(m, locale) : m)) : messages,
      ]),
    );
  return out;
}

/**
 * Every JSON answer (success envelopes and errors alike) speaks the caller's language. Services send the
 * contract's messages (constant texts, or message values made by its templates); they become words here, just
 * before serializing: a message value is rendered in the caller's language, English included.
 */
export function registerLocale(app: FastifyInstance): void {
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    const locale = localeOf(request);
    reply.header("content-language", locale);
    addVary(reply, "Accept-Language");
    if (!isRecord(payload) || (locale === DEFAULT_LOCALE && !holdsValue(payload))) return payload;
    return translated(payload, locale);
  });
}
