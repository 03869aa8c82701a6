import { envelope, errorBody } from "@brigade/contract/api";
import {
  CALENDAR_FEED_DAYS,
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PREFIX,
  calendarFeedLink,
  calendarFeedPayload,
  CALENDAR_FEED_MESSAGES as M,
} from "@brigade/contract/calendar-feed";
import { MESSAGES } from "@brigade/contract/messages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { authOf } from "../../plugins/auth";
import type { CalendarFeedService } from "./service";

const tags = ["Calendar feed"];
const own = { access: "authenticated" as const };
const feedRule =
  `The feed (GET ${CALENDAR_FEED_PREFIX}{token}.ics, outside /api, no session: the token is the only credential) ` +
  "is text/calendar: the user's position-holding bookings (Accepted, Apply For Leave, Leave Rejected) on " +
  `published shifts whose slot starts from ${CALENDAR_FEED_DAYS.past} days ago to ${CALENDAR_FEED_DAYS.ahead} ` +
  `days ahead, earliest first, at most ${CALENDAR_FEED_MAX_EVENTS}; one VEVENT each with UID booking-{id}@brigade, ` +
  "DTSTART/DTEND at the location's wall-clock time with its TZID, one VTIMEZONE per zone, SUMMARY " +
  '"Shift name - Role" and LOCATION the location\'s name. A user without an employee record gets an empty ' +
  "calendar. An unknown or replaced token, or a deactivated user's, is 404 in plain text. Rate limited per address. " +
  "The URL is built from PUBLIC_URL, so it is right behind a proxy.";

/** The caller's own feed URL and its replacement; mounted under /api. */
export function calendarFeedRoutes(service: CalendarFeedService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "/calendar/feed",
      {
        config: own,
        schema: {
          tags,
          summary: "The caller's private calendar subscription URL, shown once: when this call makes it",
          description:
            "Any signed-in user, for their own shifts. The first call makes the URL and gives it; later calls give " +
            "url null, because only the token's hash is kept: a lost URL is replaced (rotate). An e-mail change by " +
            `someone else, a password change and a password reset drop the URL too; the next call makes a new one. ${feedRule}`,
          response: { 200: envelope(calendarFeedPayload), 401: errorBody },
        },
      },
      async (request) => ({ payload: await service.url(authOf(request)) }),
    );

    r.post(
      "/calendar/feed/rotate",
      {
        config: own,
        schema: {
          tags,
          summary: "Replace the caller's calendar URL: the old one answers 404 at once",
          description: `Any signed-in user, for their own feed; makes one if there was none. ${feedRule}`,
          response: { 200: envelope(calendarFeedLink), 401: errorBody },
        },
      },
      async (request) => ({ message: M.rotated, payload: await service.rotate(authOf(request)) }),
    );
  };
}

/**
 * The public feed a calendar app subscribes to, at the root (not under /api, whose session rules it does not
 * follow). Hidden from the OpenAPI description, which describes /api; the routes above document it.
 */
export function calendarFeedPublicRoutes(service: CalendarFeedService, perMinute: number) {
  return async (app: FastifyInstance) => {
    // Calendar apps fetch every hour or so; the general limit per address keeps a flood from the database.
    const limit = app.createRateLimit({
      max: perMinute,
      timeWindow: 60_000,
      keyGenerator: (request) => `ical:${request.ip}`,
    });
    app.addHook("onRequest", async (request, reply) => {
      const verdict = await limit(request);
      if (!verdict.isAllowed && verdict.isExceeded) {
        reply.header("retry-after", verdict.ttlInSeconds);
        throw new AppError("too_many", MESSAGES.tooManyRequests);
      }
    });

    app.get(
      `${CALENDAR_FEED_PREFIX}:token.ics`,
      // large: a feed holds up to thousands of events, so it waits its turn with the other large reads.
      { config: { access: "public", large: true }, schema: { hide: true } },
      async (request, reply) => {
        const { token } = request.params as { token: string };
        const text = await service.feed(token);
        if (text === undefined) return reply.code(404).type("text/plain; charset=utf-8").send(M.notFound);
        return reply
          .type("text/calendar; charset=utf-8")
          .header("cache-control", "private, no-cache")
          .header("content-disposition", 'inline; filename="brigade-shifts.ics"')
          .header("x-robots-tag", "noindex")
          .send(text);
      },
    );
  };
}
