import { CSRF_COOKIE, CSRF_HEADER, SECURE_COOKIE_PREFIX, SESSION_COOKIE } from "@brigade/contract/auth";
import type { UserRole } from "@brigade/contract/enums";
import type { Locale } from "@brigade/contract/locales";
import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { AppError } from "../lib/app-error";
import { csrfFor, hashToken } from "../lib/tokens";

export type AuthContext = {
  userId: number;
  businessId: number;
  role: UserRole;
  sessionId: number;
  via: "cookie" | "bearer";
  /** The language the user saved; null follows the browser (Accept-Language). */
  locale: Locale | null;
};

/**
 * What the plugin needs of the sessions (the auth module's repository is one): stated here, so the plugin every
 * route uses depends on no module.
 */
export type SessionStore = {
  findLiveSession(
    tokenHash: string,
    now: Date,
  ): Promise<(Omit<AuthContext, "via"> & { lastSeenAt: Date; createdAt: Date }) | undefined>;
  touchSession(sessionId: number, now: Date, expiresAt: Date): Promise<void>;
};

/** Who may call a route: nobody signed in, anyone signed in, owners and managers, or the owner. */
export type Access = "public" | "authenticated" | "manager" | "owner";

declare module "fastify" {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

/**
 * The longest a session lives after its sign-in, however often it is used (issue 34): each use slides its end
 * `sessionDays` ahead, but never past this, so a stolen token is not good forever as long as it is kept busy.
 */
export const SESSION_MAX_DAYS = 90;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TOUCH_EVERY_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

function readToken(request: FastifyRequest): { token: string; via: AuthContext["via"] } | null {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return { token: header.slice(7).trim(), via: "bearer" };
  const cookie = request.cookies[SECURE_COOKIE_PREFIX + SESSION_COOKIE] ?? request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: "cookie" } : null;
}

function accessOf(request: FastifyRequest): Access {
  if (request.is404) return "public";
  const declared = request.routeOptions.config?.access;
  if (declared) return declared;
  // Secure by default: every API route needs a session unless it says otherwise.
  const url = request.routeOptions.url ?? request.url;
  return url.startsWith("/api/") && !url.startsWith("/api/docs") ? "authenticated" : "public";
}

/** The business-scoped caller; only for routes whose access already required a session. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError("unauthenticated", MESSAGES.unauthenticated);
  return request.auth;
}

/**
 * The session cookie (httpOnly) and the CSRF cookie the page reads. Over https they are Secure and
 * __Host- prefixed; request.protocol is "https" behind a TLS proxy when TRUST_PROXY names that proxy.
 */
export function setSessionCookies(reply: FastifyReply, token: string, config: Config): void {
  const secure = reply.request.protocol === "https";
  const prefix = secure ? SECURE_COOKIE_PREFIX : "";
  const common = { path: "/", sameSite: "lax" as const, secure, maxAge: config.sessionDays * 86_400 };
  reply.setCookie(prefix + SESSION_COOKIE, token, { ...common, httpOnly: true });
  reply.setCookie(prefix + CSRF_COOKIE, csrfFor(token), { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
    reply.clearCookie(name, { path: "/" });
    if (reply.request.protocol === "https") reply.clearCookie(SECURE_COOKIE_PREFIX + name, { path: "/", secure: true });
  }
}

export function registerAuth(app: FastifyInstance, sessions: SessionStore, config: Config): void {
  app.decorateRequest("auth", null);

  // onRequest, before the body is parsed or validated: who may call comes before what they sent.
  app.addHook("onRequest", async (request) => {
    const access = accessOf(request);
    const found = readToken(request);
    if (found) {
      const now = new Date();
      const session = await sessions.findLiveSession(hashToken(found.token), now);
      // Past its absolute limit a session is no session, however recently it was used.
      const endsAt = session ? session.createdAt.getTime() + SESSION_MAX_DAYS * DAY_MS : 0;
      if (session && endsAt > now.getTime()) {
        request.auth = { ...session, via: found.via };
        if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
          const slid = Math.min(now.getTime() + config.sessionDays * DAY_MS, endsAt);
          await sessions.touchSession(session.sessionId, now, new Date(slid));
        }
        // A cookie is sent by the browser on its own, so writes made with it must prove they come from our page.
        if (found.via === "cookie" && !SAFE_METHODS.has(request.method) && access !== "public") {
          if (request.headers[CSRF_HEADER] !== csrfFor(found.token)) throw AppError.forbidden(MESSAGES.csrfFailed);
        }
      }
    }
    if (access === "public") return;
    if (!request.auth) throw new AppError("unauthenticated", MESSAGES.unauthenticated);
    if (access === "owner" && request.auth.role !== "owner") throw AppError.forbidden();
    if (access === "manager" && request.auth.role === "team_member") throw AppError.forbidden();
  });
}
