import { MESSAGES } from "@brigade/contract/messages";
import { TIMESHEET_MESSAGES } from "@brigade/contract/timesheets";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error";
import {
  CHECK_VIOLATION,
  DEADLOCK_DETECTED,
  EXCLUSION_VIOLATION,
  FOREIGN_KEY_VIOLATION,
  QUERY_CANCELED,
  SERIALIZATION_FAILURE,
  sqlState,
  TIMESHEET_LOCKED,
  UNIQUE_VIOLATION,
} from "../lib/db-errors";

// Database guarantees are the last line: services check first for a precise message, and a race
// that slips past them still gets a 409, never a 500.
const DB_CONFLICTS: Record<string, string> = {
  [UNIQUE_VIOLATION]: MESSAGES.recordExists,
  [FOREIGN_KEY_VIOLATION]: MESSAGES.recordInUse,
  [EXCLUSION_VIOLATION]: MESSAGES.shiftOverlap,
  [CHECK_VIOLATION]: MESSAGES.notPossibleNow,
  [TIMESHEET_LOCKED]: TIMESHEET_MESSAGES.approved,
};

// Fastify's own refusals of a request it cannot read, in the contract's words (which every language has).
const UNREADABLE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.bodyNotJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.bodyNotJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.bodyMediaType,
};

/** Turns schema issues into the contract's 422 shape: first message plus messages per field. */
function validationBody(error: { validation: { instancePath: string; message?: string }[] }) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const field = path || "request";
    // The whole body is not an object (a string, a list): zod's general message would not say so.
    const message =
      !path && issue.message === MESSAGES.valueInvalid
        ? MESSAGES.bodyNotObject
        : (issue.message ?? MESSAGES.valueInvalid);
    errors[field] = [...(errors[field] ?? []), message];
  }
  const first = Object.values(errors)[0]?.[0] ?? MESSAGES.dataInvalid;
  return { message: first, errors };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send(error.errors ? { message: error.said, errors: error.errors } : { message: error.said });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send(validationBody(error));
    }
    const state = sqlState(error);
    if (state && DB_CONFLICTS[state]) {
      request.log.warn({ err: error }, "database constraint refused a change");
      return reply.code(409).send({ message: DB_CONFLICTS[state] });
    }
    if (state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE) {
      // PostgreSQL rolled the transaction back whole: nothing was written, and a retry will likely pass.
      request.log.warn({ err: error }, "concurrent transactions collided");
      return reply.code(409).send({ message: MESSAGES.concurrentChange });
    }
    if (state === QUERY_CANCELED) {
      // The statement timeout (db/client.ts) stopped a query: the server is busy or the request too broad.
      request.log.warn({ err: error }, "statement timeout");
      return reply.code(503).send({ message: MESSAGES.tooSlow });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ message: MESSAGES.tooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, bad content type): the contract's words.
      request.log.info({ code: error.code }, "unreadable request");
      return reply.code(error.statusCode).send({ message: UNREADABLE[error.code] ?? MESSAGES.requestUnreadable });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).send({ message: MESSAGES.serverError });
  });
}
