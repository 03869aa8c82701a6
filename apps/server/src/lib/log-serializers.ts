import type { FastifyRequest } from "fastify";
import { sqlState } from "./db-errors";
import { redactSecrets } from "./log-redaction";

// Logs never carry what a request sent or what a query was given: no query strings (e-mails, searches),
// no bodies, no SQL parameters (password hashes, e-mails) and no constraint details ("Key (email)=(...)"); no
// token an address carries (lib/log-redaction.ts), in the request's path or an error's text.

type LoggedError = { type: string; message: string; code?: string; stack: string; cause?: LoggedError };

/** An error's first line without the parameters Drizzle appends ("Failed query: ...\nparams: ..."). */
const safeMessage = (message: string) => redactSecrets(message.split("\nparams:", 1)[0] ?? "");

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)", stack: "" };
  const message = safeMessage(error.message);
  const frames = error.stack?.split("\n").filter((line) => line.trimStart().startsWith("at ")) ?? [];
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    code: sqlState(error) ?? (error as { code?: string }).code,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** The request as logged: method, path without its query string or tokens, and the client's address. */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactSecrets(request.url.split("?", 1)[0] ?? ""),
  remoteAddress: request.ip,
});
