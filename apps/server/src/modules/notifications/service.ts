import type { Locale } from "@brigade/contract/locales";
import {
  describeNotification,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_KINDS,
  NOTIFICATION_LINKS,
  type NotificationData,
  type NotificationItem,
  type NotificationKind,
  type NotificationPreferencesBody,
  type NotificationPreferencesPayload,
  type NotificationsPayload,
  type NotificationsQuery,
  type ReadNotificationsBody,
} from "@brigade/contract/notifications";
import { AppError } from "../../lib/app-error";
import type { NotificationRepository } from "./repository";

type Caller = { userId: number; businessId: number };
type Row = Awaited<ReturnType<NotificationRepository["page"]>>[number];

/**
 * A stored notification as the list shows it: its sentence (in the reader's language) and link made now from the
 * data kept with it.
 */
function present(row: Row, locale: Locale): NotificationItem {
  const data = row.data as NotificationData;
  return {
    id: row.id,
    kind: row.kind,
    ...describeNotification(row.kind, data, locale),
    link: NOTIFICATION_LINKS[row.kind],
    data,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export function makeNotificationService(repo: NotificationRepository, options: { mailOn: boolean }) {
  return {
    /** The caller's own, newest first; one more than asked is read to know whether an older page exists. */
    async list(caller: Caller, query: NotificationsQuery, locale: Locale): Promise<NotificationsPayload> {
      const rows = await repo.page(caller, query.before, query.limit + 1);
      const items = rows.slice(0, query.limit).map((row) => present(row, locale));
      const last = items[items.length - 1];
      return {
        items,
        unread: await repo.unread(caller),
        next_before: rows.length > query.limit && last ? last.id : null,
      };
    },

    /**
     * Marks the caller's own as read: all, or the ids given. An id that is not one of the caller's (missing,
     * another user's, another business's) refuses the whole call with the same 404, so nothing is revealed and
     * nothing half-done; ids already read stay as they were.
     */
    async read(caller: Caller, body: ReadNotificationsBody): Promise<{ unread: number }> {
      return repo.transaction(async (tx) => {
        const ids = body.ids ? [...new Set(body.ids)] : undefined;
        if (ids && (await tx.ownedAmong(caller, ids)) !== ids.length) throw AppError.notFound(M.notFound);
        await tx.markRead(caller, ids);
        return { unread: await tx.unread(caller) };
      });
    },

    /** Every kind with whether the caller gets it by e-mail (yes unless turned off). */
    async preferences(caller: Caller): Promise<NotificationPreferencesPayload> {
      const stored = new Map((await repo.preferences(caller)).map((p) => [p.kind, p.email]));
      return {
        mail_on: options.mailOn,
        preferences: NOTIFICATION_KINDS.map((kind) => ({ kind, email: stored.get(kind) ?? true })),
      };
    },

    /** Stores the kinds given (a kind named twice: the last wins); the others keep their choice. */
    async savePreferences(caller: Caller, body: NotificationPreferencesBody): Promise<NotificationPreferencesPayload> {
      const choices = new Map<NotificationKind, boolean>(body.preferences.map((p) => [p.kind, p.email]));
      await repo.savePreferences(
        caller,
        [...choices].map(([kind, email]) => ({ kind, email })),
      );
      return this.preferences(caller);
    },
  };
}
export type NotificationService = ReturnType<typeof makeNotificationService>;
