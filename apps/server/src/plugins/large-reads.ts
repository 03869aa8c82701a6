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
}

/**
 * Bounds the memory of the largest reads: each holds its rows, its objects and its JSON (tens of MB for a month
 * of a 50-location calendar) until it is sent, so fifty at once would need gigabytes. At most `running` run at
 * once, the next `waiting` wait their turn in order, and past that a request is told the server is busy (503).
 * The slot is held until the answer is sent (or the client has gone), serializing included.
 */
export function registerLargeReads(app: FastifyInstance, limits: { running: number; waiting: number }): void {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running--;
  };

  app.addHook("preHandler", async (request: FastifyRequest) => {
    if (!request.routeOptions.config?.large) return;
    if (running < limits.running) running++;
    else if (queue.length >= limits.waiting) throw new AppError("unavailable", MESSAGES.busy);
    else await new Promise<void>((resume) => queue.push(resume));
    let released = false;
    // A client that left while waiting gets nothing computed: hand the turn on.
    if (request.raw.destroyed) {
      release();
      throw new AppError("unavailable", MESSAGES.busy);
    }
    request.releaseLargeRead = () => {
      if (released) return;
      released = true;
      release();
    };
  });
  const done = async (request: FastifyRequest) => request.releaseLargeRead?.();
  app.addHook("onResponse", done);
  app.addHook("onRequestAbort", done);
}
