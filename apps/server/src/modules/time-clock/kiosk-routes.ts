import { envelope, errorBody, validationError } from "@brigade/contract/api";
import { idParams } from "@brigade/contract/fields";
import { MESSAGES } from "@brigade/contract/messages";
import {
  KIOSK_MAX_DAILY_FAILURES,
  KIOSK_MAX_FAILURES,
  kioskInfo,
  kioskPunchBody,
  kioskPunchResult,
  kioskState,
  kioskUrlPayload,
  CLOCK_MESSAGES as M,
  pinBody,
  pinPayload,
} from "@brigade/contract/time-clock";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { authOf } from "../../plugins/auth";
import type { KioskService } from "./kiosk-service";

const tags = ["Kiosk"];
const tokenParams = z.object({ token: z.string().min(1).max(100) });
const owner = { access: "owner" as const };
const RULES =
  "The same rules and messages as the employee's own /api/clock routes, at the kiosk's location: a clock-in finds " +
  "the person's position there that can be clocked into now (or an unscheduled punch there, when allowed). No " +
  `position is checked: the tablet is at the location. A PIN nobody of the business has: 401 ("${M.wrongPin}"); ` +
  `${KIOSK_MAX_FAILURES} wrong PINs within a minute lock the kiosk for a minute: 429 ("${M.kioskLocked}"); ` +
  `${KIOSK_MAX_DAILY_FAILURES} in 24 hours lock it until they age out or the owner rotates its link: 429 ` +
  `("${M.kioskLockedToday}"); the server logs a warning, and the business's active owners get a kiosk_locked ` +
  `notification, once per lock. Every attempt is counted before the ` +
  `next is judged, on every server alike. A clock-in answers 201, the other actions 200. An unknown or replaced link: 404 ("${M.kioskNotFound}"). Answers only the person's name, the ` +
  "action and its time.";

/** The owner's kiosk links, under /api/restaurant. */
export function kioskAdminRoutes(service: KioskService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/location/:id/kiosk",
      {
        config: owner,
        schema: {
          tags,
          summary: "Whether the location has a kiosk (the owner)",
          description:
            "The link itself is shown once, when made: only its hash is kept. 404 for another business's location.",
          params: idParams,
          response: { 200: envelope(kioskState), 403: errorBody, 404: errorBody },
        },
      },
      async (request) => ({ payload: await service.describe(authOf(request), request.params.id) }),
    );
    r.post(
      "/location/:id/kiosk",
      {
        config: owner,
        schema: {
          tags,
          summary: "Make the location's kiosk: 201, its secret link /kiosk/{token} (the owner)",
          description: `A location has one kiosk: a second is 409 ("${M.kioskExists}"); rotate replaces its link.`,
          params: idParams,
          response: { 201: envelope(kioskUrlPayload), 403: errorBody, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const payload = await service.issue(authOf(request), request.params.id, false);
        return reply.code(201).send({ message: M.kioskCreated, payload });
      },
    );
    r.post(
      "/location/:id/kiosk/rotate",
      {
        config: owner,
        schema: {
          tags,
          summary: "Give the location's kiosk a new link; the old one is 404 at once (the owner)",
          description: "Makes the kiosk when the location has none.",
          params: idParams,
          response: { 200: envelope(kioskUrlPayload), 403: errorBody, 404: errorBody },
        },
      },
      async (request) => ({
        message: M.kioskRotated,
        payload: await service.issue(authOf(request), request.params.id, true),
      }),
    );
  };
}

/** The tablet's calls, under /api/kiosk: the token is the only key, so every address is limited too. */
export function kioskPublicRoutes(service: KioskService, perMinute: number) {
  return async (app: FastifyInstance) => {
    const limit = app.createRateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `kiosk:${request.ip}`,
    });
    app.addHook("onRequest", async (request, reply) => {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header("retry-after", verdict.ttlInSeconds);
        throw new AppError("too_many", MESSAGES.tooManyRequests);
      }
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/:token",
      {
        config: { access: "public" },
        schema: {
          tags,
          summary: "What the kiosk shows: its location, and who is on shift there today",
          description:
            "today is the location's local day; each person by name only (no e-mail, no id), with their first " +
            "start and last end there today and whether they are clocked in anywhere now. The token reads nothing else.",
          params: tokenParams,
          response: { 200: envelope(kioskInfo), 404: errorBody },
        },
      },
      async (request) => ({ payload: await service.info(request.params.token) }),
    );
    const punch = (
      path: string,
      summary: string,
      action: "in" | "break_start" | "break_end" | "out",
      message: string,
      // As the member's own routes answer: a clock-in makes a punch (201), the others change it (200).
      status: 200 | 201 = 200,
    ) =>
      r.post(
        `/:token/clock/${path}`,
        {
          config: { access: "public" },
          schema: {
            tags,
            summary,
            description: RULES,
            params: tokenParams,
            body: kioskPunchBody,
            response: {
              [status]: envelope(kioskPunchResult),
              401: errorBody,
              404: errorBody,
              409: errorBody,
              422: validationError,
              429: errorBody,
            },
          },
        },
        async (request, reply) => {
          const payload = await service.punch(request.params.token, request.body.pin, action, (facts, text) =>
            request.log.warn(facts, text),
          );
          return reply.code(status).send({ message, payload });
        },
      );
    punch("in", "Clock in at the kiosk with a PIN: 201", "in", M.clockedIn, 201);
    punch("break/start", "Start a break at the kiosk with a PIN", "break_start", M.breakStarted);
    punch("break/end", "End a break at the kiosk with a PIN", "break_end", M.breakEnded);
    punch("out", "Clock out at the kiosk with a PIN", "out", M.clockedOut);
  };
}

/** The signed-in user's own kiosk PIN, under /api/auth. */
export function pinRoutes(service: KioskService) {
  return async (app: FastifyInstance) => {
    // Setting a PIN says whether a colleague has it: a few tries a user, so nobody learns PINs this way.
    const limit = app.createRateLimit({
      max: 10,
      timeWindow: 10 * 60_000,
      keyGenerator: (request: FastifyRequest) => `pin:${request.auth?.userId ?? request.ip}`,
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.put(
      "/pin",
      {
        preHandler: async (request, reply) => {
          const verdict = await limit(request);
          if (!verdict.isAllowed && verdict.isExceeded) {
            reply.header("retry-after", verdict.ttlInSeconds);
            throw new AppError("too_many", MESSAGES.tooManyRequests);
          }
        },
        schema: {
          tags,
          summary: "Set or remove one's kiosk PIN (4 to 8 digits; null removes it)",
          description:
            `Unique within the business: one another user has is 409 ("${M.pinTaken}"). At most 10 tries in ten ` +
            "minutes per user (429), so PINs cannot be guessed this way.",
          body: pinBody,
          response: {
            200: envelope(pinPayload),
            409: errorBody,
            422: validationError,
            429: errorBody,
          },
        },
      },
      async (request) => {
        await service.setPin(authOf(request), request.body.pin);
        return {
          message: request.body.pin === null ? M.pinRemoved : M.pinSaved,
          payload: { has_pin: request.body.pin !== null },
        };
      },
    );
  };
}
