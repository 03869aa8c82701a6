import { envelope, errorBody, validationError } from "@brigade/contract/api";
import {
  NOTIFICATION_MESSAGES as M,
  MAX_READ_IDS,
  NOTIFICATION_LINKS,
  NOTIFICATIONS_PAGE_MAX,
  notificationPreferencesBody,
  notificationPreferencesPayload,
  notificationsPayload,
  notificationsQuery,
  readNotificationsBody,
  readNotificationsPayload,
} from "@brigade/contract/notifications";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import { localeOf } from "../../plugins/locale";
import type { NotificationService } from "./service";

const tags = ["Notifications"];
// Every signed-in user has their own list, whatever their role; nobody reads or marks another's.
const members = { access: "authenticated" as const };
const own = "Only the caller's own notifications, in their business.";
const links = Object.entries(NOTIFICATION_LINKS)
  .map(([kind, link]) => `${kind} ${link}`)
  .join(", ");
const kinds =
  "shift_assigned (a manager books you; an auto-fill apply or copy week once per person, with the list of shifts), shift_changed (a shift you hold a position in is moved, " +
  "edited or deleted), request_decided (your pickup or leave request decided), time_off_decided, join_approved, " +
  "week_published, swap_offered, swap_decided, and, to the business's owners and managers (managers are not tied " +
  "to locations in Brigade, so 'the managers of that location' are all of them) other than the one who asked, " +
  "time_off_requested and pickup_requested. Staff hear nothing of a draft shift until its week is published.";

/** A user's notifications in the app and their e-mail choices; mounted under /api/notifications. */
export function notificationRoutes(service: NotificationService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      "",
      {
        config: members,
        schema: {
          tags,
          summary: "The caller's notifications, newest first, with their unread count",
          description:
            `${own} Paged by id: limit (1 to ${NOTIFICATIONS_PAGE_MAX}, default 20) items older than before (an id); ` +
            "next_before is the before of the next, older page, null on the last. unread counts all the caller's " +
            "unread ones. title and body are the notification's sentence, made from data (what the change was, " +
            `captured when it was made: names, instants in UTC and the location's time zone), in the language of ` +
            "Accept-Language (en, es or fr), else the caller's saved language, else English; link is where it " +
            `leads in the app (${links}). Kinds: ${kinds}`,
          querystring: notificationsQuery,
          response: { 200: envelope(notificationsPayload), 422: validationError },
        },
      },
      async (request) => ({ payload: await service.list(authOf(request), request.query, localeOf(request)) }),
    );

    r.post(
      "/read",
      {
        config: members,
        schema: {
          tags,
          summary: "Mark the caller's notifications as read: some by id, or all",
          description:
            `${own} Exactly one of ids (1 to ${MAX_READ_IDS} ids) or all: true ("${M.readWhich}" otherwise). An id ` +
            `that is not one of the caller's (none, another user's or another business's) answers 404 ("${M.notFound}") ` +
            "and marks nothing. Marking one already read changes nothing. The payload is the new unread count.",
          body: readNotificationsBody,
          response: { 200: envelope(readNotificationsPayload), 404: errorBody, 422: validationError },
        },
      },
      async (request) => ({ message: M.marked, payload: await service.read(authOf(request), request.body) }),
    );

    r.get(
      "/preferences",
      {
        config: members,
        schema: {
          tags,
          summary: "Which kinds of notification the caller gets by e-mail",
          description:
            "Every kind, with email true unless the caller turned it off. mail_on says whether this server sends " +
            "e-mail at all (SMTP_URL set); without it notifications stay in the app and the choices wait.",
          response: { 200: envelope(notificationPreferencesPayload) },
        },
      },
      async (request) => ({ payload: await service.preferences(authOf(request)) }),
    );

    r.put(
      "/preferences",
      {
        config: members,
        schema: {
          tags,
          summary: "Turn e-mail on or off per kind for the caller",
          description:
            "Stores the kinds given (a kind named twice: the last wins); kinds left out keep their choice. The " +
            "payload is every kind, as GET answers. A notification's mail is queued when the notification is " +
            "written, so a choice applies to notifications from then on.",
          body: notificationPreferencesBody,
          response: { 200: envelope(notificationPreferencesPayload), 422: validationError },
        },
      },
      async (request) => ({
        message: M.preferencesSaved,
        payload: await service.savePreferences(authOf(request), request.body),
      }),
    );
  };
}
