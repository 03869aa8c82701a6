import { MESSAGES } from "@brigade/contract/messages";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError } from "../lib/app-error";
import { SharedCounts, sharedStore } from "./shared-rate-limit";

/** The routes a stranger can call with any body: a tighter limit per address on top of the general one. */
const SIGN_IN_PATHS = new Set([
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/join",
  "/api/auth/forgot-password",
  "/api/auth/reset-password",
]);
const pathOf = (request: FastifyRequest) => request.url.split("?", 1)[0] ?? "";
/** An invitation link's calls (/api/invites/{token}, …/accept) are a stranger's too: they open an account. */
const isSignIn = (path: string) => SIGN_IN_PATHS.has(path) || path.startsWith("/api/invites/");

/**
 * `db` when the app runs on PostgreSQL, possibly one of several servers: the rate limits then count in the
 * database, across servers (plugins/shared-rate-limit.ts). On the embedded database, in memory.
 */
export async function registerSecurity(app: FastifyInstance, config: Config, shared?: Db): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets inline style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: "deny" },
    crossOriginEmbedderPolicy: false,
  });
  // Limits run in an app-level hook added before the session lookup (plugins/auth.ts), so a flood of requests
  // with made-up tokens is refused before it reaches the database. The address is the real client's when
  // TRUST_PROXY names the proxy in front (request.ip follows Fastify's trustProxy).
  if (shared) {
    const counts = new SharedCounts(shared, (error) => app.log.warn({ err: error }, "rate limit counts not shared"));
    app.addHook("onClose", () => counts.stop());
    await app.register(rateLimit, { global: false, store: sharedStore(counts) });
  } else {
    await app.register(rateLimit, { global: false });
  }
  const everyApiCall = app.createRateLimit({ max: config.rateLimit.perMinute, timeWindow: 60_000 });
  const signIn = app.createRateLimit({
    max: config.rateLimit.authPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `sign-in:${request.ip}`,
  });
  app.addHook("onRequest", async (request, reply) => {
    const path = pathOf(request);
    if (!path.startsWith("/api/")) return;
    for (const limit of isSignIn(path) ? [everyApiCall, signIn] : [everyApiCall]) {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header("retry-after", verdict.ttlInSeconds);
        throw new AppError("too_many", MESSAGES.tooManyRequests);
      }
    }
  });
}
