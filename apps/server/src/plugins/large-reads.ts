import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The answer can be megabytes (a month of a chain's calendar): such requests run a few at a time. */
    large?: boolean;
  }
  interface FastifyRequest {
    releaseLargeRead?: () => void;
  }
  interface FastifyInstance {
    /** How many large reads run and wait now (tests wait on it; an operator could export it). */
    largeReads: () => { running: number; waiting: number };
  }
}

type Waiting = { key: string; resume: () => void };

/**
 * Bounds the memory of the largest reads: each holds its rows, its objects and its JSON (tens of MB for a month
 * of a 50-location calendar) until it is made, so fifty at once would need gigabytes. At most `running` run at
 * once, the next `waiting` wait their turn, and past that a request is told the server is busy (503).
 *
 * A turn ends when the answer is handed to the socket (onSend: only its bytes remain), not when the client has
 * read it: a slow phone holds no one up. Businesses share the turns: a free one goes to the waiting request whose
 * business runs the fewest (the first of those), so one business's burst runs one at a time beside another's
 * request, and a quarter of the waiting places is kept for businesses with none waiting. A request without a session
 * (the calendar feed) counts as its address's.
 */
export function registerLargeReads(app: FastifyInstance, limits: { running: number; waiting: number }): void {
  const runningBy = new Map<string, number>();
  const reserved = Math.floor(limits.waiting / 4);
  let running = 0;
  const queue: Waiting[] = [];

  const start = (key: string) => {
    running++;
    runningBy.set(key, (runningBy.get(key) ?? 0) + 1);
  };
  const finish = (key: string) => {
    running--;
    const left = (runningBy.get(key) ?? 1) - 1;
    if (left > 0) runningBy.set(key, left);
    else runningBy.delete(key);
    // The waiting request whose business runs the fewest now; the earliest of those.
    let best = -1;
    for (let i = 0; i < queue.length; i++) {
      const count = runningBy.get((queue[i] as Waiting).key) ?? 0;
      if (best === -1 || count < (runningBy.get((queue[best] as Waiting).key) ?? 0)) best = i;
      if (count === 0) break;
    }
    if (best === -1) return;
    const [next] = queue.splice(best, 1);
    start((next as Waiting).key);
    (next as Waiting).resume();
  };

  app.decorate("largeReads", () => ({ running, waiting: queue.length }));

  app.addHook("preHandler", async (request: FastifyRequest) => {
    if (!request.routeOptions.config?.large) return;
    const key = request.auth ? `business:${request.auth.businessId}` : `address:${request.ip}`;
    // Free turns are never left idle while requests wait, so a request that finds one takes it.
    if (running < limits.running) start(key);
    else {
      // The last quarter of the waiting places is kept for businesses with nothing waiting yet: one business's
      // burst fills the queue only up to it, and another business's request still gets a place.
      const full = queue.length >= limits.waiting;
      const reservedReached = queue.length >= limits.waiting - reserved && queue.some((w) => w.key === key);
      if (full || reservedReached) throw new AppError("unavailable", MESSAGES.busy);
      await new Promise<void>((resume) => queue.push({ key, resume }));
    }
    let released = false;
    request.releaseLargeRead = () => {
      if (released) return;
      released = true;
      finish(key);
    };
    // A client that left while waiting gets nothing computed: hand the turn on.
    if (request.raw.destroyed) {
      request.releaseLargeRead();
      throw new AppError("unavailable", MESSAGES.busy);
    }
  });
  // The answer is made: what is left is the socket's to send, at the client's pace.
  app.addHook("onSend", async (request, _reply, payload) => {
    request.releaseLargeRead?.();
    return payload;
  });
  // A request that ends without an answer (the client left mid-read) hands its turn on too.
  const done = async (request: FastifyRequest) => request.releaseLargeRead?.();
  app.addHook("onResponse", done);
  app.addHook("onRequestAbort", done);
}
