import { Server as NetServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/**
 * What the process knows of itself: it is stopping (set on SIGTERM, by drain()), how many requests it is
 * answering, and when it last took a connection; `onDrain` is called when it starts stopping (the live event
 * streams end then, which would otherwise stay in flight to the deadline).
 */
export type Lifecycle = {
  draining: boolean;
  inFlight: number;
  lastConnectionAt: number;
  /** Connections taken that have not sent a request yet (a busy server reads them late). */
  fresh: Set<object>;
  onDrain: Set<() => void>;
};

export const newLifecycle = (): Lifecycle => ({
  draining: false,
  inFlight: 0,
  lastConnectionAt: 0,
  fresh: new Set(),
  onDrain: new Set(),
});

/** How long without a new connection, or without a request in flight, counts as quiet. */
const QUIET_MS = 300;
/** How long a connection taken without a request yet may hold the stop (a client that only opened one). */
const FRESH_AT_MOST_MS = 2000;

/** Counts connections and requests; answers sent while draining close their connection. */
export function registerLifecycle(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.server.on("connection", (socket) => {
    lifecycle.lastConnectionAt = Date.now();
    lifecycle.fresh.add(socket);
    socket.once("close", () => lifecycle.fresh.delete(socket));
  });
  app.server.on("request", (request, response) => {
    lifecycle.fresh.delete(request.socket);
    lifecycle.inFlight += 1;
    response.once("close", () => {
      lifecycle.inFlight -= 1;
    });
  });
  // A keep-alive client then opens its next connection elsewhere (another server behind the balancer).
  app.addHook("onSend", async (_request, reply) => {
    if (lifecycle.draining) reply.header("connection", "close");
  });
}

/**
 * Waits until `quiet` has held for QUIET_MS, or until `by`. Quiet is confirmed once more after the event loop has
 * polled for I/O: a timer that fires late (a busy or starved process) runs before that poll, when connections the
 * system accepted meanwhile are not taken yet; closing then would reset them (CI, 2026-12-03: 8 of 20 requests).
 */
async function quietFor(quiet: () => boolean, by: number): Promise<void> {
  let since = Date.now();
  while (Date.now() < by) {
    if (!quiet()) since = Date.now();
    else if (Date.now() - since >= QUIET_MS) {
      // setImmediate runs after this turn's poll phase: what was waiting has been taken by then.
      await new Promise((done) => setImmediate(done));
      if (quiet()) return;
      since = Date.now();
    }
    await sleep(25);
  }
}

/**
 * Stops the server the way that loses no request. /readyz says 503 and every answer closes its connection.
 * Connections the system has already queued are taken until none has come for a moment, however long that takes
 * within the grace period (a busy server takes them late, and closing the listening socket would reset them: their
 * clients had sent a request; a balancer told by /readyz stops sending new ones); then the
 * server stops listening, and answers what it has, including requests read late on open connections: a connection
 * taken but not read yet counts as in flight for a moment (app.close() closes connections without a request as
 * idle, which would cut a request the client had sent), as long as a client that only opened one may be waited
 * for. Returns once nothing is in flight, or at the deadline; app.close() then closes what is left open.
 */
export async function drain(app: FastifyInstance, lifecycle: Lifecycle, deadline: number): Promise<void> {
  lifecycle.draining = true;
  for (const hook of lifecycle.onDrain) hook();
  // Bounded by the deadline only: a busy process takes the system's queued connections one per turn of its event
  // loop (CI, 2026-12-04: 20 queued logins taken over 3 s), and a shorter bound reset the rest (10 of 20).
  await quietFor(() => Date.now() - lifecycle.lastConnectionAt >= QUIET_MS, deadline);
  // net.Server's close, not http.Server's: it stops listening without closing the idle connections at once.
  NetServer.prototype.close.call(app.server);
  const freshUntil = Date.now() + FRESH_AT_MOST_MS;
  await quietFor(() => lifecycle.inFlight === 0 && (lifecycle.fresh.size === 0 || Date.now() > freshUntil), deadline);
}
