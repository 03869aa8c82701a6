// What a failed API answer says: the one reading of it, for the app's api-client and the pages' own scripts
// (src/static-pages), which must not import the app's (zod, i18next).

/** Field errors of a 422 answer: field name -> messages. */
export type FieldErrors = Record<string, string[]>;

/** What to say when the answer has no message of its own, in the language shown. */
export type FailureTexts = { serverError: string; failed: (status: number) => string };

/** The server's message, else a 5xx's "something went wrong on our side", else "the request failed (HTTP n)". */
export function failureMessage(status: number, body: unknown, texts: FailureTexts): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === "string" && message) return message;
  return status >= 500 ? texts.serverError : texts.failed(status);
}

/** A 422's field errors, or none. */
export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === "object" ? (errors as FieldErrors) : {};
}
