import { errorBody } from "@brigade/contract/api";
import {
  LIVE_EVENT_NAME,
  LIVE_HEARTBEAT_MS,
  LIVE_MESSAGES,
  LIVE_RETRY_MS,
  LIVE_STREAMS_PER_USER,
} from "@brigade/contract/live-events";
import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { type AuthContext, authOf } from "../../plugins/auth";
import type { Lifecycle } from "../../plugins/lifecycle";
import type { LiveHub, LiveStream } from "./hub";
import type { Viewer } from "./notices";
import type { LiveRepository } from "./repository";

/** How often a stream checks that its session still holds and refreshes a member's locations. */
const RECHECK_MS = 60_000;
/** A client this far behind in reading is dropped; it reconnects and reads everything again. */
const MAX_BUFFERED_BYTES = 256 * 1024;

const description =
  "Server-Sent Events (text/event-stream) for any signed-in user, until the client closes it. Each change in the " +
  `caller's business comes as \`event: ${LIVE_EVENT_NAME}\` with \`data: {"type", "location_id", "shift_id"?, ` +
  '"booking_id"?}`: type is shift (a shift or its positions), booking (an assignment, pickup, release or leave ' +
  "request), swap or time_off (location_id null); shift_id and booking_id are there when one shift or booking " +
  "changed. Owners and managers get every change of their business; a team member gets their own bookings, " +
  "swaps and time off on published shifts, and other changes to published shifts of their locations without " +
  "booking_id; never a draft, never another business. Changes reach every server through PostgreSQL " +
  `LISTEN/NOTIFY. The stream starts with \`retry: ${LIVE_RETRY_MS}\` and sends a comment every ` +
  `${LIVE_HEARTBEAT_MS / 1000} s; it ends when the session ends or the server stops, and the client connects ` +
  "again and reads its screens afresh. 429 past " +
  `${LIVE_STREAMS_PER_USER} open streams per user on one server; 503 while the server stops.`;

/** GET /api/events; mounted under /api. `listening` is false when the server has no database listener. */
export function liveRoutes(hub: LiveHub, repository: LiveRepository, lifecycle: Lifecycle, listening: boolean) {
  const viewerOf = async (auth: AuthContext): Promise<Viewer> =>
    auth.role === "team_member"
      ? {
          businessId: auth.businessId,
          role: auth.role,
          ...(await repository.memberScope(auth.businessId, auth.userId)),
        }
      : { businessId: auth.businessId, role: auth.role };

  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      "/events",
      {
        config: { access: "authenticated" },
        schema: {
          tags: ["Live updates"],
          summary: "A stream of the changes to shifts, positions and requests of the caller's business",
          description,
          produces: ["text/event-stream"],
          response: {
            200: z.string().describe("The event stream"),
            401: errorBody,
            429: errorBody,
            503: errorBody,
          },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        if (!listening || lifecycle.draining) throw new AppError("unavailable", LIVE_MESSAGES.unavailable);
        if (hub.streamsOf(auth.userId) >= LIVE_STREAMS_PER_USER) {
          throw new AppError("too_many", MESSAGES.tooManyRequests);
        }
        const viewer = await viewerOf(auth);

        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          // nginx passes each event on at once instead of buffering the answer.
          "x-accel-buffering": "no",
        });
        raw.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);

        let remove = () => {};
        let lastCheck = Date.now();
        const stream: LiveStream = {
          userId: auth.userId,
          sessionId: auth.sessionId,
          viewer,
          send: (event) => {
            if (raw.writableLength > MAX_BUFFERED_BYTES) return stream.end();
            raw.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`);
          },
          end: () => {
            stop();
            raw.end();
          },
        };
        const heartbeat = setInterval(async () => {
          raw.write(": still here\n\n");
          if (Date.now() - lastCheck < RECHECK_MS) return;
          lastCheck = Date.now();
          try {
            if (!(await repository.sessionLive(auth.sessionId, new Date()))) return stream.end();
            stream.viewer = await viewerOf(auth);
          } catch {
            // The database is away for a moment: keep the stream, check again next time.
          }
        }, LIVE_HEARTBEAT_MS);
        function stop() {
          clearInterval(heartbeat);
          remove();
        }
        remove = hub.add(stream);
        raw.once("close", stop);
      },
    );
  };
}
