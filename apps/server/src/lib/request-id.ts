import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/** What a request id may look like to be kept (a UUID, a proxy's hex id, a trace id): short and plain. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id of a request: the one a proxy or client sent in x-request-id when well formed (so one request can be
 * followed from nginx to here), else a new UUID. Anything else sent there never reaches the logs.
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers["x-request-id"];
  return typeof sent === "string" && WELL_FORMED.test(sent) ? sent : randomUUID();
}
